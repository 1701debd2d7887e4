import SeekCatalog
import Testing
import Glibc

/// The walker's paths as fzf prints them (seek run as fzf): from the root as given, folders
/// ending in `/`, so that fzf's shell completion gets whole paths back.
@Suite struct FileWalkerFzfPathsTests {
    static func fzfOptions(_ walker: String) throws -> FileWalker.Options {
        var options = try FileWalker.Options(walker: walker)
        options.namesRoot = true
        options.marksFolders = true
        return options
    }

    @Test func pathsStartWithTheRootAsGivenAndFoldersEndInASlash() throws {
        let root = FileWalkerTests.makeTree()
        defer { FileWalkerTests.remove(root) }
        let paths = FileWalkerTests.paths(FileWalker(root: root, options: try Self.fzfOptions("file,dir,follow,hidden")))
        #expect(Set(paths) == ["\(root)/", "\(root)/.config/", "\(root)/.config/settings", "\(root)/.hidden",
                               "\(root)/README", "\(root)/docs/", "\(root)/docs/guide.md", "\(root)/src/",
                               "\(root)/src/main.swift"],
                "the root itself is a folder listed, as fzf lists it; src once although a link leads to it")
    }

    @Test func aRootWithASlashAtItsEndIsNotDoubled() throws {
        let root = FileWalkerTests.makeTree()
        defer { FileWalkerTests.remove(root) }
        let paths = FileWalkerTests.paths(FileWalker(root: root + "/", options: try Self.fzfOptions("dir")))
        #expect(Set(paths) == ["\(root)/", "\(root)/docs/", "\(root)/src/"])
    }

    @Test func withoutTheFzfOptionsPathsStayRelativeToTheRoot() throws {
        let root = FileWalkerTests.makeTree()
        defer { FileWalkerTests.remove(root) }
        let paths = FileWalkerTests.paths(FileWalker(root: root, options: try FileWalker.Options(walker: "dir")))
        #expect(Set(paths) == ["docs", "src"])
    }
}
