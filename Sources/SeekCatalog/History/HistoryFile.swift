import Glibc

/// The file behind a history path, handled so that nothing seek did not write is ever lost.
///
/// - Symbolic links are followed: the file they lead to is read and replaced, and the links stay.
/// - Only a regular file is opened. A directory, FIFO, device or socket is refused after a
///   `stat`, before any `open` that could block or disturb it, and is never replaced.
/// - Reading is capped at ``HistoryStore/fileSizeLimit`` bytes.
/// - ``update(_:)`` holds an exclusive `flock` on the file while it re-reads it and replaces it,
///   so that sessions saving at once take turns and each sees the others' entries. The lock is
///   taken on the file itself; since the file is replaced by a rename, a session that waited
///   on the old file checks, once it holds the lock, that the path still names that file, and
///   starts again on the new one if not.
/// - A missing file is never created empty to be locked: another session would read that empty
///   file as fzf's layout (an empty history file is fzf's) and write every entry in it. Instead
///   the new file appears whole, in one step that fails if another session created it first
///   (``AtomicFileWriter/create(_:)``), and then the update starts again and merges with it.
/// - The replacement keeps the file's permissions (and, when allowed, its owner). A file
///   without write permission is not replaced.
struct HistoryFile {
    /// A reason the file cannot be used, worded to follow the file's name.
    struct Refusal: Error {
        /// What the refusal is about.
        enum Subject {
            /// The folder that should hold the file is missing: most likely a mistyped path.
            case missingFolder
            /// The path is not a regular file, or cannot be reached.
            case path
            /// A regular file that cannot be read or used.
            case file
        }

        var reason: String
        var subject = Subject.path
    }

    /// The path as given.
    let path: String

    /// How long ``update(_:)`` waits for another program's lock before giving up.
    var lockPatienceInMilliseconds = 5_000

