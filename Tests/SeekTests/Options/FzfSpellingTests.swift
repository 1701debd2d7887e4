import Foundation
import SeekCommands
import SeekScreen
import SeekTestSupport
import Testing
@testable import seek

/// fzf's ways of writing options (``ArgumentNormalizer``), read into the options seek parses:
/// glued short values, negations where the last one wins, and fzf's options seek does not
/// implement left out and named.
@Suite(.waitsOnPrograms) struct FzfSpellingTests {
    /// The command `words` ask for, and what the warning line names.
    func parsed(_ sources: [String]...) throws -> (seek: Seek, ignored: [String]) {
        var ignored: [String] = []
        let command = try #require(try Seek.parsedCommand(sources, ignored: &ignored) as? Seek)
        return (command, ignored)
    }

    @Test func shortOptionsTakeTheirValueGluedOn() throws {
        let command = try parsed(["-f1", "-q55", "-d:", "-n2"]).seek
        #expect(command.search.filter == "1")
        #expect(command.search.query == "55")
        #expect(command.input.delimiter == ":")
        #expect(command.input.nth == "2")
        #expect(try parsed(["-f-x"]).seek.search.filter == "-x", "a glued value may start with a dash")
        #expect(try parsed(["-f", "+s"]).seek.search.filter == "+s", "the next word is the value whatever it is")
    }

    @Test func shortOptionsAreNotBundledAsFzfDoesNot() {
        for bundle in ["-ie", "-em", "-1e", "-h1"] {
            #expect(throws: (any Error).self, "\(bundle)") { try parsed([bundle]) }
        }
    }

    @Test(arguments: [
        ("--multi", "+m"), ("-m", "--no-multi"), ("--tac", "--no-tac"), ("--ansi", "--no-ansi"), ("--read0", "--no-read0"),
        ("--print0", "--no-print0"), ("--sync", "--async"), ("--sync", "--no-sync"), ("-1", "+1"), ("--select-1", "--no-select-1"),
        ("-0", "+0"), ("--exit-0", "--no-exit-0"), ("--print-query", "--no-print-query"), ("--cycle", "--no-cycle"),
        ("-e", "+e"), ("--exact", "--no-exact"), ("--disabled", "--enabled"), ("--phony", "--no-phony"), ("+s", "-s"), ("--no-sort", "--sort"),
    ])
    func theLastOfAFlagAndItsNegationWins(on: String, off: String) throws {
        func flags(_ command: Seek) -> [Bool] {
            [command.output.multi, command.search.tac, command.input.ansi, command.input.read0, command.output.print0,
             command.input.sync, command.output.selectOne, command.output.exitZero, command.output.printQuery,
             command.display.cycle, command.search.exact, command.commands.disabled, command.search.noSort]
        }
        let plain = flags(try parsed([]).seek)
        let turnedOn = flags(try parsed([on]).seek)
        #expect(turnedOn != plain, "\(on) sets something")
        #expect(flags(try parsed([on, off]).seek) == plain, "\(on) \(off)")
        #expect(flags(try parsed([off, on]).seek) == turnedOn, "\(off) \(on)")
        #expect(flags(try parsed([on], [off]).seek) == plain, "the command line's negation turns off the defaults' option")
    }

    @Test func theLastOfAValueAndItsNegationWins() throws {
        let cases: [(option: [String], negation: String, value: (Seek) -> String?)] = [
            (["--preview", "cat {}"], "--no-preview", { $0.commands.preview }),
            (["--header", "h"], "--no-header", { $0.display.header }),
            (["--height", "40%"], "--no-height", { $0.display.height }),
            (["--expect", "ctrl-a"], "--no-expect", { $0.commands.expect.isEmpty ? nil : $0.commands.expect.joined(separator: ",") }),
            (["--tail", "5"], "--no-tail", { $0.input.tail.map(String.init) }),
            (["--header-lines", "2"], "--no-header-lines", { String($0.display.headerLines) }),
            (["--history", "/tmp/h"], "--no-history", { $0.search.noHistory ? nil : $0.search.history }),
        ]
        for (option, negation, value) in cases {
            let plain = value(try parsed([]).seek)
            let given = value(try parsed(option).seek)
            #expect(given != plain, "\(option)")
            #expect(value(try parsed(option + [negation]).seek) == plain, "\(option) \(negation)")
            #expect(value(try parsed([negation] + option).seek) == given, "\(negation) \(option)")
        }
    }

