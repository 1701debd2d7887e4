import Foundation
import SeekTestSupport
import Testing

/// The hostile corpus in a real terminal: browsing it leaves the window title and the screen
/// alone, the escape sequences show as text, and Enter prints a line's original bytes.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct HostileInputEndToEndTests {
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    typealias Workspace = SeekWorkspace

    @Test func browsingTheCorpusLeavesTheTitleAndTheScreenAlone() throws {
        let lines = HostileCorpus.lines
        let workspace = Workspace(corpus: lines, in: scratch)
        let tmux = try TmuxSession(width: 100, height: 30, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        let title = tmux.paneFormat("#{pane_title}")
        let count = "\(lines.count)/\(lines.count)"
        let first = tmux.waitFor(count)
        #expect(first.satisfied, "\(first.screen)")
        // Every row passes under the selection, and the screen is resized while they show.
        func statusRow(_ screen: String, _ row: Int) -> Bool {
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.count > row && rows[row].hasPrefix(count)
        }
        for _ in lines { tmux.send("Down") }
        #expect(tmux.waitFor("> huge ").satisfied, "the last row is selected")
        tmux.resize(width: 40, height: 12)
        #expect(tmux.waitUntil { statusRow($0, 11) }.satisfied)
        tmux.resize(width: 100, height: 30)
        #expect(tmux.waitUntil { statusRow($0, 29) }.satisfied)
        for _ in lines { tmux.send("Up") }
        let screen = tmux.waitUntil { $0.contains("> osc0 ") && statusRow($0, 29) }
        #expect(screen.satisfied, "\(screen.screen)")
        #expect(screen.screen.hasPrefix("seek · "), "the title line is still on top: \(screen.screen)")
        #expect(screen.screen.contains("osc0 ^[]0;PWNED-TITLE^G after"))
        #expect(screen.screen.contains("clear ^[[2J^[[H after"))
        #expect(screen.screen.contains("<U+202E>gnp.exe<U+202C>"))
        #expect(tmux.paneFormat("#{pane_title}") == title, "the window title is unchanged")
        #expect(!tmux.paneFormat("#{pane_title}").contains(HostileCorpus.stolenTitle))
        #expect(tmux.paneFormat("#{alternate_on}") == "1", "still on seek's screen")

        // Enter prints the clipboard-writing line's bytes, unchanged.
        tmux.type("osc52")
        #expect(tmux.waitFor("> osc52 ").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenBytes() == lines[2].bytes + [0x0A])
        #expect(tmux.paneFormat("#{pane_title}") == title)
    }

    @Test func aNulByteShowsAsCaretAtAndIsPrintedBack() throws {
        let line: [UInt8] = Array("nul".utf8) + [0x00] + Array("inside".utf8)
        let workspace = Workspace(bytes: line + [0x0A] + Array("other\n".utf8), in: scratch)
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        #expect(tmux.waitFor("> nul^@inside").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenBytes() == line + [0x0A])
    }

    @Test func aTwoMegabyteLineIsShownCutAndPrintedWhole() throws {
        let huge = Array("huge\t".utf8) + Array(repeating: UInt8(ascii: "y"), count: 2 << 20)
        let workspace = Workspace(bytes: huge + [0x0A] + Array("small\n".utf8), in: scratch)
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        let shown = tmux.waitForCount("2/2")
        #expect(shown.satisfied)
        #expect(shown.screen.contains("> huge    yyyy"), "the tab reaches column 8: \(shown.screen)")
        #expect(shown.screen.contains("y…"), "the row ends in an ellipsis")
        tmux.type("yyy")
        #expect(tmux.waitForCount("1/2").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenBytes() == huge + [0x0A])
    }

    @Test func aMillionItemsCanBeBrowsedAndSearched() throws {
        var text = ""
        text.reserveCapacity(8_000_000)
        for index in 0..<1_000_000 { text += "row \(index)\n" }
        let workspace = Workspace(bytes: Array(text.utf8), in: scratch)
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("1000000/1000000", timeout: 20).satisfied)
        tmux.type("'row 765432")
        #expect(tmux.waitFor("> row 765432", timeout: 20).satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenBytes() == Array("row 765432\n".utf8))
    }

    @Test func anEmptyInputShowsAnEmptyListAndEnterChoosesNothing() throws {
        let workspace = Workspace(bytes: [], in: scratch)
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("0/0").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=1").satisfied)
        #expect(workspace.chosenBytes().isEmpty)
    }
}

extension SeekWorkspace {
    /// A workspace in `scratch` whose item file holds the corpus lines, each ended by a newline.
    init(corpus lines: [HostileCorpus.Line], in scratch: ScratchFolder) {
        self.init(bytes: Array(lines.map { $0.bytes + [0x0A] }.joined()), in: scratch)
    }
}
