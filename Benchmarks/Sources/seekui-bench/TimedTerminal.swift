import SeekSystem
import Glibc
import SeekTestSupport
import SeekToolkit
import Synchronization

/// The in-memory terminal, with the time each frame was shown: a keystroke's time is read from
/// the frame's own time stamp, so the benchmark's thread can look for it at leisure (every few
/// milliseconds) without taking the cores the program under test needs.
final class TimedTerminal: TerminalBackend, Sendable {
    /// A frame and when it was shown (monotonic seconds).
    struct Frame {
        let time: Double
        let grid: Grid
    }

    private let input: TestBackend
    private let frames = Mutex<[Frame]>([])

    init(width: Int, height: Int) {
        input = TestBackend(width: width, height: height)
    }

    // MARK: The benchmark's side

    /// Types `text`, as a person would.
    func press(_ text: String) { input.press(text) }

    /// Sends `event` (Ctrl-C to end the run).
    func send(_ event: InputEvent) { input.send(event) }

    /// How many frames have been shown.
    var frameCount: Int { frames.withLock { $0.count } }

    /// The first frame from `start` on whose lines satisfy `condition`, waiting up to `seconds`;
    /// nil on time-out. Frames are looked at every 2 ms, each once.
    func firstFrame(from start: Int, seconds: Double = 60, where condition: ([String]) -> Bool) -> Frame? {
        let deadline = MonotonicClock.now + seconds
        var next = start
        while MonotonicClock.now < deadline {
            let new = frames.withLock { Array($0[min(next, $0.count)...]) }
            for frame in new {
                if condition(frame.grid.lines) { return frame }
            }
            next += new.count
            usleep(2_000)
        }
        return nil
    }

    // MARK: The program's side

    var size: TerminalSize { input.size }
    var inputDescriptor: Int32 { input.inputDescriptor }

    func nextEvent(timeoutMilliseconds milliseconds: Int) -> InputEvent? {
        input.nextEvent(timeoutMilliseconds: milliseconds)
    }

    func display(_ grid: Grid, cursor: CursorPosition?) {
        let frame = Frame(time: MonotonicClock.now, grid: grid)
        frames.withLock { $0.append(frame) }
    }

    func suspend() {}
    func runOutsideScreen(_ body: () -> Void) { body() }
    func invalidate() {}
    func close() { input.close() }
}
