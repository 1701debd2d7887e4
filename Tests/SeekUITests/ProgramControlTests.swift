import SeekTestSupport
import SeekToolkit
import SeekUI
import Testing

/// The program drives a running list through its bindings, as a SwiftUI app writes its state:
/// from another thread (a timer, a background result) or from a key handler.
@Suite(.waitsOnPrograms) struct ProgramControlTests {
    struct Fruit: Identifiable, Sendable {
        let name: String
        let colour: Colour
        var id: String { name }
    }

    enum Colour: String, Identifiable, Sendable, CaseIterable {
        case red, yellow, green
        var id: Self { self }
    }

    static let fruits = [Fruit(name: "Apple", colour: .red), Fruit(name: "Banana", colour: .yellow),
                         Fruit(name: "Cherry", colour: .red), Fruit(name: "Lime", colour: .green)]

    static func list(text: Binding<String>) -> SearchableList<Fruit> {
        SearchableList(fruits, searching: [\.name]) { Text($0.name) }.navigationTitle("Fruit").searchable(text: text)
    }

    /// Writes from a thread of its own, as a timer or a background task would.
    static func later(_ body: @escaping @Sendable () -> Void) {
        Thread.detach {
            usleepMilliseconds(20)
            body()
        }
    }

    @Test func textWrittenFromAnotherThreadFiltersTheRunningList() {
        let text = Binding("")
        let harness = ListHarness(Self.list(text: text))
        #expect(harness.terminal.waitForText("4/4"))
        Self.later { text.wrappedValue = "ban" }
        #expect(harness.terminal.waitForText("/ ban"))
        #expect(harness.terminal.waitForText("1/4"))
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Banana"])
    }

    @Test func whatTheUserTypesIsWrittenIntoTheTextBinding() {
        let text = Binding("")
        let harness = ListHarness(Self.list(text: text))
        harness.terminal.press("che")
        #expect(harness.terminal.waitForText("1/4"))
        #expect(harness.terminal.waitForScreen { _ in text.wrappedValue == "che" })
        harness.terminal.send(.control("u"))
        #expect(harness.terminal.waitForScreen { _ in text.wrappedValue == "" }, "clearing the field clears the binding")
        harness.terminal.send(.control("c"))
        _ = harness.outcome()
    }

    @Test func isPresentedPresentsAndDismissesTheSearch() {
        let text = Binding("")
        let isPresented = Binding(false)
        let list = SearchableList(Self.fruits) { Text($0.name) }
            .searchable(text: text, isPresented: isPresented)
            .searchToolbarBehavior(.minimize)
        let harness = ListHarness(list)
        #expect(harness.terminal.waitForText("[/ Search]"))
        Self.later { isPresented.wrappedValue = true }
        #expect(harness.terminal.waitForScreen { !$0.contains { $0.contains("[/ Search]") } })
        harness.terminal.press("li")
        #expect(harness.terminal.waitForText("1/4"))
        Self.later { isPresented.wrappedValue = false }
        #expect(harness.terminal.waitForText("[/ Search]"))
        #expect(harness.terminal.waitForText("4/4"))
        #expect(harness.terminal.waitForScreen { _ in text.wrappedValue == "" })
        harness.terminal.press("/")
        #expect(harness.terminal.waitForScreen { _ in isPresented.wrappedValue })
        harness.terminal.send(.control("c"))
        #expect(harness.outcome() != nil)
    }

    @Test func dismissSearchClearsTextAndTokensFromAnyThread() {
        let text = Binding("")
        let tokens = Binding<[Colour]>([.red])
        let dismissSearch = DismissSearchAction()
        let list = SearchableList(Self.fruits) { Text($0.name) }
            .searchable(text: text, tokens: tokens, matching: \.colour) { Text($0.rawValue) }
            .dismissSearch(dismissSearch)
        let harness = ListHarness(list)
        #expect(harness.terminal.waitForText("[red]"))
        harness.terminal.press("ch")
        #expect(harness.terminal.waitForText("1/4"))
        Self.later { dismissSearch() }
        #expect(harness.terminal.waitForText("4/4"))
        #expect(harness.terminal.waitForScreen { _ in text.wrappedValue == "" && tokens.wrappedValue.isEmpty })
        harness.terminal.send(.control("c"))
        _ = harness.outcome()
    }

