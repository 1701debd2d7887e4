import ArgumentParser
import Foundation
import SeekTestSupport
import Testing
@testable import seek

/// Every option fzf 0.74.5 accepts (the `case` labels of its `options.go` and its `--help`),
/// given in `FZF_DEFAULT_OPTS` with a typical value, either works or is named in the one warning
/// line, and the run goes on: the table below is fzf's list, kept apart from seek's own
/// (``FzfOption/all``) so that an option seek's table lacks fails here.
@Suite(.waitsOnPrograms) struct FzfDefaultOptionsToleranceTests {
    /// fzf's options, each with the words of a typical use (value included).
    static let fzfOptions: [[String]] = [
        ["+0"], ["+1"], ["+2"], ["+c"], ["+e"], ["+i"], ["+m"], ["+s"], ["+x"],
        ["--accept-nth", "1"], ["--algo", "v1"], ["--ambidouble"], ["--ansi"], ["--async"], ["--bash"],
        ["--bench", "1ms"], ["--bind", "ctrl-a:up"], ["--black"], ["--bold"], ["--border"], ["--border", "double"],
        ["--border-label", "hi"], ["--border-label-pos", "3"], ["--clear"], ["--color", "dark"], ["--color"], ["--cycle"],
        ["--delimiter", ":"], ["--disabled"], ["--ellipsis", ".."], ["--enabled"], ["--exact"], ["--exit-0"],
        ["--expect", "ctrl-a"], ["--extended"], ["--extended-exact"], ["--filepath-word"], ["--filter", "a"],
        ["--fish"], ["--footer", "hi"], ["--footer-border"], ["--footer-border", "line"], ["--footer-label", "hi"],
        ["--footer-label-pos", "2"], ["--force-tty-in"], ["--freeze-left", "1"], ["--freeze-right", "1"],
        ["--gap"], ["--gap", "2"], ["--gap-line"], ["--gap-line", "-"], ["--ghost", "type here"], ["--gutter", " "],
        ["--gutter-raw", " "], ["--header", "hi"], ["--header-border"], ["--header-first"], ["--header-label", "hi"],
        ["--header-label-pos", "2"], ["--header-lines", "1"], ["--header-lines-border"], ["--height", "40%"],
        ["--height", "~40%"], ["--height", "-3"], ["--highlight-line"], ["--history", "/tmp/seek-fzf-tolerance-history"],
        ["--history-size", "100"], ["--hscroll"], ["--hscroll-off", "5"], ["--id-nth", "1"], ["--ignore-case"],
        ["--info", "inline"], ["--info", "inline-right"], ["--info", "right"], ["--info-command", "echo hi"],
        ["--inline-info"], ["--input-border"], ["--input-label", "hi"], ["--input-label-pos", "2"],
        ["--jump-labels", "abc"], ["--keep-right"], ["--layout", "reverse"], ["--list-border"], ["--list-border", "rounded"],
        ["--list-label", "hi"], ["--list-label-pos", "2"], ["--listen"], ["--listen", "6266"], ["--listen-unsafe", "6266"],
        ["--literal"], ["--margin", "1"], ["--marker", "*"], ["--marker-multi-line", "abc"], ["--min-height", "5"],
        ["--multi"], ["--multi", "3"], ["--multi-line"], ["--no-256"], ["--no-ambidouble"], ["--no-ansi"],
        ["--no-black"], ["--no-bold"], ["--no-border"], ["--no-border-label"], ["--no-clear"], ["--no-color"],
        ["--no-cycle"], ["--no-exact"], ["--no-exit-0"], ["--no-expect"], ["--no-extended"], ["--no-filepath-word"],
        ["--no-footer"], ["--no-footer-border"], ["--no-footer-label"], ["--no-force-tty-in"], ["--no-gap"],
        ["--no-gap-line"], ["--no-header"], ["--no-header-border"], ["--no-header-first"], ["--no-header-label"],
        ["--no-header-lines"], ["--no-header-lines-border"], ["--no-height"], ["--no-highlight-line"], ["--no-history"],
        ["--no-hscroll"], ["--no-id-nth"], ["--no-ignore-case"], ["--no-info"], ["--no-info-command"],
        ["--no-inline-info"], ["--no-input"], ["--no-input-border"], ["--no-input-label"], ["--no-keep-right"],
        ["--no-list-border"], ["--no-list-label"], ["--no-listen"], ["--no-listen-unsafe"], ["--no-literal"],
        ["--no-margin"], ["--no-mouse"], ["--no-multi"], ["--no-multi-line"], ["--no-padding"], ["--no-phony"],
        ["--no-popup"], ["--no-preview"], ["--no-preview-border"], ["--no-preview-label"], ["--no-print-query"],
        ["--no-print0"], ["--no-raw"], ["--no-read0"], ["--no-reverse"], ["--no-scrollbar"], ["--no-select-1"],
        ["--no-separator"], ["--no-sort"], ["--no-sync"], ["--no-tac"], ["--no-tail"], ["--no-tmux"], ["--no-track"],
        ["--no-tty-default"], ["--no-unicode"], ["--no-winpty"], ["--no-wrap"], ["--no-wrap-word"], ["--nth", "2"],
        ["--nushell"], ["--padding", "1"], ["--phony"], ["--pointer", ">"], ["--popup"], ["--preview", "cat {}"],
        ["--preview-border"], ["--preview-border", "line"], ["--preview-label", "hi"], ["--preview-label-pos", "2"],
        ["--preview-window", "right:50%"], ["--preview-wrap-sign", ">"], ["--print-query"], ["--print0"],
        ["--profile-block", "/tmp/p"], ["--profile-cpu", "/tmp/p"], ["--profile-mem", "/tmp/p"],
        ["--profile-mutex", "/tmp/p"], ["--prompt", "> "], ["--proxy-script", "/tmp/p"], ["--query", "a"], ["--raw"],
        ["--read0"], ["--reverse"], ["--scheme", "path"], ["--scroll-off", "3"], ["--scrollbar"], ["--scrollbar", "|"],
        ["--select-1"], ["--separator", "-"], ["--smart-case"], ["--sort"], ["--style", "full"], ["--sync"],
        ["--tabstop", "4"], ["--tac"], ["--tail", "100"], ["--threads", "2"], ["--tiebreak", "index"], ["--tmux"],
        ["--tmux", "center,80%"], ["--toggle-sort", "ctrl-r"], ["--track"], ["--tty-default", "/dev/tty"],
        ["--unicode"], ["--walker", "file,follow"], ["--walker-root", "/tmp"], ["--walker-skip", ".git"],
        ["--with-nth", "1"], ["--with-shell", "bash -c"], ["--wrap"], ["--wrap-sign", ">"], ["--wrap-word"],
        ["--zsh"], ["-0"], ["-1"], ["-d", ":"], ["-e"], ["-f", "a"], ["-i"], ["-m"], ["-n", "1"], ["-q", "a"], ["-s"],
        ["-x"],
    ]

