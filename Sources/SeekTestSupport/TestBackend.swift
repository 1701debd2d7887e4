import Glibc
import SeekToolkit
import Synchronization
import SeekSystem

/// A terminal in memory, for whole-program tests: the test plays keys in from its own thread,
/// the program's event loop reads them as from a real terminal (woken through a pipe, as `poll`
/// wakes on a terminal), and every frame shown is kept for the test to read.
///
/// ```swift
/// let terminal = TestBackend(width: 60, height: 12)
/// // run the program on another thread, then:
/// terminal.press("p", "a")
/// #expect(terminal.waitForScreen { $0.contains { $0.contains("20/461") } })
/// ```
public final class TestBackend: TerminalBackend, Sendable {
    private struct State {
        var size: TerminalSize
        var queued: [InputEvent] = []
        var frames: [Grid] = []
        var cursor: CursorPosition?
        var suspendCount = 0
        var outsideScreenCount = 0
        var invalidateCount = 0
        var isClosed = false
    }

    private let state: Mutex<State>
    private let readEnd: Int32
    private let writeEnd: Int32

    /// A terminal of `width` × `height` cells with no input yet.
    public init(width: Int, height: Int) {
        state = Mutex(State(size: TerminalSize(width: width, height: height)))
        var ends: [Int32] = [-1, -1]
        _ = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
        for descriptor in ends { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    // MARK: The test's side

    /// Queues `events` as if typed; callable from any thread.
    public func send(_ events: InputEvent...) {
        send(events)
    }

    /// Queues `events` as if typed.
    public func send(_ events: [InputEvent]) {
        state.withLock { $0.queued += events }
        var byte: UInt8 = 1
        _ = Glibc.write(writeEnd, &byte, 1)
    }

    /// Types each character of each string.
    public func press(_ texts: String...) {
        send(texts.flatMap { $0.map(InputEvent.character) })
    }

    /// Changes the size and queues the resize event a terminal reports.
    public func resize(width: Int, height: Int) {
        let size = TerminalSize(width: width, height: height)
        state.withLock { $0.size = size }
        send(.resize(size))
    }

    /// The lines of the last frame shown (trailing spaces trimmed); empty before the first.
    public var screen: [String] {
        state.withLock { $0.frames.last?.lines ?? [] }
    }

    /// The last frame shown.
    public var lastFrame: Grid? { state.withLock { $0.frames.last } }

    /// How many frames have been shown.
    public var frameCount: Int { state.withLock { $0.frames.count } }

    /// Whether every queued event has been read.
    public var hasReadAllInput: Bool { state.withLock { $0.queued.isEmpty } }

    /// How often the program suspended itself, asked for a full redraw, and whether it closed the terminal.
    public var suspendCount: Int { state.withLock { $0.suspendCount } }
    public var invalidateCount: Int { state.withLock { $0.invalidateCount } }
    public var isClosed: Bool { state.withLock { $0.isClosed } }

    /// Waits up to `seconds` until the screen satisfies `condition`; false on time-out.
    ///
    /// The default limit is long because it only bounds a failure: a passing test returns as soon
    /// as the screen shows what it waits for, while in a full test run, with every suite's threads
    /// in one process on a shared machine, a program's background work can wait seconds for a
    /// thread (a streamed-records test missed a 10 s limit that way).
    public func waitForScreen(seconds: Double = 60, _ condition: ([String]) -> Bool) -> Bool {
        let deadline = Self.now() + seconds
        var polls = 0
        while Self.now() < deadline {
            if condition(screen) { return true }
            // Every millisecond at first, for tests that time a frame; then every ten, so that
            // the many tests waiting at once in a full run leave the cores to their programs.
            polls += 1
            usleep(polls < 200 ? 1_000 : 10_000)
        }
        return condition(screen)
    }

    /// Waits until some line of the screen contains `text` (see ``waitForScreen(seconds:_:)``).
    public func waitForText(_ text: String, seconds: Double = 60) -> Bool {
        waitForScreen(seconds: seconds) { $0.contains { $0.contains(text) } }
    }

    // MARK: The program's side

    public var size: TerminalSize { state.withLock { $0.size } }

    public var inputDescriptor: Int32 { readEnd }

    public func nextEvent(timeoutMilliseconds milliseconds: Int) -> InputEvent? {
        if let event = takeEvent() { return event }
        guard milliseconds > 0 else { return nil }
        var request = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, Int32(milliseconds))
        return takeEvent()
    }

    private func takeEvent() -> InputEvent? {
        // Empty the pipe first: an event queued after this read writes a fresh byte.
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ Glibc.read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
        return state.withLock { $0.queued.isEmpty ? nil : $0.queued.removeFirst() }
    }

    public func display(_ grid: Grid, cursor: CursorPosition?) {
        state.withLock {
            $0.frames.append(grid)
            $0.cursor = cursor
        }
    }

    public func suspend() {
        state.withLock { $0.suspendCount += 1 }
    }

    public func runOutsideScreen(_ body: () -> Void) {
        body()
        state.withLock { $0.outsideScreenCount += 1 }
    }

    /// How many times a command was given the terminal (`execute`).
    public var outsideScreenCount: Int {
        state.withLock { $0.outsideScreenCount }
    }

    public func invalidate() {
        state.withLock { $0.invalidateCount += 1 }
    }

    public func close() {
        state.withLock { $0.isClosed = true }
    }

    private static func now() -> Double {
        MonotonicClock.now
    }
}