    /// The file's bytes, or nil when there is no file yet.
    ///
    /// - Throws: a ``Refusal`` when the folder is missing, or the path is not a readable regular
    ///   file of at most ``HistoryStore/fileSizeLimit`` bytes.
    func read() throws(Refusal) -> [UInt8]? {
        let target = try Self.target(of: path)
        var status = stat()
        if stat(target, &status) != 0 {
            if errno == ENOENT { return nil }
            throw Refusal(reason: LineReader.systemMessage(errno))
        }
        try Self.requireRegularFile(status)
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Refusal(reason: LineReader.systemMessage(errno), subject: .file)
        }
        defer { close(descriptor) }
        // The path may have been swapped between the stat and the open.
        guard fstat(descriptor, &status) == 0 else { throw Refusal(reason: LineReader.systemMessage(errno), subject: .file) }
        try Self.requireRegularFile(status)
        return try Self.readAll(descriptor)
    }

    /// Under an exclusive lock, reads the file's current bytes (nil when there was no file),
    /// hands them to `transform`, and atomically replaces the file with what it returns.
    ///
    /// A missing file is created (mode 0600) with what `transform` returns for nil, unless
    /// another session creates it first: then `transform` is called again with that file's bytes.
    func update(_ transform: ([UInt8]?) throws(HistoryStore.SaveError) -> [UInt8]) throws(HistoryStore.SaveError) {
        for _ in 0..<100 {
            let target: String
            do {
                target = try Self.target(of: path)
            } catch {
                throw HistoryStore.SaveError("cannot save to \(path): \(error.reason)")
            }
            if try !Self.exists(target) {
                if try AtomicFileWriter(path: target, mode: 0o600).create(transform(nil)) { return }
                continue
            }
            guard let locked = try lock(target) else { continue }
            defer { close(locked.descriptor) }
            let mode = locked.status.st_mode & 0o7777
            guard mode & 0o222 != 0, access(target, W_OK) == 0 else {
                throw HistoryStore.SaveError("\(path) is read-only; it is left as it is")
            }
            let bytes: [UInt8]
            do {
                bytes = try Self.readAll(locked.descriptor)
            } catch {
                throw HistoryStore.SaveError("\(path) is left as it is: \(error.reason)")
            }
            let replacement = try transform(bytes)
            try AtomicFileWriter(path: target, mode: mode, owner: (locked.status.st_uid, locked.status.st_gid)).write(replacement)
            return
        }
        throw HistoryStore.SaveError("cannot save to \(path): it keeps changing")
    }

    /// Whether `target` names something (a regular file is checked for when it is locked).
    private static func exists(_ target: String) throws(HistoryStore.SaveError) -> Bool {
        var status = stat()
        if lstat(target, &status) == 0 { return true }
        if errno == ENOENT { return false }
        throw HistoryStore.SaveError("cannot save to \(target): \(LineReader.systemMessage(errno))")
    }

    /// The open, locked regular file at `target`, or nil when the path changed before the lock
    /// was held (try again).
    private func lock(_ target: String) throws(HistoryStore.SaveError) -> (descriptor: Int32, status: stat)? {
        var status = stat()
        if lstat(target, &status) == 0 {
            do {
                try Self.requireRegularFile(status)
            } catch {
                throw HistoryStore.SaveError("\(path) is not replaced: \(error.reason)")
            }
        } else if errno == ENOENT {
            return nil
        } else {
            throw HistoryStore.SaveError("cannot save to \(path): \(LineReader.systemMessage(errno))")
        }
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW)
        if descriptor < 0 {
            // Removed or turned into a link meanwhile: look again.
            if errno == ENOENT || errno == ELOOP { return nil }
            throw HistoryStore.SaveError("cannot save to \(path): \(LineReader.systemMessage(errno))")
        }
        var keep = false
        defer {
            if !keep { close(descriptor) }
        }
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw HistoryStore.SaveError("\(path) is not replaced: it is not a regular file")
        }
        try waitForLock(on: descriptor)
        // Whoever held the lock may have replaced the file: then this one is stale.
        var current = stat()
        guard lstat(target, &current) == 0, current.st_dev == status.st_dev, current.st_ino == status.st_ino else {
            return nil
        }
        keep = true
        return (descriptor, status)
    }

    private func waitForLock(on descriptor: Int32) throws(HistoryStore.SaveError) {
        var waited = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw HistoryStore.SaveError("cannot lock \(path): \(LineReader.systemMessage(errno))")
            }
            guard waited < lockPatienceInMilliseconds else {
                throw HistoryStore.SaveError("\(path) stayed locked by another program")
            }
            usleep(5_000)
            waited += 5
        }
    }

    /// Where `path` leads once symbolic links are followed (the file need not exist).
    ///
    /// - Throws: a ``Refusal`` when the folder that should hold it is missing or not a folder,
    ///   or the links go round in a loop.
    static func target(of path: String) throws(Refusal) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
                try requireFolder(of: current)
                return current
            }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = buffer.withUnsafeMutableBufferPointer { pointer in
                pointer.withMemoryRebound(to: CChar.self) { readlink(current, $0.baseAddress!, $0.count - 1) }
            }
            guard count > 0 else { throw Refusal(reason: LineReader.systemMessage(errno)) }
            let destination = String(decoding: buffer[0..<count], as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : AtomicFileWriter.directory(of: current) + "/" + destination
        }
        throw Refusal(reason: "too many levels of symbolic links")
    }

    private static func requireFolder(of path: String) throws(Refusal) {
        let folder = AtomicFileWriter.directory(of: path)
        var status = stat()
        guard stat(folder, &status) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw Refusal(reason: "the folder \(folder) does not exist", subject: .missingFolder)
            }
            throw Refusal(reason: "cannot reach the folder \(folder): \(LineReader.systemMessage(code))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(reason: "\(folder) is not a folder", subject: .missingFolder)
        }
    }

    /// Refuses anything but a regular file (``FileBytes/requireRegularFile(_:)``).
    private static func requireRegularFile(_ status: stat) throws(Refusal) {
        do throws(FileBytes.Refusal) {
            try FileBytes.requireRegularFile(status)
        } catch {
            throw Refusal(reason: error.reason)
        }
    }

    /// All of an open regular file from its start, up to ``HistoryStore/fileSizeLimit`` bytes.
    private static func readAll(_ descriptor: Int32) throws(Refusal) -> [UInt8] {
        do throws(FileBytes.Refusal) {
            return try FileBytes.readAll(descriptor, byteLimit: HistoryStore.fileSizeLimit)
        } catch {
            throw Refusal(reason: error.reason, subject: .file)
        }
    }
}
