import SeekScreen
import SeekToolkit
import Testing
@testable import SeekUI

/// Rows, pills and suggestion rows the caller draws: the runs, their styles laid over the
/// component's, columns and swatches.
@Suite struct ViewVocabularyTests {
    @Test func columnsPadAndCutToTheirWidth() {
        #expect(Text("tea").frame(width: 6).plainText == "tea   ")
        #expect(Text("tea").frame(width: 6, alignment: .trailing).plainText == "   tea")
        #expect(Text("chamomile").frame(width: 6).plainText == "chamo…")
        #expect(Text("漢字漢字").frame(width: 5).plainText == "漢字…")
        #expect(Text("x").frame(width: 0).plainText == "")
    }

    @Test func anHStackPutsItsViewsApartAndKeepsTheirStyles() {
        let view = HStack(spacing: 2) {
            Swatch(.red)
            Text("Red").bold()
        }
        #expect(view.plainText == "██  Red")
        #expect(view.runs.first?.style.foreground == .red)
        #expect(view.runs.last?.style.attributes == .bold)
    }

    @Test func aCallerDrawnRowKeepsItsColoursAndTheSelectionsReverse() {
        let runs = HStack { Text("Gold").foregroundStyle(.yellow); Text("#ffd700").dim() }.runs
        var pane = ListPane(rows: [ListPane.Row(text: "ignored", isSelected: true), ListPane.Row(text: "ignored")], hasFocus: false)
        pane.rows[0].runs = runs
        pane.rows[1].runs = runs
        var grid = Grid(size: TerminalSize(width: 20, height: 2))
        pane.render(into: &grid, in: Rect(row: 0, column: 0, width: 20, height: 2))
        #expect(grid.lines == ["> Gold #ffd700", "  Gold #ffd700"])
        #expect(grid[0, 2].style.foreground == .yellow)
        #expect(grid[0, 2].style.attributes.contains(.reverse))
        #expect(grid[1, 2].style.foreground == .yellow)
        #expect(!grid[1, 2].style.attributes.contains(.reverse))
        #expect(grid[1, 7].style.attributes.contains(.dim))
    }

    @Test func aCallerDrawnSuggestionWidensItsPopupAndKeepsItsSwatch() {
        let runs = HStack { Swatch(.blue); Text("Blue Violet") }.runs
        let popup = SuggestionPopup(rows: [SuggestionPopup.Row(title: "x", isChoosable: true, runs: runs)], highlightedIndex: nil)
        let frame = popup.frame(below: Rect(row: 0, column: 0, width: 40, height: 1), opensUpward: false,
                                within: Rect(row: 0, column: 0, width: 40, height: 10))
        var grid = Grid(size: TerminalSize(width: 40, height: 10))
        popup.render(into: &grid, in: frame)
        #expect(grid.lines[2].hasPrefix("│  ██ Blue Violet"))
        #expect(grid[2, 3].style.foreground == .blue)
    }

    @Test func tokenPillsShowTheCallersLabelInBrackets() {
        var field = SearchField(pills: ["token0: apple"], text: "pie", prompt: "Search", showsCursor: true)
        field.pillRuns = [Text("Apple").foregroundStyle(.red).runs]
        var grid = Grid(size: TerminalSize(width: 30, height: 1))
        field.render(into: &grid, in: Rect(row: 0, column: 0, width: 30, height: 1))
        #expect(grid.lines == ["/ [Apple] pie"])
        #expect(grid[0, 3].style.foreground == .red)
        #expect(grid[0, 3].style.attributes.contains(.bold))
    }

    @Test func matchedCharactersOfACallerDrawnRowAreHighlighted() {
        let row: (PerFieldMatchingTests.Contact) -> [ColoredText.Run] = { contact in
            HStack { Text(contact.name); Text(contact.city).dim() }.runs
        }
        let search = ItemSearch(items: PerFieldMatchingTests.contacts, fields: [{ $0.name }], row: row,
                                tokenBridge: nil, scopeBridge: nil, detail: nil)
        let runs = search.rowRuns(ofItem: 0, columns: 40, query: "love") ?? []
        let highlighted = runs.filter { $0.style.foreground == Theme.standard.matchedCharacters.foreground }.map { $0.text }
        #expect(highlighted == ["Love"])
        #expect(runs.map { $0.text }.joined() == "Ada Lovelace London")
    }

    @Test func anErrorSaysTheStatusAProgramExitsWith() {
        #expect(SearchableListError.signal(15).exitStatus == 143)
        #expect(SearchableListError.terminal("no terminal").exitStatus == 2)
    }
}
