import Catalog
import SearchModel
import SeekRuntime

/// `--select-1` and `--exit-0`: decides before any screen is drawn when the initial query leaves
/// exactly one match (choose it) or none (exit 1, after the query line with `--print-query`), as
/// fzf does. The query is the session's, with its tokens, so the count is the one the list would
/// open on.
struct AutomaticChoice {
    var dataSet: DataSet
    var query: SearchQuery
    var output: OutputOptions

    /// The exit status when the run is decided without a screen, or nil to go on.
    func decide() -> Int32? {
        guard output.selectOne || output.exitZero else { return nil }
        let snapshot = DataSetSearch.match(query, in: dataSet)
        let chosenOutput = ChosenOutput(dataSet: dataSet, options: output)
        do throws(OutputFailure) {
            if output.exitZero && snapshot.matches.isEmpty {
                try chosenOutput.write(query: query.description, items: [])
                return ExitStatus.noMatch
            }
            if output.selectOne && snapshot.matches.count == 1 {
                try chosenOutput.write(query: query.description, items: [snapshot.matches[0].index])
                return ExitStatus.success
            }
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        return nil
    }
}
