import Glibc
import Dispatch
import SeekMatching
import SeekSystem

/// Lists the files below a folder, as fzf's built-in walker does when it is started on a terminal
/// with no input: paths relative to the folder, written to a pipe as they are found so that the
/// list fills while the walk goes on.
///
/// A path is the file system's bytes: a name that is not UTF-8 is listed (and printed) as it
/// is, and a name holding a newline is one item, because paths are separated by NUL.
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
        /// Whether paths start with the root as it was given (fzf prints `dir/a/b` for the root
        /// `dir`, and the root itself when folders are listed), rather than relative to it. A
        /// root of `.` is never named, as fzf drops a leading `./`.
        public var namesRoot = false
        /// Whether folders end in `/`, as fzf prints them: a completion then tells them apart.
        public var marksFolders = false

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

    /// Checks that the walk can start: the root is a folder that can be read.
    ///
    /// - Throws: a ``LoadError`` naming the root and why, so that a mistyped folder is said
    ///   rather than shown as an empty list.
    public func checkRoot() throws(LoadError) {
        guard let directory = opendir(root) else {
            throw LoadError("cannot open \(root): \(String(cString: strerror(errno)).lowercased())")
        }
        closedir(directory)
    }

    /// The byte that ends each path on the pipe ``start()`` returns: NUL, the one byte a file
    /// name cannot hold, so that a name with a newline in it stays one item.
    public static let separator: UInt8 = 0

    /// Starts the walk on a background thread; returns the read end of the pipe that carries the
    /// paths, each as the bytes the file system gave (UTF-8 or not) followed by ``separator``.
    /// The caller reads it to its end and closes it.
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

    /// Every path the walk lists, in order, as items holding the paths' bytes (for `--filter`).
    public func items() -> ItemStore {
        var collector = ItemCollector()
        walk(into: &collector)
        return collector.store
    }

    /// Walks depth first, entries of a folder in byte order of their names, so that a walk's
    /// order is stable.
    ///
    /// Names are bytes from `readdir` to `fstatat` to the output and never decoded: a name that
    /// is not UTF-8 would otherwise become U+FFFD, name no file and be left out.
    func walk(into output: inout some PathSink) {
        let skipped = Set(options.skippedNames.map { Array($0.utf8) })
        let rootPath = Array(root.utf8)
        var visited = Set<FolderIdentity>()
        var status = stat()
        if stat(root, &status) == 0 { visited.insert(FolderIdentity(status)) }
        let shownRoot = options.namesRoot ? Self.shownRoot(root) : []
        if !shownRoot.isEmpty && options.listsFolders { output.add(marked(shownRoot)) }
        var pending: [[UInt8]] = [[]]
        while let relative = pending.popLast() {
            guard output.wantsMore else { return }
            let folderPath = relative.isEmpty ? rootPath : Self.join(rootPath, relative)
            guard let directory = Self.withPath(folderPath, { opendir($0) }) else { continue }
            // Entries are looked up relative to the open folder, not by their whole path.
            let folder = dirfd(directory)
            var names: [[UInt8]] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if name == Self.currentFolder || name == Self.parentFolder { continue }
                if !options.includesHidden && name.first == UInt8(ascii: ".") { continue }
                names.append(name)
            }
            var folders: [[UInt8]] = []
            for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                var entryStatus = stat()
                guard Self.withPath(name, { fstatat(folder, $0, &entryStatus, AT_SYMLINK_NOFOLLOW) }) == 0 else { continue }
                if entryStatus.st_mode & S_IFMT == S_IFLNK {
                    guard options.followsLinks, Self.withPath(name, { fstatat(folder, $0, &entryStatus, 0) }) == 0 else { continue }
                }
                let path = relative.isEmpty ? name : Self.join(relative, name)
                let shown = shownRoot.isEmpty ? path : Self.join(shownRoot, path)
                if entryStatus.st_mode & S_IFMT == S_IFDIR {
                    guard !skipped.contains(name) else { continue }
                    // A folder reached again through a link (or a loop) is walked once.
                    guard visited.insert(FolderIdentity(entryStatus)).inserted else { continue }
                    if options.listsFolders { output.add(marked(shown)) }
                    folders.append(path)
                } else if options.listsFiles {
                    output.add(shown)
                }
            }
            closedir(directory)
            pending.append(contentsOf: folders.reversed())
        }
    }

    /// A folder's path as listed: with a `/` at its end under ``Options/marksFolders``.
    private func marked(_ folder: [UInt8]) -> [UInt8] {
        options.marksFolders && folder.last != UInt8(ascii: "/") ? folder + [UInt8(ascii: "/")] : folder
    }

    /// The root as paths name it: without leading `./` (as fzf trims them), empty for `.`.
    private static func shownRoot(_ root: String) -> [UInt8] {
        var bytes = Array(root.utf8)[...]
        while bytes.count > 1, bytes.first == UInt8(ascii: "."), bytes.dropFirst().first == UInt8(ascii: "/") {
            bytes = bytes.dropFirst(2)
        }
        return bytes == [UInt8(ascii: ".")] ? [] : Array(bytes)
    }

    private static let currentFolder = Array(".".utf8)
    private static let parentFolder = Array("..".utf8)

    private static func join(_ folder: [UInt8], _ name: [UInt8]) -> [UInt8] {
        folder.last == UInt8(ascii: "/") ? folder + name : folder + [UInt8(ascii: "/")] + name
    }

    /// Calls `body` with `path` as a C string (the bytes and a NUL).
    private static func withPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
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
    mutating func add(_ path: [UInt8])
}

/// Collects paths in memory, each an item of the store.
private struct ItemCollector: PathSink {
    var store = ItemStore()
    var wantsMore: Bool { true }
    mutating func add(_ path: [UInt8]) { store.append(bytes: path) }
}

/// Writes paths to a pipe, each followed by ``FileWalker/separator``, in blocks.
private struct PathWriter: PathSink {
    var descriptor: Int32
    var buffer: [UInt8] = []
    var wantsMore = true

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    mutating func add(_ path: [UInt8]) {
        buffer.append(contentsOf: path)
        buffer.append(FileWalker.separator)
        if buffer.count >= 1 << 15 { flush() }
    }

    mutating func flush() {
        // A failure means the reader is gone (EPIPE): stop walking.
        if wantsMore && DescriptorOutput.writeAll(buffer, to: descriptor) != nil { wantsMore = false }
        buffer.removeAll(keepingCapacity: true)
    }
}
