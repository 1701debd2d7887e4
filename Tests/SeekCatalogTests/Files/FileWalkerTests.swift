import SeekCatalog
import Testing
import Glibc

/// The built-in file walker that lists the files below the current folder when seek has no input.
@Suite struct FileWalkerTests {
    /// A folder tree: files, a hidden file, skipped folders, a link to a folder and a link loop.
    static func makeTree() -> String {
        let root = "/tmp/seek-walker-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        for folder in ["", "/src", "/src/.git", "/node_modules", "/docs", "/.config"] { mkdir(root + folder, 0o755) }
        for file in ["/README", "/src/main.swift", "/src/.git/HEAD", "/node_modules/left-pad.js", "/docs/guide.md", "/.hidden", "/.config/settings"] {
            let handle = fopen(root + file, "w")
            fclose(handle)
        }
        symlink("../src", root + "/docs/source")   // a second way to src: walked once
        symlink("..", root + "/docs/up")           // a loop: never walked twice
        symlink("missing", root + "/docs/dangling")
        return root
    }

    static func remove(_ root: String) {
        _ = system("rm -rf '\(root)'")
    }

    /// The walk's paths as text, in order.
    static func paths(_ walker: FileWalker) -> [String] {
        let items = walker.items()
        return (0..<items.count).map { items.text(at: $0) }
    }

    @Test func listsFilesFollowingLinksWithHiddenOnesAndSkipsGitAndNodeModules() {
        let root = Self.makeTree()
        defer { Self.remove(root) }
        let paths = Self.paths(FileWalker(root: root))
        #expect(Set(paths) == [".config/settings", ".hidden", "README", "docs/guide.md", "src/main.swift"])
        #expect(paths.count == 5, "src is walked once although a link leads to it, and the loop ends")
    }

    @Test func walkerOptionsChooseWhatIsListed() throws {
        let root = Self.makeTree()
        defer { Self.remove(root) }
        let folders = Self.paths(FileWalker(root: root, options: try FileWalker.Options(walker: "dir")))
        #expect(Set(folders) == ["docs", "src"], "folders only, no hidden ones, links not followed")
        var everything = try FileWalker.Options(walker: "file,dir,hidden")
        everything.skippedNames = []
        let all = Set(Self.paths(FileWalker(root: root, options: everything)))
        #expect(all.contains("src/.git/HEAD"))
        #expect(all.contains("node_modules/left-pad.js"))
        #expect(!all.contains("docs/source/main.swift"), "links are not followed without follow")
        #expect(throws: LoadError.self) { try FileWalker.Options(walker: "file,sideways") }
    }

    @Test func aBadWalkerListIsAnErrorNamingTheWordNotAnOption() {
        #expect(throws: LoadError("unknown option 'sideways' (file, dir, follow, hidden)")) {
            try FileWalker.Options(walker: "file,sideways")
        }
        #expect(throws: LoadError("'follow,hidden' lists neither file nor dir")) {
            try FileWalker.Options(walker: "follow,hidden")
        }
    }

    @Test func theStreamedWalkListsWhatTheCollectedWalkDoes() throws {
        let root = Self.makeTree()
        defer { Self.remove(root) }
        let descriptor = try FileWalker(root: root).start()
        defer { close(descriptor) }
        let lines = try LineReader(separator: FileWalker.separator).read(descriptor: descriptor, name: "walk")
        #expect((0..<lines.count).map { lines.text(at: $0) } == Self.paths(FileWalker(root: root)))
    }
}
