import CPseudoTerminal
import Glibc
import SeekSystem

/// One program running in its own pseudo-terminal and session, its output read into a screen
/// model. Every wait has a deadline, and `stop()` kills the whole process group, so a program
/// that hangs or dies costs a failure, never a hung benchmark.
struct PseudoTerminalSession {
    let processID: pid_t
    private let master: Int32
    private var reader: EscapeSequenceReader
    /// Set when the terminal reported end of file or an error: the program has exited.
    private(set) var ended = false
    /// Bytes read from the program so far (for `--verbose`).
    private(set) var bytesRead = 0

    /// The environment that both seek and fzf get: nothing of the caller's (no FZF_DEFAULT_OPTS,
    /// no COLUMNS) but a home, a path and the terminal's type and encoding.
    static func environment() -> [String] {
        let home = getenv("HOME").map { String(cString: $0) } ?? "/tmp"
        return ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(home)", "PATH=/usr/local/bin:/usr/bin:/bin"]
    }

    /// Starts `arguments` (the first is the program's path) with `input` as standard input.
    init(arguments: [String], input: Int32, rows: Int, columns: Int) throws(BenchmarkFailure) {
        let argv = CStringArray(arguments)
        let envp = CStringArray(Self.environment())
        defer {
            argv.free()
            envp.free()
        }
        var master: Int32 = -1
        let pid = pseudo_terminal_spawn(arguments[0], argv.pointers, envp.pointers, input,
                                        UInt16(rows), UInt16(columns), &master)
        guard pid > 0 else { throw BenchmarkFailure("cannot start \(arguments[0]): errno \(errno)") }
        processID = pid
        self.master = master
        reader = EscapeSequenceReader(rows: rows, columns: columns)
    }

    var screen: TerminalScreen { reader.screen }

    /// Types `bytes` into the terminal.
    func send(_ bytes: [UInt8]) {
        DescriptorOutput.writeAll(bytes, to: master)
    }

    /// Reads output until the screen shows `token` or `deadline` passes. Returns the time of the
    /// read that completed the frame showing it (taken before parsing, so parsing is not
    /// counted), or nil on timeout or exit.
    mutating func waitUntilShown(_ token: String, deadline: Double) -> Double? {
        let bytes = Array(token.utf8)
        if reader.screen.shows(bytes) { return MonotonicClock.now }
        while !ended {
            guard let readTime = readOnce(until: deadline) else { return nil }
            if reader.takeChanged() && reader.screen.shows(bytes) { return readTime }
        }
        return nil
    }

    /// Keeps reading (and so keeps the program from blocking on a full terminal) for `seconds`.
    mutating func drain(for seconds: Double) {
        let deadline = MonotonicClock.now + seconds
        while !ended && readOnce(until: deadline) != nil {}
    }

    /// One poll and read; the time of the read, or nil when the deadline passed or the terminal
    /// closed.
    private mutating func readOnce(until deadline: Double) -> Double? {
        let remaining = deadline - MonotonicClock.now
        if remaining <= 0 { return nil }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(1, (remaining * 1000).rounded(.up))))
        if ready < 0 && errno == EINTR { return readOnce(until: deadline) }
        if ready <= 0 { return nil }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        let readTime = MonotonicClock.now
        if count < 0 && errno == EINTR { return readTime }
        if count <= 0 {
            ended = true
            return nil
        }
        bytesRead += count
        buffer.withUnsafeBytes { reader.read(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        if !reader.replies.isEmpty {
            send(reader.replies)
            reader.replies = []
        }
        return readTime
    }

    /// Kills the program's process group and reaps it; waits at most two seconds.
    mutating func stop() {
        kill(-processID, SIGKILL)
        kill(processID, SIGKILL)
        close(master)
        let deadline = MonotonicClock.now + 2
        var status: Int32 = 0
        while waitpid(processID, &status, WNOHANG) == 0 && MonotonicClock.now < deadline {
            usleep(10_000)
        }
        ended = true
    }
}
