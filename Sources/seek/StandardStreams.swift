#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output for items, standard error for one-line messages.
///
/// Items are written as bytes, so that whatever came in goes out unchanged.
enum StandardStreams {
    /// Writes all of `bytes` to standard output, giving up quietly if it was closed.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let result = Glibc.write(STDOUT_FILENO, raw.baseAddress! + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return
                }
                written += result
            }
        }
    }

    /// Prints `seek: message` on standard error.
    static func reportError(_ message: String) {
        let line = Array("seek: \(message)\n".utf8)
        line.withUnsafeBytes { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Whether standard input is a terminal (and so holds no piped items).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

/// Ends the process with `status`, flushing C's standard I/O buffers (`print` writes through them).
func terminate(_ status: Int32) -> Never {
    exit(status)
}
