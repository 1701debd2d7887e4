import Glibc
import SeekSystem

/// Runs a command to completion with standard input from a file (or /dev/null) and hands its
/// standard output to `consume` chunk by chunk, so that a million-line output is never held.
/// Killed when `seconds` pass.
enum CommandOutput {
    static func read(_ arguments: [String], input: String = "/dev/null", seconds: Double,
                     consume: (UnsafeRawBufferPointer) -> Void) throws(BenchmarkFailure) {
        var pipeEnds: [Int32] = [-1, -1]
        guard Self.makePipe(&pipeEnds) else { throw BenchmarkFailure("pipe: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        let argv = CStringArray(arguments)
        let envp = CStringArray(PseudoTerminalSession.environment())
        defer {
            argv.free()
            envp.free()
        }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, arguments[0], &actions, nil, argv.pointers, envp.pointers)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard started == 0 else { throw BenchmarkFailure("cannot start \(arguments[0]): errno \(started)") }
        let deadline = MonotonicClock.now + seconds
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var timedOut = false
        while true {
            let remaining = deadline - MonotonicClock.now
            if remaining <= 0 {
                timedOut = true
                break
            }
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Int32(remaining * 1000) + 1) <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            buffer.withUnsafeBytes { consume(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if timedOut { throw BenchmarkFailure("`\(arguments.joined(separator: " "))` took over \(Int(seconds)) s") }
    }

    /// A pipe whose ends close on exec (Glibc's module has no pipe2): only the descriptors a
    /// child is given on purpose may stay open in it, or a pipe would never see end of file.
    static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// The first line a command prints (for `--version`).
    static func firstLine(_ arguments: [String]) -> String? {
        var bytes: [UInt8] = []
        do {
            try read(arguments, seconds: 10) { bytes += $0 }
        } catch {
            return nil
        }
        return String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
    }
}
