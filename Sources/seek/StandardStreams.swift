#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writing to standard output and one-line messages to standard error.
///
/// Items are written as their original bytes, so that whatever came in goes out unchanged.
struct StandardStreams {
    private var buffer: [UInt8] = []
    private static let flushThreshold = 1 << 16

    /// Appends `bytes` and a newline to standard output.
    mutating func writeLine<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        buffer.append(0x0A)
        if buffer.count >= Self.flushThreshold { flush() }
    }

    /// Writes what is buffered.
    mutating func flush() {
        var written = 0
        while written < buffer.count {
            let result = buffer.withUnsafeBytes { raw in
                write(STDOUT_FILENO, raw.baseAddress! + written, raw.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                break
            }
            written += result
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Prints `seek: message` on standard error.
    static func reportError(_ message: String) {
        let line = Array("seek: \(message)\n".utf8)
        line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// Whether standard input is a terminal (and so holds no piped items).
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

/// Ends the process with `status`, flushing C's standard I/O buffers (`print` writes through them).
func terminate(_ status: Int32) -> Never {
    exit(status)
}
