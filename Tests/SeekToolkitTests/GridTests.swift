import Testing
@testable import SeekToolkit

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
        #expect(VisibleText.truncated("abcdef", toColumns: 4) == "abc…")
        #expect(VisibleText.truncated("abc", toColumns: 4) == "abc")
        #expect(VisibleText.truncated("搜索搜索", toColumns: 5) == "搜索…")
        #expect(VisibleText.truncated("abc", toColumns: 0) == "")
    }
}

