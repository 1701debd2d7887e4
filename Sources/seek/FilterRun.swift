import Catalog
import Matching

/// `seek --filter QUERY`: prints every matching item, best first, without a terminal.
struct FilterRun {
    var query: String
    var dataSet: DataSet

    func run() -> Int32 {
        let engine = MatchEngine(store: dataSet.items)
        guard let snapshot = engine.match(query, generation: 0) else { return ExitStatus.error }
        var output = StandardStreams()
        for match in snapshot.matches {
            output.writeLine(dataSet.items.bytes(at: match.index))
        }
        output.flush()
        return snapshot.matches.isEmpty ? ExitStatus.noMatch : ExitStatus.success
    }
}
