import Catalog
import Matching

/// `--select-1` and `--exit-0`: decides before any screen is drawn when the initial query leaves
/// exactly one match (choose it) or none (exit 1), as fzf does.
struct AutomaticChoice {
    var dataSet: DataSet
    var query: String
    var output: OutputOptions

    /// The exit status when the run is decided without a screen, or nil to go on.
    func decide() -> Int32? {
        guard output.selectOne || output.exitZero else { return nil }
        let engine = MatchEngine(store: dataSet.searchText ?? dataSet.items)
        guard let snapshot = engine.match(query, generation: 0) else { return nil }
        if output.exitZero && snapshot.matches.isEmpty {
            return ExitStatus.noMatch
        }
        if output.selectOne && snapshot.matches.count == 1 {
            ChosenOutput(dataSet: dataSet, options: output).write(query: query, items: [snapshot.matches[0].index])
            return ExitStatus.success
        }
        return nil
    }
}
