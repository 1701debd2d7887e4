#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import SeekSystem

/// Lists the files below a folder, as fzf's built-in walker does when it is started on a terminal
/// with no input: paths relative to the folder, one per line, written to a pipe as they are found
/// so that the list fills while the walk goes on.
///
/// By default it lists files (not folders), follows symbolic links (a folder reached twice through
/// links is walked once), includes hidden entries, and skips folders named `.git` and
/// `node_modules`; ``Options`` changes each of these, as `--walker` and `--walker-skip` do.
public struct FileWalker: Sendable {
    /// What the walk lists and follows.
    public struct Options: Sendable, Equatable {
        public var listsFiles = true
        public var listsFolders = false
        public var followsLinks = true
        public var includesHidden = true
        /// Folder names never entered.
        public var skippedNames: Set<String> = [".git", "node_modules"]

        public init() {}

        /// Reads a list of what to turn on, as fzf's `--walker` value gives it: `file`, `dir`,
        /// `follow`, `hidden`, comma-separated; what is not named is off.
        ///
        /// - Throws: a ``LoadError`` naming an unknown word, or saying that the list names
        ///   neither `file` nor `dir`. It does not name an option: the program that took the list
        ///   from its user says where it came from.
        public init(walker: String) throws(LoadError) {
            listsFiles = false
            followsLinks = false
            includesHidden = false
            for option in walker.split(separator: ",") {
                switch option {
                case "file": listsFiles = true
                case "dir": listsFolders = true
                case "follow": followsLinks = true
                case "hidden": includesHidden = true
                default: throw LoadError("unknown option '\(option)' (file, dir, follow, hidden)")
                }
            }
            guard listsFiles || listsFolders else { throw LoadError("'\(walker)' lists neither file nor dir") }
        }
    }

    public var root: String
    public var options: Options

    public init(root: String = ".", options: Options = Options()) {
        self.root = root
        self.options = options
    }

    /// Starts the walk on a background thread; returns the read end of the pipe that carries the
    /// paths. The caller reads it to its end and closes it.
    public func start() throws(LoadError) -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw LoadError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let writeEnd = ends[1]
        let walker = self
        DispatchQueue(label: "seek.catalog.walker", qos: .userInitiated).async {
            var output = PathWriter(descriptor: writeEnd)
            walker.walk(into: &output)
            output.flush()
            close(writeEnd)
        }
        return ends[0]
    }

    /// Every path the walk lists, in order (for tests and `--filter`).
    public func paths() -> [String] {
        var collector = PathCollector()
        walk(into: &collector)
        return collector.paths
    }

    /// Walks depth first, entries of a folder in name order, so that a walk's order is stable.
    func walk(into output: inout some PathSink) {
        var visited = Set<FolderIdentity>()
        var status = stat()
        if stat(root, &status) == 0 { visited.insert(FolderIdentity(status)) }
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            guard output.wantsMore else { return }
            let folderPath = relative.isEmpty ? root : join(root, relative)
            guard let directory = opendir(folderPath) else { continue }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                if !options.includesHidden && name.hasPrefix(".") { continue }
                names.append(name)
            }
            closedir(directory)
            var folders: [String] = []
            for name in names.sorted() {
                let path = relative.isEmpty ? name : join(relative, name)
                let full = join(root, path)
                var entryStatus = stat()
                guard lstat(full, &entryStatus) == 0 else { continue }
                var isLink = entryStatus.st_mode & S_IFMT == S_IFLNK
                if isLink {
                    guard options.followsLinks, stat(full, &entryStatus) == 0 else { continue }
                    isLink = false
                }
                if entryStatus.st_mode & S_IFMT == S_IFDIR {
                    guard !options.skippedNames.contains(name) else { continue }
                    // A folder reached again through a link (or a loop) is walked once.
                    guard visited.insert(FolderIdentity(entryStatus)).inserted else { continue }
                    if options.listsFolders { output.add(path) }
                    folders.append(path)
                } else if options.listsFiles {
                    output.add(path)
                }
            }
            pending.append(contentsOf: folders.reversed())
        }
    }

    private func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// A folder's identity on disk, to walk it once however many links lead to it.
private struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// Where a walk puts the paths it finds.
protocol PathSink {
    /// Whether the walk should go on (false once nobody reads).
    var wantsMore: Bool { get }
    mutating func add(_ path: String)
}

/// Collects paths in memory.
private struct PathCollector: PathSink {
    var paths: [String] = []
    var wantsMore: Bool { true }
    mutating func add(_ path: String) { paths.append(path) }
}

/// Writes paths to a pipe, a line each, in blocks.
private struct PathWriter: PathSink {
    var descriptor: Int32
    var buffer: [UInt8] = []
    var wantsMore = true

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func add(_ path: String) {
        buffer.append(contentsOf: path.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 15 { flush() }
    }

    mutating func flush() {
        // A failure means the reader is gone (EPIPE): stop walking.
        if wantsMore && DescriptorOutput.writeAll(buffer, to: descriptor) != nil { wantsMore = false }
        buffer.removeAll(keepingCapacity: true)
    }
}
