import Testing
@testable import TerminalUI

@Suite struct GridTests {
    @Test func controlCharactersAreDrawnAsCaretNotationNeverAsRawBytes() {
        var grid = Grid(size: TerminalSize(width: 20, height: 1))
        grid.write("a\u{1B}[31mb\u{07}", row: 0, column: 0)
        #expect(grid.lines == ["a^[[31mb^G"])
        #expect(grid.cells.allSatisfy { cell in cell.grapheme.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } })
    }

    @Test func aWideCharacterThatDoesNotFitIsNotSplit() {
        var grid = Grid(size: TerminalSize(width: 3, height: 1))
        let end = grid.write("a搜索", row: 0, column: 0)
        #expect(end == 3)
        #expect(grid.lines == ["a搜"])
        #expect(grid[0, 2].isContinuation)
    }

    @Test func writingStopsAtTheLimit() {
        var grid = Grid(size: TerminalSize(width: 10, height: 1))
        grid.write("abcdefgh", row: 0, column: 2, limit: 5)
        #expect(grid.lines == ["  abc"])
    }

    @Test func writingOutsideTheGridIsIgnored() {
        var grid = Grid(size: TerminalSize(width: 4, height: 1))
        grid.write("abc", row: 3, column: 0)
        grid.write("abc", row: -1, column: 0)
        #expect(grid.lines == [""])
    }
}

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("搜", 2), ("é", 1), ("e\u{301}", 1), ("👍", 2), ("👍🏽", 2),
        ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("\u{1B}", 2), ("\u{202E}", 8), ("\u{200B}", 0), ("ｱ", 1), ("Ａ", 2),
    ] as [(String, Int)])
    func graphemeClustersTakeTheColumnsTheyAreDrawnIn(text: String, columns: Int) {
        #expect(DisplayWidth.of(Character(text)) == columns)
    }

    @Test func truncatedTextEndsInAnEllipsisWithinTheWidth() {
        #expect(SearchScreen.truncated("abcdef", to: 4) == "abc…")
        #expect(SearchScreen.truncated("abc", to: 4) == "abc")
        #expect(SearchScreen.truncated("搜索搜索", to: 5) == "搜索…")
        #expect(SearchScreen.truncated("abc", to: 0) == "")
    }
}

@Suite struct KeyMapTests {
    @Test func printableCharactersTypeAndBoundKeysMapToTheirActions() {
        let keys = KeyMap.standard
        #expect(keys.action(for: .character("x")) == .type("x"))
        #expect(keys.action(for: .down) == .moveSelection(1))
        #expect(keys.action(for: .control("p")) == .moveSelection(-1))
        #expect(keys.action(for: .enter) == .choose)
        #expect(keys.action(for: .escape) == .escape)
        #expect(keys.action(for: .control("c")) == .interrupt)
        #expect(keys.action(for: .left) == nil)
    }

    @Test func theHelpLineIsDrawnFromTheBindings() {
        #expect(KeyMap.standard.helpLine == "↑↓ move  tab scope  enter choose  space mark  esc clear/quit")
    }

    @Test func theHelpLineNamesOnlyTheKeysThatApplyNow() {
        let plain = SearchBrowser(itemCount: 3, size: TerminalSize(width: 80, height: 24), title: "t")
        #expect(KeyMap.standard.helpLine(for: plain) == "↑↓ move  enter choose  esc clear/quit")
        let multi = SearchBrowser(itemCount: 3, size: TerminalSize(width: 80, height: 24),
                                  options: BrowserOptions(title: "t", allowsMultipleSelection: true))
        #expect(KeyMap.standard.helpLine(for: multi) == "↑↓ move  enter choose  space mark  esc clear/quit")
    }
}
