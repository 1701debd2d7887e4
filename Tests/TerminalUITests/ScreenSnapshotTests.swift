import Matching
import SearchModel
import SearchTestSupport
import Testing
import TerminalUI

/// Whole-screen snapshots: what a person sees, rendered into a grid with no terminal.
@Suite struct ScreenSnapshotTests {
    static let items = ItemStore([
        "Spaghetti Carbonara · Italian Main",
        "Pad Thai · Thai Main",
        "Miso Soup · Japanese Soup",
        "Guacamole · Mexican Starter",
        "Tiramisu · Italian Dessert",
        "Chicken Tikka Masala · Indian Main",
        "Greek Salad · Greek Salad",
        "Pho Bo · Vietnamese Soup",
        "Bibimbap · Korean Main",
        "Shakshuka · Middle Eastern Breakfast",
        "Crème Brûlée · French Dessert",
        "麻婆豆腐 Mapo Tofu · Chinese Main",
        "Paella Valenciana · Spanish Main",
        "Pastel de Nata · Portuguese Dessert",
        "Ratatouille · French Main",
        "Caprese Salad · Italian Salad",
        "Beef Bourguignon · French Main",
        "Falafel · Middle Eastern Snack",
        "Kimchi Jjigae · Korean Soup",
        "Fish and Chips · British Main",
        "Pancakes · American Breakfast",
        "Churros · Spanish Dessert",
        "Tom Yum Goong · Thai Soup",
        "Risotto alla Milanese · Italian Main",
        "Baklava · Turkish Dessert",
    ])

    let snapshots = SnapshotDirectory(besideTestFile: #filePath)

    func render(_ browser: SearchBrowser) -> GridSnapshot {
        GridSnapshot(SearchScreen(items: Self.items).render(browser).grid)
    }

    func browser(size: TerminalSize, typing text: String = "") -> SearchBrowser {
        var browser = SearchBrowser(itemCount: Self.items.count, size: size, title: "seek · recipes")
        var effects = text.isEmpty ? [] : browser.handle(.type(text))
        let engine = MatchEngine(store: Self.items)
        while let effect = effects.first {
            effects.removeFirst()
            if case .match(let query, let generation) = effect, let snapshot = engine.match(query.text, generation: generation) {
                effects += browser.handle(.matchesArrived(snapshot))
            }
        }
        return browser
    }

    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 10)])
    func notSearchingShowsTitlePromptEveryItemAndCount(size: TerminalSize) {
        let snapshot = render(browser(size: size))
        #expect(snapshots.mismatch(of: snapshot, named: "idle-\(size.width)x\(size.height)") == nil)
    }

    @Test(arguments: [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 10)])
    func searchingShowsRankedMatchesWithHighlightsAndCount(size: TerminalSize) {
        let snapshot = render(browser(size: size, typing: "ital"))
        #expect(snapshots.mismatch(of: snapshot, named: "searching-ital-\(size.width)x\(size.height)") == nil)
    }

    @Test func movingTheSelectionDownHighlightsTheThirdRow() {
        var state = browser(size: TerminalSize(width: 40, height: 10))
        _ = state.handle(.moveSelection(2))
        let snapshot = render(state)
        #expect(snapshots.mismatch(of: snapshot, named: "selection-third-40x10") == nil)
    }

    @Test func wideCharactersTakeTwoCellsAndLongRowsEndInAnEllipsis() {
        let state = browser(size: TerminalSize(width: 30, height: 8), typing: "tofu")
        let lines = SearchScreen(items: Self.items).render(state).grid.lines
        #expect(lines[2] == "> 麻婆豆腐 Mapo Tofu · Chines…")
    }
}