    /// fzf 0.74.5 adds up the keys of every `--expect` (`--expect ctrl-a --expect ctrl-b` chooses
    /// with either), across the defaults and the command line; `--no-expect` clears those before it.
    @Test func everyExpectAddsItsKeysUntilANoExpect() throws {
        #expect(try parsed(["--expect", "ctrl-a", "--expect=ctrl-b,ctrl-c"]).seek.commands.expect == ["ctrl-a", "ctrl-b,ctrl-c"])
        #expect(try parsed(["--expect", "ctrl-a"], ["--expect", "ctrl-b"]).seek.commands.expect == ["ctrl-a", "ctrl-b"])
        #expect(try parsed(["--expect", "ctrl-a"], ["--no-expect", "--expect", "ctrl-b"]).seek.commands.expect == ["ctrl-b"])
        #expect(try parsed(["--expect", "ctrl-a", "--expect", "ctrl-b", "--no-expect"]).seek.commands.expect.isEmpty)
        let many = (0..<1000).flatMap { ["--expect", $0.isMultiple(of: 2) ? "ctrl-a" : "ctrl-b"] }
        #expect(try parsed(many).seek.commands.expect.count == 1000, "many uses stay linear and all count")
    }

    @Test func theKeysOfEveryExpectChoose() throws {
        let options = try parsed(["--expect", "ctrl-a", "--expect", "ctrl-b,ctrl-c"]).seek.commands
        let setup = try CommandSetup(options: options, delimiter: nil)
        #expect(setup.expectsKeys)
        for name in ["ctrl-a", "ctrl-b", "ctrl-c"] {
            let key = try #require(KeyName.event(named: name))
            #expect(setup.bindings.keys[key] == [.chooseByKey(name)], "\(name)")
        }
    }

    @Test func theLastCaseOptionWins() throws {
        func matching(_ words: String...) throws -> String {
            let search = try parsed(words).seek.search
            return search.ignoreCase ? "ignore" : search.respectCase ? "respect" : "smart"
        }
        #expect(try matching("-i", "+i") == "respect")
        #expect(try matching("+i", "-i") == "ignore")
        #expect(try matching("-i", "--smart-case") == "smart")
        #expect(try matching("--no-ignore-case", "--ignore-case", "+i") == "respect")
    }

    @Test func fzfsOtherSpellingsAreReadAsSeeksOptions() throws {
        #expect(try parsed(["--reverse"]).seek.display.layout == .reverse)
        #expect(try parsed(["--reverse", "--no-reverse"]).seek.display.layout == .default)
        #expect(try parsed(["--inline-info"]).seek.display.info == .inline)
        #expect(try parsed(["--no-info"]).seek.display.info == .hidden)
        #expect(try parsed(["--ghost", "type here"]).seek.display.placeholder == "type here")
        #expect(try parsed(["+c"]).seek.display.noColor)
        #expect(try parsed(["--extended-exact"]).seek.search.exact)
        #expect(try parsed(["--border", "sharp"]).seek.display.borders.borderStyle == "sharp")
        #expect(try parsed(["--border", "--border=none"]).seek.display.borders.borderStyle == nil)
        #expect(try parsed(["--list-border", "--no-list-border"]).seek.display.borders.listBorder == "none")
        #expect(try parsed(["--input-border", "--input-label", "in"]).seek.display.borders.inputBorder == "rounded")
        #expect(try parsed(["--border-label", "x", "--no-border-label"]).seek.display.borders.borderLabel == nil)
        #expect(try parsed(["-m0"]).seek.output.multi == false, "fzf's limit of 0 turns --multi off")
    }

    @Test func fzfOptionsSeekDoesNotImplementAreNamedOnceAndLeftOut() throws {
        let result = try parsed(["--ambidouble", "--tmux", "--height", "40%", "-m", "--ambidouble", "--no-bold"])
        #expect(result.ignored == ["--tmux", "--ambidouble", "--no-bold"], "in the order of each one's last use")
        #expect(result.seek.output.multi)
        #expect(result.seek.display.height == "40%")
        // An option turned back to what seek does anyway is not named.
        #expect(try parsed(["--literal", "--no-literal", "--track", "--no-track"]).ignored.isEmpty)
    }

    @Test func valuesSeekReadsInPartAreNamedWithWhatSeekDoes() throws {
        let result = try parsed(["--height", "~40%", "-m5", "--border", "double"])
        #expect(result.seek.display.height == "40%")
        #expect(result.seek.output.multiLimit == 5, "fzf's limit on marks")
        #expect(result.seek.display.borders.borderStyle == "double")
        #expect(result.ignored == ["--height ~40% (as 40%)"])
        // The last of -mN, -m and +m wins, as in fzf.
        #expect(try parsed(["-m5", "+m"]).seek.output.multiLimit == nil)
        #expect(try parsed(["-m5", "-m"]).seek.output.multiLimit == nil)
        #expect(try parsed(["+m", "--multi", "3"]).seek.output.multiLimit == 3)
    }

    @Test func walkerRootTakesFoldersWhileTheyComeAndWalksTheFirst() throws {
        let scratch = ScratchFolder(named: "seek-fzf-roots")
        let (first, second) = (scratch.path(of: "one"), scratch.path(of: "two"))
        for folder in [first, second] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let result = try parsed(["--walker-root", first, second, "-fa"])
        #expect(result.seek.input.walkerRoot == first)
        #expect(result.seek.input.file == nil, "the second folder is a root, not a file to read")
        #expect(result.ignored == ["--walker-root \(second) (only \(first) is walked)"])
        #expect(try parsed(["--walker-root", "nosuch"]).seek.input.walkerRoot == "nosuch", "a root that is no folder is still named, to be refused")
    }

