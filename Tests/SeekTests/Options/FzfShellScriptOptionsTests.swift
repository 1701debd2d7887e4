import Foundation
import SeekTestSupport
import Testing
@testable import seek

/// Options fzf's own shell scripts (key-bindings.*, completion.*) pass to fzf, read by seek
/// run as fzf rather than left out with a warning on the user's screen.
@Suite(.waitsOnPrograms) struct FzfShellScriptOptionsTests {
    func parsed(_ words: [String]) throws -> (seek: Seek, ignored: [String]) {
        var ignored: [String] = []
        let command = try #require(try Seek.parsedCommand([words], ignored: &ignored) as? Seek)
        return (command, ignored)
    }

    @Test func minHeightIsReadNotIgnored() throws {
        let result = try parsed(["--height", "40%", "--min-height", "20+", "--bind=ctrl-z:ignore"])
        #expect(result.seek.display.minHeight == "20+")
        #expect(result.seek.display.height == "40%")
        #expect(result.ignored.isEmpty, "\(result.ignored)")
        #expect(try parsed(["--min-height=5"]).seek.display.minHeight == "5")
    }

    @Test func ctrlRsHighlightLineAndWrapSignAskForWhatSeekDrawsAnyway() throws {
        // seek fills the whole current line; it does not wrap, so a wrap sign never shows.
        #expect(try parsed(["--highlight-line", "--wrap-sign", "\t↳ ", "-n2..,..", "--scheme=history"]).ignored.isEmpty)
        #expect(try parsed(["--no-highlight-line"]).ignored == ["--no-highlight-line"], "seek cannot highlight less")
        #expect(try parsed(["--wrap", "--wrap-sign", ">"]).ignored == ["--wrap"], "wrapping itself is named")
    }

    @Test func aBindingToAnFzfKeyOrEventSeekLacksIsNamedAndTheOthersKept() throws {
        // A run stopped with "unknown key" before (fzf's bash completion binds click-header,
        // which seek now has).
        let result = try parsed(["--bind", "double-click:up,ctrl-a:down", "--bind=ctrl-shift-left:up"])
        #expect(result.seek.commands.bind == ["ctrl-a:down"])
        #expect(result.ignored == ["--bind double-click:up", "--bind ctrl-shift-left:up"])
        #expect(try parsed(["--bind", "click-header:up"]).ignored.isEmpty)
        let typo = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: ["--bind", "clik-header:up", "/dev/null"])
        #expect(typo.status == 2, "a name fzf does not know either is still an error")
        #expect(typo.standardError.contains("unknown key or event 'clik-header'"), "\(typo.standardError)")
    }

    @Test func aBadMinHeightIsAOneLineErrorWithStatusTwo() throws {
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: ["--height", "40%", "--min-height", "many", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("seek: --min-height: "), "\(result.standardError)")
    }
}
