import SeekTestSupport
import SeekToolkit
import SeekUI
import Testing
@testable import colors_example
@testable import fruits_example
@testable import store_example
@testable import users_example

/// A scripted session of each ported example, run as its `main.swift` runs it, with what it returns.
@Suite(.waitsOnPrograms) struct ExampleSessionTests {
    @Test func usersExampleReturnsTheUserChosenInAGroupScope() {
        let example = UsersSearch()
        let harness = ListHarness(example.body)
        #expect(harness.terminal.waitForText("James - 35"))
        harness.terminal.press("/")
        #expect(harness.terminal.waitForText("[all 6]"))
        // Tab to "normal": Maria, Emma and James; then `a` narrows by name or age within it.
        harness.terminal.send(.tab)
        #expect(harness.terminal.waitForText("normal 3"))
        harness.terminal.press("em")
        #expect(harness.terminal.waitForScreen { lines in
            lines.contains { $0.contains("Emma - 25") } && !lines.contains { $0.contains("Ella") }
        })
        // The list writes what the user did into the example's state after each frame.
        #expect(harness.terminal.waitForScreen { _ in example.searchScope == .normal && example.searchText == "em" })
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Emma"])
    }

    @Test func usersExampleShowsTheScopeItsProgramChoseBeforeSearchAndEscDismissesThenLeaves() {
        let example = UsersSearch()
        example.searchScope = .normal
        let harness = ListHarness(example.body)
        #expect(harness.terminal.waitForText("6/6"), "a scope out of sight narrows nothing")
        harness.terminal.press("/")
        #expect(harness.terminal.waitForText("[normal 3]"), "the program's scope shows in the bar, not all")
        #expect(harness.terminal.waitForText("3/6"))
        harness.terminal.press("em")
        #expect(harness.terminal.waitForText("1/6"))
        // Esc dismisses the search as dismissSearch does: text cleared, scopes hidden, full list.
        harness.terminal.send(.escape)
        #expect(harness.terminal.waitForText("6/6"))
        #expect(harness.terminal.waitForScreen { lines in !lines.contains { $0.contains("[all") || $0.contains("[normal") } })
        #expect(harness.terminal.waitForScreen { _ in example.searchText.isEmpty && example.searchScope == .all })
        harness.terminal.send(.escape)
        #expect(harness.chosenItems()?.isEmpty == true, "with no search, Esc leaves")
    }

    @Test func usersExampleFindsAUserByAge() {
        let harness = ListHarness(UsersSearch().body)
        harness.terminal.press("30")
        #expect(harness.terminal.waitForText("1/6"))
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Ella"])
    }

    @Test func usersExampleFindsAUserByNameAndAgeTogether() {
        let harness = ListHarness(UsersSearch().body)
        // `jo` in the name and `10` in the age, each term in a field of its own.
        harness.terminal.press("jo 10")
        #expect(harness.terminal.waitForText("1/6"))
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["John"])
    }

    @Test func fruitsExampleStartsWithItsThreeTokensAndFiltersByThem() {
        let example = FruitSearch()
        example.tokens = [.banana]
        let harness = ListHarness(example.body)
        #expect(harness.terminal.waitForText("[Banana]"))
        #expect(harness.terminal.waitForText("2/6"))
        // Backspace removes the token; typing part of a label offers that token.
        harness.terminal.send(.backspace)
        #expect(harness.terminal.waitForText("6/6"))
        harness.terminal.press("pe")
        #expect(harness.terminal.waitForScreen { $0.contains { $0.contains("│  Pear") } })
        harness.terminal.send(.down, .enter)
        #expect(harness.terminal.waitForText("[Pear]"))
        #expect(harness.terminal.waitForScreen { _ in example.tokens == [.pear] })
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Pear tart"])
    }

    @Test func colorsExampleSuggestsColoursWithSwatchesAndCompletesTheName() {
        let example = ColorSearch()
        let harness = ListHarness(example.body)
        harness.terminal.press("viol")
        #expect(harness.terminal.waitForScreen { $0.contains { $0.contains("│  ██ Blue Violet") } })
        let swatch = harness.style(of: "██ Blue Violet")
        #expect(swatch?.foreground == Color(hex: "#8a2be2")?.terminalColor)
        harness.terminal.send(.down, .enter)
        #expect(harness.terminal.waitForText("/ Blue Violet"))
        #expect(harness.terminal.waitForScreen { _ in example.searchText == "Blue Violet" })
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Blue Violet"])
    }

    @Test func storeExampleSuggestsRecentSearchesAndSearchesOnlyOnSubmit() {
        let example = StoreSearch()
        let harness = ListHarness(example.body)
        harness.terminal.press("/")
        #expect(harness.terminal.waitForText("↺ desk lamp"), "\(harness.terminal.screen.joined(separator: "\n"))")
        harness.terminal.press("monitor")
        // Typing alone does not search: all six products stay listed.
        #expect(harness.terminal.waitForText("6/6"))
        harness.terminal.send(.enter)
        #expect(harness.terminal.waitForText("1/6"))
        #expect(example.recentSearches == ["monitor", "desk lamp", "chair", "notebook"])
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Monitor arm"])
    }
}
