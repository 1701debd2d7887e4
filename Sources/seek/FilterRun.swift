import Catalog
import Matching
import SearchModel

/// `seek --filter QUERY`: prints every matching item, best first, without a terminal.
struct FilterRun {
    var query: String
    var dataSet: DataSet
    var output: ChosenOutput

    func run() -> Int32 {
        let engine = MatchEngine(store: dataSet.searchText ?? dataSet.items)
        guard let snapshot = engine.match(query, generation: 0) else { return ExitStatus.error }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.flushThreshold + (1 << 12))
        if output.options.printQuery {
            buffer.append(contentsOf: query.utf8)
            buffer.append(0x0A)
        }
        snapshot.matches.forEachBestFirst { match in
            output.append(item: match.index, to: &buffer)
            if buffer.count >= Self.flushThreshold {
                StandardStreams.write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        StandardStreams.write(buffer)
        return snapshot.matches.isEmpty ? ExitStatus.noMatch : ExitStatus.success
    }

    /// Output goes out in blocks of this size: large enough that writing costs little, small enough
    /// not to count against the memory budget (a megabyte was a whole percent of a 100 MB input).
    private static let flushThreshold = 1 << 16
}
