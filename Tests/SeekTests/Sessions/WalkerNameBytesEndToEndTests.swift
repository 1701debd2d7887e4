import Foundation
import SeekTestSupport
import Testing

/// The file walker of the real `seek` keeps file names as bytes: a name that is not UTF-8 is
/// listed, shown with a replacement character and printed as it is; a name with a newline is one
/// row, shown as `^J`, and printed whole. The walker needs a terminal as standard input, so
/// these run under tmux, with the output in a file.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct WalkerNameBytesEndToEndTests {
    let seek = ProcessRunner.seekExecutable
    let scratch = ScratchFolder(named: "seek-walk-names")

    static let notUTF8: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
    static let withNewline: [UInt8] = Array("a\nb".utf8)
    static let everyName: [[UInt8]] = [notUTF8, withNewline, Array("tab\there".utf8), Array("-rf".utf8), Array("plain.txt".utf8)]

    init() {
        scratch.folder(atBytes: Array("tree".utf8))
        for name in Self.everyName { scratch.file(atBytes: Array("tree/".utf8) + name) }
    }

    /// Starts seek in the scratch folder with `arguments` (walking `tree`), its output going to
    /// the file `out`.
    func start(_ arguments: String) throws -> TmuxSession {
        try TmuxSession(width: 60, height: 10,
                        command: "cd '\(scratch.path)' && '\(seek.path)' --walker-root tree \(arguments) > out; echo EXIT=$?; sleep 30")
    }

    /// What seek wrote, once it has ended with status 0.
    func output(of tmux: TmuxSession) -> [UInt8]? {
        guard tmux.waitFor("EXIT=0").satisfied else { return nil }
        return FileManager.default.contents(atPath: scratch.path(of: "out")).map { Array($0) }
    }

    @Test func filterWithPrint0ListsEveryNameOnceWithItsExactBytes() throws {
        let tmux = try start("--filter '' --print0")
        defer { tmux.kill() }
        let printed = try #require(output(of: tmux))
        #expect(printed.last == 0)
        let names = printed.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { Array($0) }
        #expect(names.count == Self.everyName.count, "\(names)")
        #expect(Set(names) == Set(Self.everyName))
    }

    @Test func filterPrintsANameThatIsNotUTF8WithItsOriginalBytes() throws {
        let tmux = try start("--filter caf")
        defer { tmux.kill() }
        #expect(output(of: tmux) == Self.notUTF8 + [0x0A])
    }

    @Test func theScreenShowsAReplacementCharacterAndCaretJOneRowEachAndEnterPrintsTheOriginalBytes() throws {
        let tmux = try start("")
        defer { tmux.kill() }
        let shown = tmux.waitForCount("5/5")
        #expect(shown.satisfied, "\(shown.screen)")
        let rows = shown.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows.filter { $0.hasSuffix("caf\u{FFFD}.txt") }.count == 1, "\(shown.screen)")
        #expect(rows.filter { $0.hasSuffix("a^Jb") }.count == 1, "\(shown.screen)")
        #expect(!rows.contains("b") && !rows.contains("a"), "the name is not split into two rows")
        tmux.type("caf")
        #expect(tmux.waitForCount("1/5").satisfied)
        tmux.send("Enter")
        #expect(output(of: tmux) == Self.notUTF8 + [0x0A])
    }

    @Test func enterWithPrint0PrintsANameWithANewlineWhole() throws {
        let tmux = try start("--print0")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("5/5").satisfied)
        tmux.type("^a")  // only `a\nb` starts with a
        #expect(tmux.waitForCount("1/5").satisfied)
        tmux.send("Enter")
        #expect(output(of: tmux) == Self.withNewline + [0])
    }

    @Test func aReloadFromTheWalkerSplitsTheCommandsOutputAtNewlines() throws {
        // The walk's own paths end in NUL; a reload's lines still end at newlines.
        let tmux = try start("--bind 'ctrl-r:reload(seq 3)'")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("5/5").satisfied)
        tmux.send("C-r")
        let reloaded = tmux.waitForCount("3/3")
        #expect(reloaded.satisfied, "\(reloaded.screen)")
    }
}
