import SeekScreen
import Testing
@testable import seek

/// fzf's options of the info line read whole: `--info right|inline:SEP`, `--separator`,
/// `--no-separator`, `--no-unicode`, `--tabstop`.
@Suite struct FzfInfoOptionTests {
    func parsed(_ words: [String]) throws -> (seek: Seek, ignored: [String]) {
        var ignored: [String] = []
        let command = try #require(try Seek.parsedCommand([words], ignored: &ignored) as? Seek)
        return (command, ignored)
    }

    @Test func everyInfoStyleOfFzfIsReadWholeAndNamedNowhere() throws {
        let right = try parsed(["--info=right"])
        #expect(right.seek.display.info == .right)
        #expect(right.ignored.isEmpty)
        let inline = try parsed(["--info", "inline:___"])
        #expect(inline.seek.display.info == InfoChoice(style: .inline, inlineSeparator: "___"))
        #expect(inline.ignored.isEmpty)
        #expect(try parsed(["--info", "inline-right"]).seek.display.info == .inlineRight)
    }

    @Test func theSeparatorRepeatsAsGivenWithoutColoursAndWithTabsExpanded() throws {
        #expect(try parsed([]).seek.display.infoSeparator == "─")
        #expect(try parsed(["--no-unicode"]).seek.display.infoSeparator == "-")
        #expect(try parsed(["--separator", "_-"]).seek.display.infoSeparator == "_-")
        #expect(try parsed(["--tabstop", "4", "--separator", "\u{1B}[33ma\tb"]).seek.display.infoSeparator == "a   b")
        #expect(try parsed(["--separator", "x", "--no-separator"]).seek.display.infoSeparator == nil)
        #expect(try parsed(["--no-separator", "--separator", "x"]).seek.display.infoSeparator == "x", "the last one wins")
    }
}

/// fzf's options of long rows, read into the row window.
@Suite struct FzfLongRowOptionTests {
    func display(_ words: [String]) throws -> DisplayOptions {
        var ignored: [String] = []
        let command = try #require(try Seek.parsedCommand([words], ignored: &ignored) as? Seek)
        #expect(ignored.isEmpty)
        return command.display
    }

    @Test func hscrollEllipsisAndKeepRightReachTheRowWindow() throws {
        let window = try display(["--hscroll-off=3", "--ellipsis", "..", "--keep-right", "--no-hscroll"]).rowWindow
        #expect(window.scrollOff == 3)
        #expect(window.ellipsis == "..")
        #expect(window.keepsRight)
        #expect(!window.followsMatch)
        let usual = try display(["--no-hscroll", "--hscroll"]).rowWindow
        #expect(usual.followsMatch && usual.scrollOff == 10 && usual.ellipsis == "··" && !usual.keepsRight)
    }
}
