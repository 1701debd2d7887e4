import Glibc

/// The files a command's `{f}` placeholders were written to (fzf's `{f}`, `{+f}`, `{+f2}`,
/// `{+nf}`): each holds the placeholder's values, one per line (NUL-ended with `--print0`), and
/// the command gets its path. They are removed when the last reference to this goes: the
/// caller keeps it until the command has ended (or was killed, which no shell trap survives).
public final class TemporaryFiles: Sendable {
    /// The files' paths, in the order the placeholders stand in the command.
    public let paths: [String]

    init(paths: [String]) {
        self.paths = paths
    }

    deinit {
        for path in paths { unlink(path) }
    }

    /// Writes `values`, each followed by `separator`, to a new file in `$TMPDIR` (or /tmp) and
    /// returns its path; the name is made of letters and digits only, so it needs no quoting.
    static func write(_ values: [[UInt8]], separator: UInt8) throws(CommandError) -> String {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { folder in
            // A folder whose name needs quoting would leave the path unsafe as a bare word.
            folder.utf8.allSatisfy { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
                || $0 == UInt8(ascii: ".") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0)
                || (0x61...0x7A).contains($0) } && folder.hasPrefix("/") ? folder : nil
        } ?? "/tmp"
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("seek-temp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CommandError("cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var bytes: [UInt8] = []
        for value in values { bytes += value + [separator] }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                unlink(path)
                throw CommandError("cannot write the temporary file \(path): \(String(cString: strerror(errno)))")
            }
            written += count
        }
        return path
    }
}
