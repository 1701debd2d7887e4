import Foundation
import Testing
@testable import Catalog

@Suite struct HistoryStoreTests {
    /// A fresh directory per test, removed by the caller.
    func temporaryDirectory() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-history-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aMissingFileIsAnEmptyHistoryWithoutAProblem() {
        let store = HistoryStore(path: "/nonexistent/seek/history")
        #expect(store.entries.isEmpty)
        #expect(store.problem == nil)
    }

    @Test func recordingPutsTheQueryFirstWithoutDuplicates() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var store = HistoryStore(path: directory + "/history")
        for query in ["thai", "soup", "thai", "curry"] {
            store.record(query)
        }
        #expect(store.entries == ["curry", "thai", "soup"])
    }

    @Test func blankQueriesAreNotRecorded() {
        var store = HistoryStore(path: "/nonexistent/history")
        store.record("")
        store.record("  \t")
        #expect(store.entries.isEmpty)
    }

    @Test func aRoundTripKeepsUnicodeTabsNewlinesQuotesAndBackslashes() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        let queries = ["寿司 🍣", "a\tb", "line\nbreak\r\n", "say \"hi\" \\ there", "bell\u{07}del\u{7F}", "é́"]
        var store = HistoryStore(path: path)
        for query in queries.reversed() {
            store.record(query)
        }
        try store.save()
        let reloaded = HistoryStore(path: path)
        #expect(reloaded.problem == nil)
        #expect(reloaded.entries == queries)
        #expect(contents(path)?.split(separator: "\n").count == queries.count)
    }

    @Test func theFileIsOneJSONStringPerLine() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        var store = HistoryStore(path: path)
        store.record("a\"b")
        store.record("x\ty")
        try store.save()
        #expect(contents(path) == "\"x\\ty\"\n\"a\\\"b\"\n")
    }

    @Test func theSavedFileHasMode0600AndNoTemporaryFileIsLeft() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"old\"\n".utf8), attributes: [.posixPermissions: 0o644])
        var store = HistoryStore(path: path)
        store.record("new")
        try store.save()
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["history"])
        #expect(HistoryStore(path: path).entries == ["new", "old"])
    }

    @Test func aMissingDirectoryIsCreatedPrivately() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var store = HistoryStore(path: directory + "/state/seek/history")
        store.record("q")
        try store.save()
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/state/seek")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(HistoryStore(path: directory + "/state/seek/history").entries == ["q"])
    }

    @Test(arguments: [
        "not json at all\n",
        "\"fine\"\n{\"an\": \"object\"}\n",
        "\"unterminated\n",
        "\u{FF}\u{FE}binary",
    ])
    func aCorruptFileIsTreatedAsEmptyAndLeftAloneUntilTheNextSave(text: String) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        var store = HistoryStore(path: path)
        #expect(store.entries.isEmpty)
        #expect(store.problem?.hasPrefix("ignoring the history file \(path): ") == true)
        #expect(contents(path) == text)
        store.record("fresh")
        try store.save()
        #expect(HistoryStore(path: path).entries == ["fresh"])
    }

    @Test func anUnreadableFileIsTreatedAsEmpty() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = HistoryStore(path: directory)
        #expect(store.entries.isEmpty)
        #expect(store.problem == "ignoring the history file \(directory): is a directory")
    }

    @Test func anOversizedFileIsTreatedAsEmpty() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        let line = "\"" + String(repeating: "x", count: 1000) + "\"\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(String(repeating: line, count: 1100).utf8))
        let store = HistoryStore(path: path)
        #expect(store.entries.isEmpty)
        #expect(store.problem?.contains("larger than") == true)
    }

    @Test func theNumberOfEntriesIsCappedDroppingTheOldest() {
        var store = HistoryStore(path: "/nonexistent/history", maximumCount: 3)
        for query in ["a", "b", "c", "d", "e"] {
            store.record(query)
        }
        #expect(store.entries == ["e", "d", "c"])
    }

    @Test func theFileSizeIsCappedDroppingTheOldest() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        var store = HistoryStore(path: path, maximumByteCount: 21)
        for query in ["aaaa", "bbbb", "cccc", "dddd"] {
            store.record(query)
        }
        #expect(store.entries == ["dddd", "cccc", "bbbb"])
        try store.save()
        #expect((contents(path)?.utf8.count ?? 0) == 21)
        store.record(String(repeating: "z", count: 50))
        #expect(store.entries.isEmpty)
    }

    @Test func theCapsApplyToALoadedFileToo() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"a\"\n\"b\"\n\"a\"\n\"c\"\n".utf8))
        #expect(HistoryStore(path: path, maximumCount: 2).entries == ["a", "b"])
    }

    @Test func savingIntoAnUnwritablePlaceIsAOneLineError() {
        var store = HistoryStore(path: "/proc/seek-history-test")
        store.record("q")
        #expect(throws: HistoryStore.SaveError.self) { try store.save() }
    }
}
