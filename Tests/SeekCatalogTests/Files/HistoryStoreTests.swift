import Foundation
import Testing
@testable import SeekCatalog

/// A fresh folder per test, removed by the caller.
func temporaryHistoryFolder() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-history-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A file's bytes as text, or nil when it cannot be read.
func historyText(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// What the history layouts hold and how entries are kept: order, duplicates, limits.
@Suite struct HistoryStoreTests {
    @Test func aMissingFileIsAnEmptyHistoryInSeeksLayout() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = try HistoryStore(path: folder + "/history")
        #expect(store.entries.isEmpty)
        #expect(store.format == .jsonStrings)
        #expect(!FileManager.default.fileExists(atPath: folder + "/history"), "reading creates nothing")
    }

    @Test func recordingPutsTheQueryFirstWithoutDuplicates() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var store = try HistoryStore(path: folder + "/history")
        for query in ["thai", "soup", "thai", "curry"] {
            store.record(query)
        }
        #expect(store.entries == ["curry", "thai", "soup"])
    }

    @Test func blankQueriesAreNotRecorded() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var store = try HistoryStore(path: folder + "/history")
        #expect(store.record("") == .blank)
        #expect(store.record("  \t") == .blank)
        #expect(store.entries.isEmpty)
    }

    @Test func aRoundTripKeepsUnicodeTabsNewlinesQuotesAndBackslashes() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let queries = ["寿司 🍣", "a\tb", "line\nbreak\r\n", "say \"hi\" \\ there", "bell\u{07}del\u{7F}", "é́"]
        var store = try HistoryStore(path: path)
        for query in queries.reversed() {
            store.record(query)
        }
        try store.save()
        let reloaded = try HistoryStore(path: path)
        #expect(reloaded.entries == queries)
        #expect(historyText(path)?.split(separator: "\n").count == queries.count)
    }

    @Test func theFileIsOneJSONStringPerLine() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var store = try HistoryStore(path: path)
        store.record("a\"b")
        store.record("x\ty")
        try store.save()
        #expect(historyText(path) == "\"x\\ty\"\n\"a\\\"b\"\n")
    }

    @Test func anFzfHistoryIsReadAndExtendedInItsOwnLayout() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("foo bar\nsrc main\n\"quoted\"\nsrc main\n".utf8))
        var store = try HistoryStore(path: path)
        #expect(store.format == .plainLines)
        #expect(store.entries == ["src main", "\"quoted\"", "foo bar"], "most recent first, once each")
        store.record("42")
        store.record("foo bar")
        try store.save()
        #expect(historyText(path) == "foo bar\nsrc main\n\"quoted\"\nsrc main\n42\nfoo bar\n", "appended as fzf does, lines kept")
        #expect(try HistoryStore(path: path).entries == ["foo bar", "42", "src main", "\"quoted\""])
    }

    @Test func anEmptyFileIsTakenAsFzfsLayoutSinceFzfCreatesOne() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        var store = try HistoryStore(path: path)
        #expect(store.format == .plainLines)
        store.record("42")
        try store.save()
        #expect(historyText(path) == "42\n")
    }

    @Test func aSearchWithALineBreakIsNotRecordedInAnFzfHistory() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8))
        var store = try HistoryStore(path: path)
        #expect(store.record("two\nlines") == .notOneLine)
        #expect(store.record("escape\u{1B}[1m") == .notOneLine)
        #expect(store.entries == ["old"])
        try store.save()
        #expect(historyText(path) == "old\n")
    }

    @Test(arguments: [HistoryFormat.jsonStrings, .plainLines])
    func aSearchTooLongToKeepIsDroppedAndTheFileKeepsItsEntries(format: HistoryFormat) throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let original = format == .jsonStrings ? "\"kept\"\n" : "kept\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(original.utf8))
        var store = try HistoryStore(path: path)
        let long = String(repeating: "x", count: 70_000)
        #expect(store.record(long) == .tooLong(byteCount: format == .jsonStrings ? 70_003 : 70_001))
        #expect(store.entries == ["kept"])
        try store.save()
        #expect(historyText(path) == original, "never a 0-byte file")
        store.record("next")
        try store.save()
        #expect(try HistoryStore(path: path).entries == ["next", "kept"])
    }

    @Test func theNumberOfEntriesIsCappedDroppingTheOldest() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var store = try HistoryStore(path: folder + "/history", maximumCount: 3)
        for query in ["a", "b", "c", "d", "e"] {
            store.record(query)
        }
        #expect(store.entries == ["e", "d", "c"])
    }

    @Test func theFileSizeIsCappedDroppingTheOldest() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var store = try HistoryStore(path: path, maximumByteCount: 21)
        for query in ["aaaa", "bbbb", "cccc", "dddd"] {
            store.record(query)
        }
        #expect(store.entries == ["dddd", "cccc", "bbbb"])
        try store.save()
        #expect((historyText(path)?.utf8.count ?? 0) == 21)
        #expect(store.record(String(repeating: "z", count: 50)) == .tooLong(byteCount: 53))
        #expect(store.entries == ["dddd", "cccc", "bbbb"], "a search too long to keep empties nothing")
    }

    @Test func theCapsApplyToALoadedFileToo() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"a\"\n\"b\"\n\"a\"\n\"c\"\n".utf8))
        #expect(try HistoryStore(path: path, maximumCount: 2).entries == ["a", "b"])
    }

    @Test func anFzfHistoryIsOfferedCappedButItsFileIsNotTrimmed() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let lines = (1...500).map { "query \($0)\n" }.joined()
        _ = FileManager.default.createFile(atPath: path, contents: Data(lines.utf8))
        var store = try HistoryStore(path: path, maximumCount: 3)
        #expect(store.entries == ["query 500", "query 499", "query 498"])
        store.record("new")
        try store.save()
        #expect(historyText(path) == lines + "new\n", "fzf's own --history-size decides its length")
    }
}

/// `--history-size`: fzf's option trims an fzf history file to its newest lines when saving.
@Suite struct HistorySizeTests {
    @Test func aLineLimitTrimsAnFzfHistoryToItsNewestLinesWhenSaving() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let lines = (1...50).map { "query \($0)\n" }.joined()
        _ = FileManager.default.createFile(atPath: path, contents: Data(lines.utf8))
        var store = try HistoryStore(path: path, maximumCount: 10, maximumLineCount: 10)
        #expect(store.entries.first == "query 50")
        #expect(historyText(path) == lines, "reading alone changes nothing")
        store.record("new")
        try store.save()
        #expect(historyText(path) == (42...50).map { "query \($0)\n" }.joined() + "new\n")
    }

    @Test func aLineLimitAboveTheFileLengthKeepsEveryLine() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("a\nb\n".utf8))
        var store = try HistoryStore(path: path, maximumLineCount: 1_000)
        store.record("c")
        try store.save()
        #expect(historyText(path) == "a\nb\nc\n")
    }
}
