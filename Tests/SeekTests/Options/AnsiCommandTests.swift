import Foundation
import SeekTestSupport
import Testing

/// `--ansi`: colours drawn, escape sequences out of what is matched, split and printed, as fzf.
@Suite(.waitsOnPrograms) struct AnsiCommandTests {
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    /// The paths under /usr/share, coloured as `ls --color` and `grep --color` colour them: the
    /// folder in blue, the name bold green or in a 256-colour orange, a hyperlink now and then.
    static let corpus: Data = {
        let paths = String(decoding: RankingOptionsCommandTests.corpus, as: UTF8.self).split(separator: "\n")
        var text = ""
        for (number, path) in paths.enumerated() {
            let slash = path.lastIndex(of: "/") ?? path.startIndex
            let folder = path[..<slash]
            let name = path[slash...]
            switch number % 3 {
            case 0: text += "\u{1B}[34m\(folder)\u{1B}[0m\u{1B}[1;32m\(name)\u{1B}[0m\n"
            case 1: text += "\u{1B}[38;5;208m\(folder)\u{1B}[m\(name)\u{1B}[K\n"
            default: text += "\u{1B}]8;;file://\(path)\u{07}\(path)\u{1B}]8;;\u{07}\n"
            }
        }
        return Data(text.utf8)
    }()

    func lines(_ executable: URL, _ arguments: [String]) throws -> [Substring] {
        try ProcessRunner.run(executable, arguments: arguments, input: Self.corpus).standardOutput.split(separator: "\n")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FieldOptionsCommandTests.newerFzf), "fzf 0.74 is not installed"),
          arguments: [
              ["--ansi", "-f", "doc"], ["--ansi", "-f", "34m"], ["-f", "34m"], ["--ansi", "-f", "'file"], ["--ansi", "-f", "^/usr/share/doc"],
              ["--ansi", "-d", "/", "--nth", "4", "-f", "doc"], ["--ansi", "--with-nth", "4..", "-d", "/", "-f", "docgz"],
              ["--ansi", "-d", "/", "--accept-nth", "-1", "-f", "gz"], ["--ansi", "--no-sort", "-f", "man"],
          ])
    func ansiInputFiltersAndPrintsAsFzfDoes(arguments: [String]) throws {
        let fzf = URL(fileURLWithPath: FieldOptionsCommandTests.newerFzf)
        let expected = try lines(fzf, arguments)
        let printed = try lines(seek, arguments)
        if arguments.contains("--no-sort") {
            #expect(printed == expected, "the same lines in input order")
        } else {
            let (seekOnly, fzfOnly) = (Set(printed).subtracting(expected), Set(expected).subtracting(printed))
            #expect(seekOnly.isEmpty && fzfOnly.isEmpty, "\(arguments): \(seekOnly.count) only seek's, \(fzfOnly.count) only fzf's, e.g. \(Array(seekOnly.prefix(2))) \(Array(fzfOnly.prefix(2)))")
            #expect(printed.count == expected.count)
        }
        if arguments.first == "--ansi" && arguments != ["--ansi", "-f", "34m"] {
            #expect(!expected.isEmpty)
            #expect(!printed.contains { $0.contains("\u{1B}") }, "printed without escape sequences, as fzf prints them")
        }
    }

    @Test func withoutAnsiTheEscapesAreTextThatMatchesAndIsPrintedAsRead() throws {
        let line = "\u{1B}[31mred\u{1B}[0m apple\n"
        let result = try ProcessRunner.run(seek, arguments: ["-f", "31m"], input: Data(line.utf8))
        #expect(result.standardOutput == line)
        let ansi = try ProcessRunner.run(seek, arguments: ["--ansi", "-f", "31m"], input: Data(line.utf8))
        #expect(ansi.status == 1 && ansi.standardOutput.isEmpty)
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func ansiRowsShowTheirTextWithoutEscapes() throws {
        let workspace = SeekWorkspace(lines: ["\u{1B}[31mred\u{1B}[0m apple", "\u{1B}[1;32mgreen\u{1B}[m pear", "plain fig"], in: scratch)
        let tmux = try TmuxSession(width: 60, height: 10, command: workspace.command(seek, "--ansi " + workspace.items))
        defer { tmux.kill() }
        let shown = tmux.waitForCount("3/3")
        #expect(shown.satisfied)
        #expect(shown.screen.contains("red apple") && shown.screen.contains("green pear"))
        #expect(!shown.screen.contains("[31m") && !shown.screen.contains("^["), "no escape shown as text")
        tmux.type("31m")
        #expect(tmux.waitForCount("0/3").satisfied, "the escapes are not matched")
        tmux.send("C-u")
        tmux.type("red")
        #expect(tmux.waitForCount("1/3").satisfied)
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        #expect(workspace.chosenOutput() == "red apple\n", "printed without its escapes, as fzf prints it")
    }
}
