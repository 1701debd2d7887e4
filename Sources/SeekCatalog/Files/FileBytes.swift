#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file or file descriptor into memory, with errors worded like ``LineReader``'s.
enum FileBytes {
    /// The bytes of the file at `path`.
    static func read(path: String) throws(LoadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LoadError("cannot open \(path): \(LineReader.systemMessage(errno))")
        }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, name: path)
    }

    /// The bytes of `descriptor` up to its end; `name` is used in error messages.
    static func read(descriptor: Int32, name: String) throws(LoadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw LoadError("cannot read \(name): \(LineReader.systemMessage(errno))")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: block[0..<count])
        }
    }
}

/// `read(2)`, named apart so that it is not shadowed by ``FileBytes/read(path:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
