import SeekToolkit
import Testing

/// fzf's `--min-height N[+]`: the rows a percentage height takes at least.
@Suite struct InlineHeightMinimumTests {
    @Test func aPercentageTakesAtLeastTheMinimumAndPlusAddsThePromptsRows() throws {
        var height = try InlineHeight(parsing: "40%")
        #expect(height.rows(inTerminalOfHeight: 20) == 10, "fzf's default minimum is 10")
        try height.setMinimum(parsing: "15", chromeRows: 2)
        #expect(height.rows(inTerminalOfHeight: 20) == 15)
        try height.setMinimum(parsing: "15+", chromeRows: 2)
        #expect(height.rows(inTerminalOfHeight: 20) == 17, "N+ is N rows of the list and the prompt's two")
        #expect(height.rows(inTerminalOfHeight: 12) == 12, "never more than the terminal has")
        #expect(height.rows(inTerminalOfHeight: 100) == 40, "the share when it is larger")
    }

    @Test func aMinimumDoesNotChangeAHeightInRows() throws {
        var height = try InlineHeight(parsing: "5")
        try height.setMinimum(parsing: "20+", chromeRows: 2)
        #expect(height.rows(inTerminalOfHeight: 50) == 5)
    }

    @Test func aMinimumThatIsNoNumberIsRefused() throws {
        var height = try InlineHeight(parsing: "40%")
        for text in ["", "+", "x", "-3", "20++"] {
            #expect(throws: InlineHeightError.self, "\(text)") { try height.setMinimum(parsing: text, chromeRows: 2) }
        }
    }
}
