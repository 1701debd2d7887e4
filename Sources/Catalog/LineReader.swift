#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Matching

/// Reads one item per line from a file or a file descriptor into an ``ItemStore``.
///
/// It reads with `read(2)` in large blocks and splits on newline bytes, so the bytes of an item
/// are kept exactly as they arrived (a trailing carriage return is dropped, so that CRLF files show
/// clean lines). A final line without a newline is still an item; an empty input has no items.
public struct LineReader {
    /// The bytes read per system call.
    public static let blockSize = 1 << 20

    /// The byte that ends an item: newline, or NUL for `--read0`-style input.
    public var separator: UInt8

    public init(separator: UInt8 = 0x0A) {
        self.separator = separator
    }

    /// Reads the file at `path`.
    public func read(path: String) throws(LoadError) -> ItemStore {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw LoadError("cannot open \(path): \(Self.systemMessage(errno))")
        }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, name: path)
    }

    /// Reads `descriptor` until its end; `name` is used in error messages.
    public func read(descriptor: Int32, name: String) throws(LoadError) -> ItemStore {
        var store = ItemStore()
        var pending: [UInt8] = []
        var block = [UInt8](repeating: 0, count: Self.blockSize)
        while true {
            let count = block.withUnsafeMutableBytes { readBlock(descriptor, $0.baseAddress, Self.blockSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw LoadError("cannot read \(name): \(Self.systemMessage(errno))")
            }
            if count == 0 { break }
            var lineStart = 0
            for index in 0..<count where block[index] == separator {
                if pending.isEmpty {
                    append(block[lineStart..<index], to: &store)
                } else {
                    pending.append(contentsOf: block[lineStart..<index])
                    append(pending[...], to: &store)
                    pending.removeAll(keepingCapacity: true)
                }
                lineStart = index + 1
            }
            pending.append(contentsOf: block[lineStart..<count])
        }
        if !pending.isEmpty {
            append(pending[...], to: &store)
        }
        return store
    }

    private func append(_ line: ArraySlice<UInt8>, to store: inout ItemStore) {
        if separator == 0x0A, line.last == 0x0D {
            store.append(bytes: line.dropLast())
        } else {
            store.append(bytes: line)
        }
    }

    static func systemMessage(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message).lowercased()
    }
}

/// `read(2)`, named apart so that it is not shadowed by ``LineReader/read(path:)``.
private func readBlock(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
