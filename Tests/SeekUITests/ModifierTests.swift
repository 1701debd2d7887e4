import SeekTestSupport
import SeekToolkit
import SeekUI
import Synchronization
import Testing

/// Each search modifier changes what the running list does, as its SwiftUI namesake does.
@Suite(.waitsOnPrograms) struct ModifierTests {
    typealias Fruit = ProgramControlTests.Fruit

    static func list(_ text: Binding<String> = Binding("")) -> SearchableList<Fruit> {
        SearchableList(ProgramControlTests.fruits, searching: [\.name]) { Text($0.name) }.navigationTitle("Orchard")
            .searchable(text: text, placement: .drawer(always: true))
    }

    @Test func theTitleGivesItsRowToTheDrawerUnlessContentMustNotHide() {
        let plain = ListHarness(Self.list())
        plain.terminal.press("a")
        #expect(plain.terminal.waitForText("/ a"))
        #expect(!plain.terminal.screen.contains { $0.contains("Orchard") })
        plain.terminal.send(.control("c"))
        _ = plain.outcome()

        let kept = ListHarness(Self.list().searchPresentationToolbarBehavior(.avoidHidingContent))
        kept.terminal.press("a")
        #expect(kept.terminal.waitForText("/ a"))
        #expect(kept.terminal.screen.contains { $0.contains("Orchard") })
        kept.terminal.send(.control("c"))
        _ = kept.outcome()
    }

    @Test func suggestionsHiddenFromTheMenuShowInPlaceOfTheList() {
        let list = Self.list()
            .searchSuggestions { Text("Try a colour").dim(); Text("Lime").searchCompletion("lime") }
            .searchSuggestions(.hidden, for: .menu)
        let harness = ListHarness(list)
        harness.terminal.press("/")
        #expect(harness.terminal.waitForText("Try a colour"))
        // In place of the list: no row of it is shown while the suggestions are.
        #expect(!harness.terminal.screen.contains { $0.contains("Apple") })
        // Inline, the keys drive the list (as seek does); a click chooses a suggestion.
        let limeRow = harness.terminal.screen.firstIndex { $0.contains("Lime") } ?? 0
        harness.terminal.send(.mouse(MouseEvent(.press, row: limeRow, column: 4)))
        #expect(harness.terminal.waitForText("/ lime"))
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Lime"])
    }

    @Test func submitRunsTheActionWithTheSubmittedText() {
        let text = Binding("")
        let submitted = Mutex<[String]>([])
        let list = Self.list(text).onSubmit(of: .search) { submitted.withLock { $0.append(text.wrappedValue) } }
        let harness = ListHarness(list)
        harness.terminal.press("cher")
        #expect(harness.terminal.waitForText("1/4"))
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Cherry"])
        #expect(submitted.withLock { $0 } == ["cher"])
    }

    @Test func theDetailPaneShowsTheSelectedItem() {
        let list = SearchableList(ProgramControlTests.fruits) { Text($0.name) }
            .searchable(text: Binding(""), placement: .sidebar)
            .detail { ItemDetail($0.name, fields: ["colour": $0.colour.rawValue]) }
        let harness = ListHarness(list, width: 80)
        #expect(harness.terminal.waitForText("colour"))
        #expect(harness.terminal.waitForText("red"))
        harness.terminal.send(.control("c"))
        _ = harness.outcome()
    }

    @Test func ctrlOFindsInTheDetailPaneAndFollowsTheSelectedItem() {
        let list = SearchableList(ProgramControlTests.fruits) { Text($0.name) }
            .searchable(text: Binding(""), placement: .sidebar)
            .detail { ItemDetail($0.name, fields: ["colour": $0.colour.rawValue]) }
        let harness = ListHarness(list, width: 80)
        #expect(harness.terminal.waitForText("red"))
        harness.terminal.send(.control("o"), .character("e"))
        // "Apple", "colour", "red": two e's, the first current.
        #expect(harness.terminal.waitForText("1 of 2"))
        #expect(harness.terminal.waitForText("4/4"), "typing went to find, not to the search")
        harness.terminal.send(.pageDown)
        // PgDn still moves the list; find searches Lime's detail: "Lime", "green".
        #expect(harness.terminal.waitForText("1 of 3"))
        harness.terminal.send(.escape)
        #expect(harness.terminal.waitForScreen { !$0.contains { $0.contains("of 3") } }, "Esc closed find only")
        harness.terminal.send(.escape)
        #expect(harness.chosenItems()?.isEmpty == true)
    }

    @Test func severalMarkedItemsAreChosenTogether() {
        let harness = ListHarness(Self.list().allowsMultipleSelection())
        #expect(harness.terminal.waitForText("4/4"))
        harness.terminal.send(.down, .control("t"), .control("t"))
        #expect(harness.terminal.waitForText("2 marked") || harness.terminal.waitForText("(2)"))
        harness.terminal.send(.enter)
        // Down from the field enters the list on its second row; Ctrl-T marks and moves down.
        #expect(harness.chosenItems()?.map(\.name) == ["Banana", "Cherry"])
    }

    @Test func leavingChoosesNothing() {
        let harness = ListHarness(Self.list())
        #expect(harness.terminal.waitForText("4/4"))
        harness.terminal.send(.escape)
        #expect(harness.chosenItems()?.isEmpty == true)
    }
}
