import SeekMatching
import SeekModel
import SeekTestSupport
import Testing
import SeekScreen
import SeekToolkit

/// What a person sees after the keys of the search model: Esc dismisses the search and the full
/// list returns; the arrow toward the menu highlights its nearest row; Space types; a scope the
/// program chose before `/` shows in the bar. `SEEK_RECORD_SNAPSHOTS=1` records them anew.
@Suite struct KeyRuleSnapshotTests {
    let snapshots = SnapshotDirectory(forTestFile: #filePath)
    let size = TerminalSize(width: 80, height: 24)
    static let courses = ["Main", "Soup", "Dessert", "Salad"]

    func driver(_ session: SearchSession = SearchSession(), scoped: Bool = false,
                options: BrowserOptions = BrowserOptions(title: "seek · recipes")) -> BrowserDriver {
        BrowserDriver(items: ScreenSnapshotTests.recipes.map(\.name),
                      scopeOfItem: scoped ? ScreenSnapshotTests.recipes.map(\.course) : [],
                      session: session, size: size, options: options)
    }

    @Test func escDismissesTheSearchAndTheFullListReturns() {
        var state = driver()
        for character in "soup" { state.send(.user(.type(String(character)))) }
        #expect(!state.render().grid.lines.contains { $0.hasPrefix("25/25") }, "typing narrowed the list")
        state.send(.user(.escape))
        let lines = state.render().grid.lines
        #expect(lines.contains { $0.hasPrefix("25/25") }, "the full list is back")
        #expect(lines.contains { $0.contains("esc quit") }, "the next Esc leaves, and the help line says so")
        #expect(snapshots.mismatch(of: GridSnapshot(state.render().grid), named: "rule-esc-dismissed-80x24") == nil)
    }

    @Test func downHighlightsTheMenuRowUnderTheField() {
        var state = driver(SearchSession(suggestedTokens: Self.courses.map { SearchToken(field: "course", value: $0) }))
        state.send(.user(.type("s")), .user(.moveSelection(1)))
        let lines = state.render().grid.lines
        #expect(lines.contains { $0.contains("> course:Soup") }, "the first row, next to the field, is highlighted")
        #expect(snapshots.mismatch(of: GridSnapshot(state.render().grid), named: "rule-down-into-menu-80x24") == nil)
    }

    @Test func spaceTypesInTheFieldFromTheListUnderMultipleSelection() {
        var state = driver(options: BrowserOptions(title: "seek · recipes", allowsMultipleSelection: true))
        for character in "pa" { state.send(.user(.type(String(character)))) }
        state.send(.user(.moveSelection(1)), .user(.moveSelection(1)))
        for character in " it" { state.send(.user(.type(String(character)))) }
        #expect(state.browser.session.text == "pa it")
        #expect(state.browser.markedItems.isEmpty)
        #expect(snapshots.mismatch(of: GridSnapshot(state.render().grid), named: "rule-space-types-80x24") == nil)
    }

    @Test func aScopeTheProgramChoseBeforeSlashShowsInTheBar() {
        var session = SearchSession().searchScopes(
            [SearchScope("All")] + Self.courses.map { SearchScope($0, filter: SearchToken(field: "course", value: $0)) },
            activation: .onSearchPresentation)
        _ = session.send(.selectScope(at: 2))  // Soup
        var state = driver(session, scoped: true)
        #expect(state.render().grid.lines.contains { $0.hasPrefix("25/25") }, "nothing is narrowed out of sight")
        state.send(.user(.type("/")))
        #expect(state.browser.session.appliedScope?.title == "Soup")
        let lines = state.render().grid.lines
        #expect(lines.contains { $0.contains("[Soup 4]") }, "the bar shows the program's scope, not All")
        #expect(lines.contains { $0.hasPrefix("4/25") }, "the Soup scope narrows the list once shown")
        #expect(snapshots.mismatch(of: GridSnapshot(state.render().grid), named: "rule-program-scope-80x24") == nil)
    }
}
