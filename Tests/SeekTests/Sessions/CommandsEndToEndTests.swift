import Foundation
import SeekTestSupport
import Testing

/// The preview pane, `--bind` and live command search of the real `seek` in a real terminal.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct CommandsEndToEndTests {
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    @Test func thePreviewPaneShowsTheSelectedFilesHeadAndFollowsTheSelection() throws {
        let workspace = SeekWorkspace(lines: ["first", "second"], in: scratch)
        // Each item names a file in the workspace; the preview shows that file.
        for name in ["first", "second"] {
            try "contents of \(name)\nline two\n".write(toFile: workspace.folder.appendingPathComponent(name).path, atomically: true, encoding: .utf8)
        }
        let arguments = "--preview 'head -5 {}' --preview-window right,50% \(workspace.items)"
        let tmux = try TmuxSession(width: 70, height: 12, command: "cd \(workspace.folder.path) && " + workspace.command(seek, arguments))
        defer { tmux.kill() }
        #expect(tmux.waitFor("contents of first").satisfied)
        tmux.send("Down")
        let moved = tmux.waitFor("contents of second")
        #expect(moved.satisfied)
        #expect(moved.screen.contains("╭"), "the pane has its border")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "second\n")
    }

    @Test func ctrlOFindsInThePreviewCountingAndReversingTheCurrentMatch() throws {
        let workspace = SeekWorkspace(lines: ["first", "second"], in: scratch)
        try "alpha\nbeta needle\ngamma needle\n".write(toFile: workspace.folder.appendingPathComponent("first").path,
                                                        atomically: true, encoding: .utf8)
        try "no match\n".write(toFile: workspace.folder.appendingPathComponent("second").path, atomically: true, encoding: .utf8)
        let arguments = "--preview 'cat {}' --preview-window right,50% \(workspace.items)"
        let tmux = try TmuxSession(width: 70, height: 12, command: "cd \(workspace.folder.path) && " + workspace.command(seek, arguments))
        defer { tmux.kill() }
        #expect(tmux.waitFor("gamma needle").satisfied)
        tmux.send("C-o")
        tmux.type("needle")
        #expect(tmux.waitFor("1 of 2").satisfied)
        tmux.send("Enter")
        let second = tmux.waitFor("2 of 2")
        #expect(second.satisfied, "Enter went to the next match, it did not choose")
        #expect(second.screen.contains("Find needle"))
        // The current match ("needle" on the gamma line) is in reverse video; the other is not.
        let styled = tmux.captureWithStyles().split(separator: "\n")
        let gamma = styled.first { $0.contains("gamma") }.map(String.init) ?? ""
        let beta = styled.first { $0.contains("beta") }.map(String.init) ?? ""
        #expect(Self.isReversed("needle", in: gamma), "\(gamma.debugDescription)")
        #expect(!Self.isReversed("needle", in: beta), "\(beta.debugDescription)")
        tmux.send("Escape")
        #expect(tmux.waitUntil { !$0.contains("of 2") }.satisfied, "Esc closed find and nothing else")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "first\n")
    }

    /// Whether the SGR sequences in force where `word` starts in `line` turn reverse video on.
    static func isReversed(_ word: String, in line: String) -> Bool {
        guard let range = line.range(of: word) else { return false }
        var reversed = false
        // Walk the escapes before the word: each SGR sets or clears attributes in order.
        var rest = line[..<range.lowerBound]
        while let start = rest.range(of: "\u{1B}[") {
            let afterStart = rest[start.upperBound...]
            guard let end = afterStart.firstIndex(of: "m") else { break }
            let parameters = afterStart[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            var index = 0
            while index < parameters.count {
                switch parameters[index] {
                case 0, 27: reversed = false
                case 7: reversed = true
                // An extended colour's own numbers (38;5;N, 38;2;R;G;B) are not attributes.
                case 38, 48, 58: index += parameters.indices.contains(index + 1) && parameters[index + 1] == 2 ? 4 : 2
                default: break
                }
                index += 1
            }
            rest = afterStart[afterStart.index(after: end)...]
        }
        return reversed
    }

    @Test func aBoundKeyExecutesACommandAndTheScreenComesBack() throws {
        let workspace = SeekWorkspace(lines: ["alpha", "beta"], in: scratch)
        let marker = workspace.folder.appendingPathComponent("executed").path
        let arguments = "--bind 'ctrl-o:execute(echo ran {} > \(marker))' \(workspace.items)"
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, arguments))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.send("C-o")
        #expect(tmux.waitForCount("2/2").satisfied, "the screen is drawn again after the command")
        var ran = ""
        for _ in 0..<100 where ran.isEmpty {
            ran = (try? String(contentsOfFile: marker, encoding: .utf8)) ?? ""
            if ran.isEmpty { usleep(20_000) }
        }
        #expect(ran == "ran alpha\n")
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied)
    }

    @Test func liveCommandSearchListsTheCommandsOutputForTheQuery() throws {
        let workspace = SeekWorkspace(lines: ["unused"], in: scratch)
        try "needle in line one\nhay\nanother needle\n".write(toFile: workspace.folder.appendingPathComponent("haystack.txt").path, atomically: true, encoding: .utf8)
        let arguments = "--command 'grep -n -- {q} haystack.txt || true'"
        let tmux = try TmuxSession(width: 60, height: 10, command: "cd \(workspace.folder.path) && " + workspace.command(seek, arguments))
        defer { tmux.kill() }
        tmux.type("needle")
        let found = tmux.waitForCount("2/2")
        #expect(found.satisfied, "the command ran for the query and its two lines are listed")
        #expect(found.screen.contains("3:another needle"))
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "1:needle in line one\n")
    }

    @Test func becomeReplacesSeekWithTheCommandWhoseOutputIsTheOutput() throws {
        let workspace = SeekWorkspace(lines: ["alpha", "beta"], in: scratch)
        let arguments = "--expect ctrl-v --bind 'ctrl-b:become(echo became {} $$)' \(workspace.items)"
        let tmux = try TmuxSession(width: 60, height: 10, command: "echo SEEK=$$; " + workspace.command(seek, arguments))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.send("Down")
        tmux.send("C-b")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        let output = workspace.chosenOutput()
        #expect(output.hasPrefix("became beta "), "the command ran in seek's place, its output captured: \(output)")
    }

    @Test func expectPrintsTheKeyThatChoseBeforeTheItem() throws {
        let workspace = SeekWorkspace(lines: ["alpha", "beta"], in: scratch)
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, "--expect ctrl-v,ctrl-x \(workspace.items)"))
        defer { tmux.kill() }
        #expect(tmux.waitForCount("2/2").satisfied)
        tmux.send("C-x")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "ctrl-x\nalpha\n")
    }

    @Test func aBadBindingIsAOneLineErrorBeforeAnyScreen() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--bind", "ctrl-x:explode", "--filter", "a", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown action 'explode'"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}
