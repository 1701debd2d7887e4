import Catalog
import Dispatch
import Matching
import SeekRuntime
import Synchronization

/// Reads lines on a background thread while the screen is already up, as fzf does: the run loop
/// takes the items read so far whenever it likes, and the count grows as input arrives.
final class StreamingInput: GrowingDataSet {
    private struct State {
        var items = ItemStore()
        var isFinished = false
        var failure: LoadError?
    }

    private let state = Mutex(State())
    private let name: String

    /// Starts reading `descriptor` (a file or standard input) in the background, signalling
    /// `relay` after each chunk and at the end.
    init(descriptor: Int32, name: String, separator: UInt8, relay: ChangeRelay) {
        self.name = name
        let thread = DispatchQueue(label: "seek.input", qos: .userInitiated)
        thread.async { [self] in
            do throws(LoadError) {
                try LineReader(separator: separator).read(descriptor: descriptor, name: name) { chunk in
                    self.state.withLock { $0.items.append(chunk) }
                    relay.signal()
                }
                state.withLock { $0.isFinished = true }
            } catch {
                state.withLock {
                    $0.failure = error
                    $0.isFinished = true
                }
            }
            relay.signal()
        }
    }

    func progress() -> (dataSet: DataSet, isFinished: Bool, failure: LoadError?) {
        state.withLock { (DataSet(name: name, items: $0.items), $0.isFinished, $0.failure) }
    }
}
