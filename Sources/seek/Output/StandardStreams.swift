import Glibc
import SeekToolkit
import SeekSystem

/// Standard output for items, standard error for one-line messages.
///
/// Items are written as bytes, so that whatever came in goes out unchanged.
enum StandardStreams {
    /// Writes all of `bytes` to standard output.
    ///
    /// - Throws: an ``OutputFailure`` when the output cannot take them (a full disk, a closed
    ///   descriptor): what the user chose must not vanish with a success status.
    static func write(_ bytes: [UInt8]) throws(OutputFailure) {
        if let failure = DescriptorOutput.writeAll(bytes, to: STDOUT_FILENO) {
            throw OutputFailure(code: failure)
        }
    }

    /// Prints `seek: message` on standard error, in its visible form: a message can quote a file
    /// name, a field name or a bit of the input, and standard error is usually the terminal.
    static func reportError(_ message: String) {
        let visible = String(VisibleText(message).map(\.character))
        let line = Array("seek: \(visible)\n".utf8)
        line.withUnsafeBytes { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Whether standard input is a terminal (and so holds no piped items).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard input was closed when seek started (`seek 0<&-`).
    nonisolated(unsafe) private(set) static var inputWasClosed = false

    /// Opens /dev/null on each of descriptors 0, 1 and 2 that the shell left closed.
    ///
    /// Otherwise the next file opened takes the free number: /dev/tty would become "standard
    /// input", and the input reader would take the user's keys as items, or the chosen item
    /// would be written onto the screen. Call it first, before any thread starts.
    static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDIN_FILENO { inputWasClosed = true }
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}

/// Ends the process with `status`, flushing C's standard I/O buffers (`print` writes through them).
func terminate(_ status: Int32) -> Never {
    exit(status)
}
