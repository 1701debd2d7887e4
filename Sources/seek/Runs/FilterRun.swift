import SeekMatching
import SeekCatalog
import SeekModel
import SeekProviders

/// `seek --filter QUERY`: prints every matching item, best first, without a terminal.
///
/// The query is the session's after typing it and pressing Return, so `field:value` terms of
/// token fields are tokens here, and the set printed is the set the list would show.
struct FilterRun {
    var query: SearchQuery
    var queryText: String
    var dataSet: DataSet
    var output: ChosenOutput
    var lineFields = LineFields()
    var queryOptions = QueryOptions()

    func run() -> Int32 {
        // Every match is printed in order, so the scan scores each as it finds it (see
        // MatchRequest.scoresEveryMatch).
        let snapshot = DataSetSearch.match(query, in: dataSet, lineFields: lineFields, queryOptions: queryOptions,
                                           scoresEveryMatch: true)
        return print(snapshot)
    }

    /// Prints the matches of `snapshot`, items of ``output``'s data set, best first.
    func print(_ snapshot: MatchSnapshot) -> Int32 {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.flushThreshold + (1 << 12))
        output.append(query: queryText, to: &buffer)
        var failure: OutputFailure?
        snapshot.matches.forEachBestFirst { match in
            guard failure == nil else { return }
            output.append(item: match.index, to: &buffer)
            if buffer.count >= Self.flushThreshold {
                do throws(OutputFailure) {
                    try StandardStreams.write(buffer)
                } catch {
                    failure = error
                }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        do throws(OutputFailure) {
            if let failure { throw failure }
            try StandardStreams.write(buffer)
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        return snapshot.matches.isEmpty ? ExitStatus.noMatch : ExitStatus.success
    }

    /// Output goes out in blocks of this size: large enough that writing costs little, small enough
    /// not to count against the memory budget (a megabyte was a whole percent of a 100 MB input).
    private static let flushThreshold = 1 << 16
}
