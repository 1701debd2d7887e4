import Glibc

/// Asks for a password on the controlling terminal, as psql does: the prompt written to and the
/// answer read from `/dev/tty` (not standard input or output, which may be a pipe or hold the
/// results), with echo off while it is typed.
public enum TerminalPassword {
    /// The line typed after `prompt`, without its newline; nil when there is no terminal, or
    /// reading failed or ended before a newline (Ctrl-D), so that the caller reports its own
    /// error instead.
    public static func read(prompt: String) -> String? {
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else { return nil }
        var silent = saved
        // Echo off, but the newline echoed, so the terminal's next line starts where it should.
        silent.c_lflag &= ~tcflag_t(ECHO)
        silent.c_lflag |= tcflag_t(ECHONL)
        _ = DescriptorOutput.writeAll(Array(prompt.utf8), to: terminal)
        guard tcsetattr(terminal, TCSAFLUSH, &silent) == 0 else { return nil }
        defer { tcsetattr(terminal, TCSAFLUSH, &saved) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(terminal, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }
}
