import Glibc
import SeekSystem

/// Replaces a file's contents atomically: write a private temporary file beside it, `fsync` it,
/// rename it over the target, then `fsync` the directory so that the rename is durable; or
/// creates a file that must not exist yet, whole, the same way.
///
/// The folder must exist: a missing one is an error, not something to create. A reader never
/// sees half a file, and a failure at any step leaves the old file as it was (the temporary file
/// is removed); the error is one line naming the step and the file.
public struct AtomicFileWriter {
    /// The file to replace (not a symbolic link: the rename would replace the link itself).
    public let path: String
    /// The permissions of the new file.
    public var mode: mode_t = 0o600
    /// The owner and group the new file should keep, when the process may give it them (as
    /// root); otherwise the new file belongs to whoever runs the program.
    public var owner: (user: uid_t, group: gid_t)?

    /// A writer that replaces `path` with a file of `mode`, given to `owner` when possible.
    public init(path: String, mode: mode_t = 0o600, owner: (user: uid_t, group: gid_t)? = nil) {
        self.path = path
        self.mode = mode
        self.owner = owner
    }

    /// Replaces the file's contents with `bytes`, or throws and leaves it as it was.
    public func write(_ bytes: [UInt8]) throws(HistoryStore.SaveError) {
        let temporary = try writeTemporary(bytes)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("cannot replace \(path)", code)
        }
        syncDirectory()
    }

    /// Creates the file with `bytes` only if no file is at its path: true when it did, false
    /// (and nothing changed) when something is there already. The file appears whole or not at
    /// all, so a reader never sees it empty or half written.
    ///
    /// The complete temporary file is hard-linked to the path, which fails when the path exists.
    /// On a file system without hard links the temporary file is renamed instead, which would
    /// replace a file created in the same instant.
    public func create(_ bytes: [UInt8]) throws(HistoryStore.SaveError) -> Bool {
        let temporary = try writeTemporary(bytes)
        defer { unlink(temporary) }
        if link(temporary, path) != 0 {
            switch errno {
            case EEXIST:
                return false
            case EPERM, EOPNOTSUPP, EMLINK:
                guard rename(temporary, path) == 0 else { throw failure("cannot create \(path)", errno) }
            default:
                throw failure("cannot create \(path)", errno)
            }
        }
        syncDirectory()
        return true
    }

    /// A complete, flushed private file beside the target, holding `bytes`; removed again when
    /// writing it fails.
    private func writeTemporary(_ bytes: [UInt8]) throws(HistoryStore.SaveError) -> String {
        let directory = Self.directory(of: path)
        let temporary = "\(directory)/.\(Self.fileName(of: path)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else {
            throw failure("cannot save \(path): cannot create a file in \(directory)", errno)
        }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, mode) == 0 else { throw failure("cannot set the mode of \(temporary)", errno) }
        if let owner, owner.user != geteuid() || owner.group != getegid() {
            // Best effort: only root may give a file away.
            _ = fchown(descriptor, owner.user, owner.group)
            // chown clears set-user-ID and set-group-ID bits; put the mode back.
            _ = fchmod(descriptor, mode)
        }
        try writeAll(bytes, to: descriptor, name: temporary)
        guard fsync(descriptor) == 0 else { throw failure("cannot flush \(temporary)", errno) }
        succeeded = true
        return temporary
    }

    /// Makes a rename or link in the folder durable.
    private func syncDirectory() {
        let directoryDescriptor = open(Self.directory(of: path), O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws(HistoryStore.SaveError) {
        if let code = DescriptorOutput.writeAll(bytes, to: descriptor) { throw failure("cannot write \(name)", code) }
    }

    private func failure(_ what: String, _ code: Int32) -> HistoryStore.SaveError {
        HistoryStore.SaveError("\(what): \(LineReader.systemMessage(code))")
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
