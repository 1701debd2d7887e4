#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The recent searches kept in a file (`--history FILE`), most recent first, without duplicates,
/// capped in number and in size.
///
/// The file holds one query per line, each written as a JSON string, so that any text — tabs,
/// newlines, quotes, any Unicode — round-trips, and the file stays readable:
///
/// ```
/// "pad thai"
/// "cuisine:\"Thai\"\tspicy"
/// ```
///
/// Loading never fails. A missing file is an empty history. A file that cannot be read, is larger
/// than ``fileSizeLimit``, or holds a line that is not a JSON string is treated as empty, and
/// ``problem`` says why; the file is left untouched until the next successful ``save()``, which
/// replaces it.
///
/// Saving is atomic: the entries go to a new file in the same directory, created with mode 0600,
/// flushed with `fsync`, then renamed over the target, so a crash leaves either the old history
/// or the new one and never a half-written file. The new file always has mode 0600, whatever the
/// old one had; a missing directory is created with mode 0700. Two seek processes saving at once
/// do not corrupt the file; the last one to save wins.
public struct HistoryStore: Sendable {
    /// Why saving failed; its description is one line naming the file.
    public struct SaveError: Error, Equatable, CustomStringConvertible {
        public let description: String

        public init(_ description: String) {
            self.description = description
        }
    }

    /// The largest history file that is read; a larger one is treated as corrupt.
    public static let fileSizeLimit = 1 << 20

    /// Where the history lives.
    public let path: String
    /// The most entries kept.
    public let maximumCount: Int
    /// The most bytes the saved file may take; the oldest entries go first to keep under it.
    public let maximumByteCount: Int
    /// The recent queries, most recent first.
    public private(set) var entries: [String]
    /// Why an existing history file was ignored, or nil when it was read (or did not exist).
    public private(set) var problem: String?

    /// Loads the history at `path` (see the type's description for what is tolerated).
    public init(path: String, maximumCount: Int = 100, maximumByteCount: Int = 64 * 1024) {
        self.path = path
        self.maximumCount = maximumCount
        self.maximumByteCount = maximumByteCount
        entries = []
        switch Self.readFile(at: path) {
        case .missing:
            break
        case .failed(let reason):
            problem = "ignoring the history file \(path): \(reason)"
        case .read(let bytes):
            do {
                entries = try HistoryCoding.decode(bytes)
                applyLimits()
            } catch {
                problem = "ignoring the history file \(path): \(error.reason)"
            }
        }
    }

    /// Puts `query` first, removing an earlier copy; blank queries are not recorded. The oldest
    /// entries are dropped to stay within the limits. Nothing is written until ``save()``.
    public mutating func record(_ query: String) {
        guard query.contains(where: { !$0.isWhitespace }) else { return }
        entries.removeAll { $0 == query }
        entries.insert(query, at: 0)
        applyLimits()
    }

    /// Writes the entries to ``path`` atomically with mode 0600.
    public func save() throws(SaveError) {
        try AtomicFileWriter(path: path).write(HistoryCoding.encode(entries))
    }

    private mutating func applyLimits() {
        if entries.count > maximumCount {
            entries.removeLast(entries.count - maximumCount)
        }
        var byteCount = 0
        for (position, entry) in entries.enumerated() {
            byteCount += HistoryCoding.encodedLine(entry).count
            if byteCount > maximumByteCount {
                entries.removeLast(entries.count - position)
                break
            }
        }
    }

    private enum FileContents {
        case missing
        case failed(String)
        case read([UInt8])
    }

    private static func readFile(at path: String) -> FileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT ? .missing : .failed(LineReader.systemMessage(code))
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= fileSizeLimit {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(LineReader.systemMessage(errno))
            }
            if count == 0 { return .read(bytes) }
            bytes.append(contentsOf: block[0..<count])
        }
        return .failed("larger than \(fileSizeLimit) bytes")
    }
}
