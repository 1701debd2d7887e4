import SeekCatalog
import SeekMatching
import SeekTestSupport
import Testing
import Glibc

/// File names are bytes: the walker lists a name that is not UTF-8, or that holds a newline, a
/// tab or a leading dash, once and exactly as the file system has it.
@Suite struct FileWalkerNameBytesTests {
    let folder = ScratchFolder(named: "seek-walker-bytes")

    static let notUTF8: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
    static let withNewline: [UInt8] = Array("a\nb".utf8)
    static let withTab: [UInt8] = Array("tab\there".utf8)
    static let withDash: [UInt8] = Array("-rf".utf8)
    static let ordinary: [UInt8] = Array("plain.txt".utf8)
    static let everyName = [notUTF8, withNewline, withTab, withDash, ordinary]

    init() {
        for name in Self.everyName { folder.file(atBytes: name) }
    }

    /// Each item's bytes, in order.
    static func bytes(of items: ItemStore) -> [[UInt8]] {
        (0..<items.count).map { Array(items.bytes(at: $0)) }
    }

    @Test func aNameThatIsNotUTF8IsListedWithItsOriginalBytes() {
        let items = FileWalker(root: folder.path).items()
        let listed = Self.bytes(of: items)
        #expect(listed.filter { $0 == Self.notUTF8 }.count == 1, "\(listed)")
        let index = listed.firstIndex(of: Self.notUTF8) ?? 0
        #expect(items.text(at: index) == "caf\u{FFFD}.txt", "shown with a replacement character")
    }

    @Test func aNameWithANewlineIsOneItemInTheCollectedAndTheStreamedWalk() throws {
        let collected = Self.bytes(of: FileWalker(root: folder.path).items())
        #expect(collected.contains(Self.withNewline))
        #expect(!collected.contains(Array("a".utf8)) && !collected.contains(Array("b".utf8)), "not split in two")

        let descriptor = try FileWalker(root: folder.path).start()
        defer { close(descriptor) }
        let streamed = Self.bytes(of: try LineReader(separator: FileWalker.separator).read(descriptor: descriptor, name: "walk"))
        #expect(streamed == collected)
    }

    @Test func everyNameIsListedExactlyOnceWithItsExactBytes() {
        let listed = Self.bytes(of: FileWalker(root: folder.path).items())
        #expect(listed.count == Self.everyName.count, "\(listed)")
        #expect(Set(listed) == Set(Self.everyName))
    }

    @Test func aFolderWhoseNameIsNotUTF8IsEnteredAndItsPathKeptWhole() throws {
        let name: [UInt8] = Array("dir".utf8) + [0xFF]
        folder.folder(atBytes: name)
        folder.file(atBytes: name + Array("/inner\nfile".utf8))
        let walk = FileWalker(root: folder.path, options: try FileWalker.Options(walker: "file,dir"))
        let listed = Self.bytes(of: walk.items())
        #expect(listed.contains(name), "the folder is listed")
        #expect(listed.contains(name + Array("/inner\nfile".utf8)), "and what is in it, under its own bytes")
    }

    @Test func skippedAndHiddenNamesAreComparedAsBytes() throws {
        let skippedFolder: [UInt8] = Array("skip".utf8) + [0xE9]
        folder.folder(atBytes: skippedFolder)
        folder.file(atBytes: skippedFolder + Array("/inside".utf8))
        folder.folder(atBytes: Array("skip\u{FFFD}".utf8))
        folder.file(atBytes: Array("skip\u{FFFD}/kept".utf8))
        folder.file(atBytes: [UInt8(ascii: "."), 0xE9])
        var options = try FileWalker.Options(walker: "file")
        options.skippedNames = ["skip\u{FFFD}"]
        let listed = Set(Self.bytes(of: FileWalker(root: folder.path, options: options).items()))
        #expect(listed.contains(skippedFolder + Array("/inside".utf8)), "a name that only decodes to a skipped one is entered")
        #expect(!listed.contains(Array("skip\u{FFFD}/kept".utf8)), "the skipped name itself is not")
        #expect(!listed.contains([UInt8(ascii: "."), 0xE9]), "a hidden name is hidden whatever follows its dot")
        #expect(listed == Set(Self.everyName + [skippedFolder + Array("/inside".utf8)]))
    }
}