    @Test func aBindingToAnFzfActionSeekLacksIsNamedAndTheOthersKept() throws {
        let result = try parsed(["--bind", "ctrl-/:toggle-raw,f2:toggle-preview", "--bind=f3:toggle-wrap"])
        #expect(result.seek.commands.bind == ["f2:toggle-preview"])
        #expect(result.ignored == ["--bind ctrl-/:toggle-raw", "--bind f3:toggle-wrap"])
        #expect(try parsed(["--bind", "f4:no-such-action"]).seek.commands.bind == ["f4:no-such-action"], "left for seek's error")
    }

    @Test func previewWindowTokensOnlyFzfReadsAreNamedAndTheRestKept() throws {
        let result = try parsed(["--preview", "cat {}", "--preview-window", "up:40%,border-rounded,~3,follow,next,<80(down,50%)"])
        #expect(result.seek.commands.previewWindow == ["up,40%,border-rounded,~3,follow,<80(down,50%)"])
        #expect(result.ignored == ["--preview-window next"])
        // Each use applies over the one before, as fzf reads them.
        #expect(try parsed(["--preview-window", "follow", "--preview-window", "~4"]).seek.commands.previewWindow == ["follow", "~4"])
        #expect(PreviewWindow.tokens(of: "right:50%,<80(up,40%)") == ["right", "50%", "<80(up,40%)"])
        // A token fzf does not read either stays, for seek's one-line error.
        #expect(try parsed(["--preview-window", "up,sideways"]).seek.commands.previewWindow == ["up,sideways"])
    }

    @Test func anOptionalValueIsNeverAFileThatIsThere() throws {
        let scratch = ScratchFolder(named: "seek-fzf-spelling")
        let file = scratch.file("notes", "a\n")
        let command = try parsed(["--border", file]).seek
        #expect(command.display.borders.borderStyle == "rounded")
        #expect(command.input.file == file)
        #expect(try parsed(["--border", "sharp"]).seek.input.file == nil, "a style that is no file is the style")
    }

    @Test func aWordAfterSeeksOwnValueOptionIsItsValue() throws {
        #expect(try parsed(["--title", "+m"]).seek.display.title == "+m")
        #expect(try parsed(["--title=", "-f", "x"]).seek.display.title == "")
        #expect(try parsed(["--", "+m"]).seek.input.file == "+m", "after -- a word is a file")
    }

    @Test func aValueNeverSpansTheDefaultsAndTheCommandLine() {
        #expect(throws: (any Error).self) { try parsed(["--query"], ["-m"]) }
    }

    @Test func readingIsLinearInTheNumberOfWords() {
        // Glued values and negations, as a generated FZF_DEFAULT_OPTS or alias might repeat them.
        let words = (0..<20_000).flatMap { ["-q\($0)", $0 % 2 == 0 ? "+m" : "-m", "--no-bold"] }
        let ratio = GrowthRatio.of(small: 2_000, large: 20_000) { count in
            _ = try? Seek.parsedCommand(Array(words.prefix(count * 3)))
        }
        #expect(ratio < 30, "\(ratio)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FieldOptionsCommandTests.newerFzf), "fzf 0.74 is not installed"))
    func everyOptionInTheTableIsOneFzfAccepts() throws {
        let fzf = URL(fileURLWithPath: FieldOptionsCommandTests.newerFzf)
        let values: [String: String] = [
            "--height": "10", "--scheme": "path", "--tiebreak": "index", "--walker": "file", "--layout": "reverse",
            "--info": "inline", "--preview-window": "right", "--style": "full", "--algo": "v1", "--expect": "ctrl-a",
            "--bind": "ctrl-a:up", "--toggle-sort": "ctrl-a", "--bench": "1ms", "--min-height": "5",
            "--marker-multi-line": "abc", "--tty-default": "/dev/tty", "-d": ":", "--delimiter": ":",
            "--history": ScratchFolder(named: "seek-fzf-history").path(of: "history"),
        ]
        for option in FzfOption.all {
            for name in option.names {
                var arguments = ["--filter", "a", name]
                switch option.value {
                case .required: arguments.append(values[name] ?? "1")
                case .folders: arguments.append("/tmp")
                default: break
                }
                let result = try ProcessRunner.run(fzf, arguments: arguments, input: Data("a\n".utf8))
                #expect(!result.standardError.contains("unknown option"), "\(arguments): \(result.standardError)")
            }
        }
        for unknown in ["-ie", "-h1", "+q", "--no-such-option"] {
            let result = try ProcessRunner.run(fzf, arguments: ["--filter", "a", unknown], input: Data("a\n".utf8))
            #expect(result.status == 2 && FzfOption.named(unknown) == nil, "\(unknown)")
        }
    }
}
