import SeekMatching
import SeekCatalog
import SeekModel
import SeekProviders

/// `--select-1` and `--exit-0`: decides before any screen is drawn when the initial query leaves
/// exactly one match (choose it) or none (exit 1, after the query line with `--print-query`), as
/// fzf does. The query is the session's, with its tokens, so the count is the one the list would
/// open on.
struct AutomaticChoice {
    var query: SearchQuery
    var output: ChosenOutput
    var lineFields: LineFields
    var queryOptions = QueryOptions()
    /// Whether `--expect` was given: then the key line is printed, empty as no key chose (fzf
    /// prints it under `-1` and `-0` too).
    var expectsKeys = false

    /// The exit status when the run is decided without a screen, or nil to go on.
    func decide() -> Int32? {
        guard output.options.selectOne || output.options.exitZero else { return nil }
        let snapshot = DataSetSearch.match(query, in: output.dataSet, lineFields: lineFields, queryOptions: queryOptions)
        let chosenOutput = output
        do throws(OutputFailure) {
            if output.options.exitZero && snapshot.matches.isEmpty {
                try chosenOutput.write(query: query.description, key: keyLine, items: [])
                return ExitStatus.noMatch
            }
            if output.options.selectOne && snapshot.matches.count == 1 {
                try chosenOutput.write(query: query.description, key: keyLine, items: [snapshot.matches[0].index])
                return ExitStatus.success
            }
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        return nil
    }

    private var keyLine: String? { expectsKeys ? "" : nil }
}
