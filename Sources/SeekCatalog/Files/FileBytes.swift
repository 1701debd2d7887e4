import Glibc

/// Reads a whole file or file descriptor into memory, with errors worded like ``LineReader``'s;
/// or a small file of settings, which must be a regular file of bounded size.
public enum FileBytes {
    /// Why reading a regular file failed, worded to follow the file's name.
    struct Refusal: Error {
        var reason: String
    }

    /// The bytes of the regular file at `path` (symbolic links followed), of at most
    /// `byteLimit` bytes: a file of options or settings, which nothing should make seek read
    /// for ever or without bound. A directory, FIFO, device or socket is refused after a
    /// `stat`, before an `open` that could block on it, and checked again once open.
    ///
    /// - Throws: a one-line ``LoadError`` naming `path` and why (`it is a FIFO, not a regular
    ///   file`, `it is larger than 1 MiB`, the system's reason).
    public static func read(regularFileAt path: String, byteLimit: Int) throws(LoadError) -> [UInt8] {
        do throws(Refusal) {
            var status = stat()
            guard stat(path, &status) == 0 else { throw Refusal(reason: LineReader.systemMessage(errno)) }
            try requireRegularFile(status)
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Refusal(reason: LineReader.systemMessage(errno)) }
            defer { close(descriptor) }
            // The path may have been swapped between the stat and the open.
            guard fstat(descriptor, &status) == 0 else { throw Refusal(reason: LineReader.systemMessage(errno)) }
            try requireRegularFile(status)
            return try readAll(descriptor, byteLimit: byteLimit)
        } catch {
            throw LoadError("cannot read \(path): \(error.reason)")
        }
    }

    /// Refuses anything but a regular file, saying what it is.
    static func requireRegularFile(_ status: stat) throws(Refusal) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw Refusal(reason: "it is a directory")
        case S_IFIFO: throw Refusal(reason: "it is a FIFO, not a regular file")
        case S_IFCHR, S_IFBLK: throw Refusal(reason: "it is a device, not a regular file")
        case S_IFSOCK: throw Refusal(reason: "it is a socket, not a regular file")
        default: throw Refusal(reason: "it is not a regular file")
        }
    }

    /// All of an open regular file from its start, refused past `byteLimit` bytes (it may grow
    /// while it is read: the limit holds whatever its size said).
    static func readAll(_ descriptor: Int32, byteLimit: Int) throws(Refusal) -> [UInt8] {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while bytes.count <= byteLimit {
            let count = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Refusal(reason: LineReader.systemMessage(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: block[0..<count])
            offset += off_t(count)
        }
        let limit = byteLimit >= 1 << 20 && byteLimit.isMultiple(of: 1 << 20) ? "\(byteLimit >> 20) MiB" : "\(byteLimit) bytes"
        throw Refusal(reason: "it is larger than \(limit)")
    }

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
