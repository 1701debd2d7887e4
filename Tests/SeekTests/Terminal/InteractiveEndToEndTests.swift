import Foundation
import SeekTestSupport
import Testing

/// The real `seek` in a real terminal (tmux): the flows a person uses.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveEndToEndTests {
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    typealias Workspace = SeekWorkspace

    /// seek on the fruit list in a 60×14 terminal, once it shows every item.
    func openFruits(sourceLocation: SourceLocation = #_sourceLocation) throws -> (SeekWorkspace, TmuxSession) {
        let workspace = Workspace(lines: Self.fruits, in: scratch)
        let tmux = try TmuxSession(width: 60, height: 14, command: workspace.command(seek, workspace.items))
        #expect(tmux.waitForCount("303/303").satisfied, "the full count shows first", sourceLocation: sourceLocation)
        return (workspace, tmux)
    }

    static let fruits = (1...300).map { "item \($0)" } + ["apple pie", "banana bread", "cherry tart"]

    @Test func typingFiltersCtrlUClearsTheFieldAndEnterPrintsTheChoice() throws {
        let workspace = Workspace(lines: Self.fruits, in: scratch)
        let tmux = try TmuxSession(width: 60, height: 14, command: workspace.command(seek, workspace.items))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied, "the full count shows first")

        tmux.type("tart")
        let filtered = tmux.waitForCount("1/303")
        #expect(filtered.satisfied, "typing narrows the count")
        #expect(filtered.screen.contains("> cherry tart"))
        #expect(!filtered.screen.contains("item 1"))

        tmux.send("C-u")
        let restored = tmux.waitForCount("303/303")
        #expect(restored.satisfied, "Ctrl-U clears the field and the full list comes back")
        #expect(restored.screen.contains("/ Search"))

        tmux.type("bread")
        #expect(tmux.waitForCount("1/303").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "banana bread\n")
    }

    @Test func downMovesTheSelectionAndEnterPrintsThatRow() throws {
        let (workspace, tmux) = try openFruits()
        defer { tmux.kill() }
        tmux.send("Down")
        tmux.send("Down")
        #expect(tmux.waitFor("> item 3").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "item 3\n")
    }

    @Test func escapeWhenNotSearchingExits130AndPrintsNothing() throws {
        let (workspace, tmux) = try openFruits()
        defer { tmux.kill() }
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied)
        #expect(workspace.chosenOutput().isEmpty)
    }

    @Test func controlCExits130EvenWhileSearching() throws {
        let (workspace, tmux) = try openFruits()
        defer { tmux.kill() }
        tmux.type("pie")
        #expect(tmux.waitForCount("1/303").satisfied)
        tmux.send("C-c")
        #expect(tmux.waitFor("EXIT=130").satisfied)
        #expect(workspace.chosenOutput().isEmpty)
    }

    @Test func pipedItemsAreReadWhileKeysComeFromTheTerminal() throws {
        let workspace = Workspace(lines: Self.fruits, in: scratch)
        let command = "cat \(workspace.items) | \(seek.path) > \(workspace.output); echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        tmux.type("apple")
        #expect(tmux.waitForCount("1/303").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "apple pie\n")
    }

    @Test func withNoInputTheFilesBelowTheFolderAreListedAsFzfDoes() throws {
        let workspace = Workspace(lines: [], in: scratch)
        // The workspace holds items.txt; add a file in a subfolder and one in a skipped .git.
        let folder = workspace.folder.path
        mkdir(folder + "/src", 0o755)
        mkdir(folder + "/.git", 0o755)
        _ = FileManager.default.createFile(atPath: folder + "/src/main.swift", contents: Data())
        _ = FileManager.default.createFile(atPath: folder + "/.git/HEAD", contents: Data())
        let tmux = try TmuxSession(width: 80, height: 20, command: "cd \(folder) && " + workspace.command(seek, ""))
        defer { tmux.kill() }
        let screen = tmux.waitFor("seek · files")
        #expect(screen.satisfied)
        tmux.type("main")
        // items.txt, out.txt (the redirection makes it first) and src/main.swift; .git is skipped.
        #expect(tmux.waitForCount("1/3").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "src/main.swift\n")
    }

    @Test func fzfsDefaultLayoutPutsTheBestMatchAboveABottomPrompt() throws {
        let workspace = Workspace(lines: (1...50).map(String.init), in: scratch)
        let tmux = try TmuxSession(width: 40, height: 10, command: workspace.command(seek, "--layout default \(workspace.items)"))
        defer { tmux.kill() }
        let opened = tmux.waitForCount("50/50")
        #expect(opened.satisfied)
        let lines = opened.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let best = lines.firstIndex { $0.hasPrefix("> 1") }
        let prompt = lines.firstIndex { $0.contains("Search") }
        #expect(best != nil && prompt != nil && best! < prompt!, "the best match is below the others, above the prompt")
        #expect(lines.firstIndex { $0.hasPrefix("  2") }.map { $0 < best! } == true)
        tmux.send("Up")
        tmux.send("Up")
        #expect(tmux.waitFor("> 3").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "3\n")
    }

    @Test func headerLinesAreShownButNeitherMatchedNorChosen() throws {
        let workspace = Workspace(lines: ["USER PID COMMAND", "root 1 init", "me 42 bash"], in: scratch)
        let tmux = try TmuxSession(width: 50, height: 10, command: workspace.command(seek, "--header-lines 1 \(workspace.items)"))
        defer { tmux.kill() }
        let opened = tmux.waitForCount("2/2")
        #expect(opened.satisfied, "two items: the first line is the header")
        #expect(opened.screen.contains("USER PID COMMAND"))
        tmux.type("USER")
        #expect(tmux.waitForCount("0/2").satisfied, "the header is not matched")
        #expect(tmux.capture().contains("USER PID COMMAND"), "and it stays on screen")
        tmux.send("C-u")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "root 1 init\n")
    }

    @Test func withMultiTabMarksRowsAndEnterPrintsThemAll() throws {
        let workspace = Workspace(lines: ["one", "two", "three", "four"], in: scratch)
        let tmux = try TmuxSession(width: 50, height: 10, command: workspace.command(seek, "--multi \(workspace.items)"))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("4/4").satisfied)
        tmux.send("Tab")
        tmux.send("Tab")
        tmux.send("Down")
        tmux.send("BTab")
        #expect(tmux.waitFor("(3 marked)").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "one\ntwo\nfour\n")
    }

    @Test func aChoiceThatCannotBeWrittenIsOneLineAndStatusTwoAfterTheScreenCloses() throws {
        let workspace = Workspace(lines: ["one", "two"], in: scratch)
        let command = "\(seek.path) \(workspace.items) > /dev/full; echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 10, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.send("Enter")
        let ended = tmux.waitFor("EXIT=2")
        #expect(ended.satisfied)
        #expect(ended.screen.contains("seek: cannot write the output: no space left on device"))
    }

    @Test func withAHistoryCtrlPAndCtrlNWalkTheRecentSearches() throws {
        let workspace = Workspace(lines: ["alpha", "beta", "gamma"], in: scratch)
        let history = workspace.folder.appendingPathComponent("history").path
        try "\"gamma\"\n\"beta\"\n".write(toFile: history, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, "--history \(history) \(workspace.items)"))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("3/3").satisfied)
        tmux.send("C-p")
        #expect(tmux.waitFor("/ gamma").satisfied, "the newest search first")
        tmux.send("C-p")
        #expect(tmux.waitFor("/ beta").satisfied)
        tmux.send("C-n")
        #expect(tmux.waitFor("/ gamma").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "gamma\n")
    }

    @Test func seekDefaultCommandIsTheInputWhenSet() throws {
        let workspace = Workspace(lines: [], in: scratch)
        let command = "SEEK_DEFAULT_COMMAND='printf \"one\\ntwo\\n\"' " + workspace.command(seek, "")
        let tmux = try TmuxSession(width: 80, height: 20, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.send("Down")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "two\n")
    }

    @Test func runAsFzfTheInputIsFzfDefaultCommandsOutputAndUnderItsOwnNameSeeks() throws {
        let fzf = scratch.path(of: "fzf")
        if !FileManager.default.fileExists(atPath: fzf) {
            try FileManager.default.createSymbolicLink(atPath: fzf, withDestinationPath: seek.path)
        }
        let variables = "FZF_DEFAULT_COMMAND='printf \"one\\ntwo\\nthree\\n\"' SEEK_DEFAULT_COMMAND='printf \"own\\n\"' "
        for (program, count, chosen) in [(URL(fileURLWithPath: fzf), "3/3", "one\n"), (seek, "1/1", "own\n")] {
            let workspace = Workspace(lines: [], in: scratch)
            let tmux = try TmuxSession(width: 80, height: 20, command: variables + workspace.command(program, ""))
            defer { tmux.kill() }
            #expect(tmux.waitForCount(count).satisfied, "\(program.lastPathComponent)")
            tmux.send("Enter")
            #expect(tmux.waitFor("EXIT=0").satisfied)
            #expect(workspace.chosenOutput() == chosen, "\(program.lastPathComponent)")
        }
    }

    @Test func theBundledSampleIsOneOptionAway() throws {
        let workspace = Workspace(lines: [], in: scratch)
        let tmux = try TmuxSession(width: 80, height: 20, command: workspace.command(seek, "--sample recipes"))
        defer { tmux.kill() }
        #expect(tmux.waitFor("seek · recipes").satisfied)
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied)
    }

    @Test func theTerminalIsRestoredAfterSIGTERM() throws {
        let workspace = Workspace(lines: Self.fruits, in: scratch)
        let command = "stty -g > \(workspace.folder.path)/before; \(seek.path) \(workspace.items) > \(workspace.output); echo EXIT=$?; stty -g > \(workspace.folder.path)/after; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 14, command: command)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("303/303").satisfied)
        let killer = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-TERM", "-f", "^\(seek.path) \(workspace.items)"])
        #expect(killer.status == 0)
        #expect(tmux.waitFor("EXIT=143").satisfied)
        _ = tmux.waitUntil(timeout: 5) { _ in
            (try? String(contentsOfFile: "\(workspace.folder.path)/after", encoding: .utf8))?.hasSuffix("\n") == true
        }
        let before = try String(contentsOfFile: "\(workspace.folder.path)/before", encoding: .utf8)
        let after = try String(contentsOfFile: "\(workspace.folder.path)/after", encoding: .utf8)
        #expect(before == after, "the terminal modes after seek equal those before it")
    }
}
