import SeekCatalog
import SeekMatching
import SeekProviders
import Synchronization

/// A data set that grows when the test says so: items arrive at chosen moments, as from a pipe
/// whose producer the test controls.
final class ScriptedGrowth: GrowingDataSet {
    private struct State {
        var dataSet: DataSet
        var isFinished = false
        var failure: LoadError?
    }

    let relay = ChangeRelay()
    private let state: Mutex<State>

    init(name: String = "pipe", lines: [String] = []) {
        state = Mutex(State(dataSet: DataSet(name: name, items: ItemStore(lines))))
    }

    /// Appends `lines` and tells the listener.
    func append(_ lines: [String]) {
        state.withLock { state in
            for line in lines { state.dataSet.items.append(line) }
        }
        relay.signal()
    }

    /// Ends the input, or fails it with `failure`.
    func finish(failure: LoadError? = nil) {
        state.withLock {
            $0.isFinished = true
            $0.failure = failure
        }
        relay.signal()
    }

    func progress() -> (dataSet: DataSet, isFinished: Bool, failure: LoadError?) {
        state.withLock { ($0.dataSet, $0.isFinished, $0.failure) }
    }
}