    /// The options that end the run before it starts, as fzf's do (help, version, shell scripts).
    static let endingOptions: Set<String> = ["--help", "-h", "--version", "--man", "--bash", "--zsh", "--fish"]

    @Test func everyFzfOptionInTheDefaultsIsReadWithItsValueAndNamedOnlyWhenSeekLacksIt() throws {
        let kinds = try RepeatedOptions.kinds(toolInfo: Seek._dumpHelp())
        for words in Self.fzfOptions {
            let name = words[0]
            let option = try #require(FzfOption.named(name), "\(name) is missing from seek's table of fzf's options")
            // A flag after the option shows its value was taken as fzf takes it, not more or less.
            let sentinel = name.contains("print-query") ? "--tac" : "--print-query"
            var normalizer = ArgumentNormalizer { kinds }
            let result: ArgumentNormalizer.Result
            do {
                result = try normalizer.normalized([words + [sentinel], []])
            } catch {
                Issue.record("\(words): \(error)")
                continue
            }
            #expect(result.arguments.last == sentinel, "\(words) took the word after it: \(result.arguments)")
            // What is named comes from the parser's one table: the option's reading of this value.
            let use = try option.use(written: name, value: words.count > 1 ? words[1] : nil)
            if use.reading == .ignored {
                #expect(result.ignored.count == 1 && result.ignored[0].hasPrefix(name), "\(words): \(result.ignored)")
            } else {
                #expect(result.ignored == (use.note.map { [$0] } ?? []), "\(words): \(result.ignored)")
            }
        }
    }

    @Test func allOfFzfsOptionsInTheDefaultsAtOnceParse() throws {
        var ignored: [String] = []
        let words = Self.fzfOptions.filter { !Self.endingOptions.contains($0[0]) }.flatMap { $0 }
        let command = try Seek.parsedCommand([words, ["--filter", "a"]], ignored: &ignored)
        #expect(command is Seek)
        #expect(ignored.count > 10, "\(ignored)")
    }

    @Test func everyOptionSeekLacksGivenAtOnceIsNamedInOneLineAndTheRunGoesOn() throws {
        let unsupported = Self.fzfOptions.filter { FzfOption.named($0[0])?.reading == .ignored }
        #expect(unsupported.count > 15, "the list is fzf's, many of them unsupported")
        let quoted = unsupported.flatMap { $0 }.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let scratch = ScratchFolder(named: "seek-fzf-tolerance")
        let fzf = scratch.path(of: "fzf")
        if !FileManager.default.fileExists(atPath: fzf) {
            try FileManager.default.createSymbolicLink(atPath: fzf, withDestinationPath: ProcessRunner.seekExecutable.path)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["FZF_DEFAULT_OPTS_FILE"] = nil
        environment["FZF_DEFAULT_OPTS"] = quoted.joined(separator: " ")
        let result = try ProcessRunner.run(URL(fileURLWithPath: fzf), arguments: ["--filter", "ap"],
                                           input: Data("apple\nbanana\n".utf8), environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "apple\n")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardError)")
        for words in unsupported {
            // The last use of each family counts (`--tmux center` after `--popup`), as fzf reads them.
            let family = FzfOption.named(words[0])?.family
            let namesOfFamily = unsupported.map { $0[0] }.filter { FzfOption.named($0)?.family == family }
            #expect(namesOfFamily.contains { lines.first?.contains($0) == true }, "\(words[0]) is not named: \(result.standardError)")
        }
    }
}