    @Test func tokensWrittenWhileRunningReplaceTheFieldsTokens() {
        let text = Binding("")
        let tokens = Binding<[Colour]>([])
        let list = SearchableList(Self.fruits) { Text($0.name) }
            .searchable(text: text, tokens: tokens, matching: \.colour) { Text($0.rawValue.uppercased()) }
        let harness = ListHarness(list)
        #expect(harness.terminal.waitForText("4/4"))
        Self.later { tokens.wrappedValue = [.red] }
        #expect(harness.terminal.waitForText("[RED]"))
        #expect(harness.terminal.waitForText("2/4"))
        Self.later { tokens.wrappedValue = [.green] }
        #expect(harness.terminal.waitForScreen { $0.contains { $0.contains("[GREEN]") } && !$0.contains { $0.contains("[RED]") } })
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Lime"])
    }

    @Test func searchFocusedMovesFocusBothWays() {
        let text = Binding("")
        let isFocused = Binding(false)
        let isPresented = Binding(false)
        let list = SearchableList(Self.fruits) { Text($0.name) }.searchable(text: text, isPresented: isPresented)
            .searchFocused(isFocused)
        let harness = ListHarness(list)
        #expect(harness.terminal.waitForText("4/4"))
        // The selected row is bold while the list has focus, plain reverse while the field has it.
        func listHasFocus() -> Bool {
            guard let selected = harness.terminal.screen.first(where: { $0.hasPrefix("> ") }) else { return false }
            return harness.style(of: String(selected.dropFirst(2)))?.attributes.contains(.bold) == true
        }
        Self.later { isFocused.wrappedValue = true }
        // Focusing the field presents the search, which the list writes back once it has done so.
        #expect(harness.terminal.waitForScreen { _ in isPresented.wrappedValue && isFocused.wrappedValue && !listHasFocus() })
        // Down moves into the list: the field loses focus, and the binding says so.
        harness.terminal.send(.down)
        #expect(harness.terminal.waitForScreen { _ in !isFocused.wrappedValue && listHasFocus() })
        Self.later { isFocused.wrappedValue = true }
        #expect(harness.terminal.waitForScreen { _ in isFocused.wrappedValue && !listHasFocus() })
        Self.later { isFocused.wrappedValue = false }
        #expect(harness.terminal.waitForScreen { _ in listHasFocus() })
        harness.terminal.send(.control("c"))
        _ = harness.outcome()
    }

    @Test func aKeyHandlerDrivesTheListThroughABinding() {
        let text = Binding("")
        let list = Self.list(text: text).onKeyPress(.control("o")) { text.wrappedValue = "lime" }
        let harness = ListHarness(list)
        #expect(harness.terminal.waitForText("4/4"))
        harness.terminal.send(.control("o"))
        #expect(harness.terminal.waitForText("1/4"))
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Lime"])
    }

    @Test func aListThatStartsSearchingStartsInTheProgramsScope() {
        let text = Binding("ch")
        let scope = Binding<Colour?>(.red)
        let list = Self.list(text: text)
            .searchScopes(scope, scopes: [nil] + Colour.allCases.map(Optional.some),
                          matching: { fruit, scope in scope == nil || fruit.colour == scope }) { Text($0?.rawValue ?? "All") }
        let harness = ListHarness(list)
        #expect(harness.terminal.waitForText("[red 1]"))
        harness.terminal.send(.enter)
        #expect(harness.chosenItems()?.map(\.name) == ["Cherry"])
        #expect(scope.wrappedValue == .red)
    }

    @Test func theScopeWrittenWhileRunningIsSelected() {
        let text = Binding("")
        let scope = Binding<Colour?>(nil)
        let list = Self.list(text: text)
            .searchScopes(scope, activation: .onSearchPresentation, scopes: [nil] + Colour.allCases.map(Optional.some),
                          matching: { fruit, scope in scope == nil || fruit.colour == scope }) { Text($0?.rawValue ?? "All") }
        let harness = ListHarness(list)
        harness.terminal.press("/")
        #expect(harness.terminal.waitForText("[All 4]"))
        Self.later { scope.wrappedValue = .red }
        #expect(harness.terminal.waitForText("[red 2]"))
        #expect(harness.terminal.waitForText("2/4"))
        harness.terminal.send(.tab)
        #expect(harness.terminal.waitForScreen { _ in scope.wrappedValue == .yellow })
        harness.terminal.send(.control("c"))
        _ = harness.outcome()
    }
}
