import Foundation
import SeekTestSupport
import Testing

/// The history file through the real `seek` in tmux: a search submitted with Enter is saved, in
/// the file's own layout, merged with other sessions', and a file seek cannot use is never
/// touched.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct HistoryEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    /// A folder for one test: the history file and seek's output and errors.
    struct Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-history-e2e-\(UUID().uuidString)").path
        var history: String { path + "/history" }

        init(history text: [UInt8]? = nil, permissions: Int? = nil) {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            if let text {
                let attributes: [FileAttributeKey: Any]? = permissions.map { [.posixPermissions: $0] }
                _ = FileManager.default.createFile(atPath: history, contents: Data(text), attributes: attributes)
            }
        }

        func text(_ name: String) -> String {
            (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)) ?? ""
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// `seq 100 | seek --history FILE` in tmux, once it shows every number; `name` tells the
    /// output and error files apart.
    func start(_ folder: Folder, name: String = "run", options: String = "",
               sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        let command = "seq 100 | \(seek.path) \(options) --history \(folder.history) > \(folder.path)/\(name).out 2> \(folder.path)/\(name).err; echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        #expect(tmux.waitForCount("100/100").satisfied, "the full list shows first", sourceLocation: sourceLocation)
        return tmux
    }

    /// Types `query`, waits for its one match and presses Enter, which submits and chooses it.
    func submit(_ query: String, in tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) {
        tmux.type(query)
        #expect(tmux.waitForCount("1/100").satisfied, sourceLocation: sourceLocation)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied, sourceLocation: sourceLocation)
    }

    @Test func anFzfHistoryGivenByHabitKeepsItsLinesAndGainsTheSubmittedQuery() throws {
        let folder = Folder(history: Array("foo bar\nsrc main\n".utf8), permissions: 0o644)
        defer { folder.remove() }
        let tmux = try start(folder)
        defer { tmux.kill() }
        submit("42", in: tmux)
        #expect(folder.text("run.out") == "42\n")
        #expect(folder.text("history") == "foo bar\nsrc main\n42\n", "fzf's layout, oldest first, as fzf would have written it")
        #expect(folder.text("run.err").isEmpty)
        let permissions = (try FileManager.default.attributesOfItem(atPath: folder.history)[.posixPermissions] as? NSNumber)?.intValue
        #expect(permissions == 0o644)
    }

    @Test func historySizeTrimsAnFzfHistoryToItsNewestLinesAsFzfDoes() throws {
        let folder = Folder(history: Array("one\ntwo\nthree\n".utf8), permissions: 0o600)
        defer { folder.remove() }
        let tmux = try start(folder, options: "--history-size 2")
        defer { tmux.kill() }
        submit("42", in: tmux)
        #expect(folder.text("history") == "three\n42\n")
    }

    static let unusableHistories: [(name: String, bytes: [UInt8], reason: String)] = [
        ("a bad line", Array("\"fine\"\nbroken\n".utf8), "line 2 is not a JSON string, as line 1 is"),
        ("binary", [0x00, 0xFF, 0x0A, 0x01], "line 1 is neither a JSON string nor plain text"),
        ("oversized", Array(String(repeating: "an old search\n", count: 80_000).utf8), "it is larger than 1 MiB"),
    ]

    @Test(arguments: unusableHistories.map(\.name))
    func aHistoryThatCannotBeUsedIsLeftUnchangedBySubmitting(name: String) throws {
        let unusable = try #require(Self.unusableHistories.first { $0.name == name })
        let folder = Folder(history: unusable.bytes)
        defer { folder.remove() }
        let tmux = try start(folder)
        defer { tmux.kill() }
        submit("42", in: tmux)
        #expect(FileManager.default.contents(atPath: folder.history) == Data(unusable.bytes))
        #expect(folder.text("run.err") == "seek: ignoring the history file \(folder.history) (left unchanged): \(unusable.reason)\n")
    }

    @Test func aReadOnlyHistoryIsOfferedButNotChangedBySubmitting() throws {
        let folder = Folder(history: Array("\"curated\"\n".utf8), permissions: 0o444)
        defer { folder.remove() }
        let tmux = try start(folder)
        defer { tmux.kill() }
        submit("42", in: tmux)
        #expect(folder.text("history") == "\"curated\"\n")
        let permissions = (try FileManager.default.attributesOfItem(atPath: folder.history)[.posixPermissions] as? NSNumber)?.intValue
        #expect(permissions == 0o444)
        #expect(folder.text("run.err") == "seek: history not saved: \(folder.history) is read-only; it is left as it is\n")
    }

    @Test func sixSessionsSubmittingTogetherKeepAllSixEntries() throws {
        let folder = Folder()
        defer { folder.remove() }
        let queries = ["11", "22", "33", "44", "55", "66"]
        // All six read the (missing) history before any of them submits.
        let sessions = try queries.map { try start(folder, name: $0) }
        defer { sessions.forEach { $0.kill() } }
        for (tmux, query) in zip(sessions, queries) {
            tmux.type(query)
            #expect(tmux.waitForCount("1/100").satisfied)
        }
        for tmux in sessions {
            tmux.send("Enter")
        }
        for tmux in sessions {
            #expect(tmux.waitFor("EXIT=0").satisfied)
        }
        let saved = folder.text("history").split(separator: "\n").map(String.init)
        #expect(Set(saved) == Set(queries.map { "\"\($0)\"" }), "every session's search is kept")
        #expect(saved.count == 6)
    }
}
