import SeekScreen
import SeekToolkit
import Testing

/// A row with colours of its own (`--ansi`): drawn in them, with the match highlight on top.
@Suite struct ColoredRowTests {
    @Test func aRowIsDrawnInItsOwnColoursUnderTheHighlight() {
        let runs = [ColoredText.Run("red", style: CellStyle([.bold], foreground: .red)), ColoredText.Run(" apple")]
        let row = ListPane.Row(text: "red apple", highlighted: [4], colors: runs)
        var grid = Grid(size: TerminalSize(width: 20, height: 1))
        ListPane(rows: [row], hasFocus: false).render(into: &grid, in: Rect(row: 0, column: 0, width: 20, height: 1))
        // The row starts after the pointer and marker columns.
        let start = (0..<20).first { grid[0, $0].grapheme == "r" }!
        #expect(grid[0, start].style.foreground == .red && grid[0, start].style.attributes.contains(.bold))
        #expect(grid[0, start + 2].style.foreground == .red)
        #expect(grid[0, start + 3].style.foreground != .red, "the colour ends with its run")
        let highlighted = grid[0, start + 4]
        #expect(highlighted.grapheme == "a")
        #expect(highlighted.style.foreground == Theme.standard.matchedCharacters.foreground, "the highlight is on top")
    }
}
