import Dispatch
import SeekTestSupport
import SeekToolkit
import SeekUI
import Testing
@testable import seed_adding_suggestions
@testable import seed_color_completion
@testable import seed_core_searchable
@testable import seed_fruit_suggestions
@testable import seed_fruit_tokens
@testable import seed_model_suggestions
@testable import seed_product_scopes
@testable import seed_programmatic_search
@testable import seed_scope_activation
@testable import seed_scope_presentation
@testable import seed_scopes_without_searchable
@testable import seed_submit_query
@testable import seed_submit_search
@testable import seed_suggested_tokens
@testable import seed_suggestions_in_content
@testable import seed_suggestions_without_completion
@testable import seed_token_search
@testable import seed_token_text_filter
@testable import seed_toolbar_behavior
@testable import seed_user_scopes

/// The seeds' search examples (tokens, suggestions, scopes, focus, toolbar behaviours), each
/// run as its `@main` app runs it, doing what the seed says it does.
@Suite(.waitsOnPrograms) struct SeedSearchExampleTests {
    // MARK: Text, prompt, submit

    @Test func coreSearchableShowsItsPromptAndFiltersByTheText() {
        let harness = ViewHarness(app: CoreSearchableApp())
        #expect(harness.waitFor(showing: ["Names", "Search names", "Ada", "Margaret"]))
        harness.terminal.press("gr")
        #expect(harness.waitFor(showing: ["Grace"], hiding: ["Ada", "Margaret"]))
        harness.finish()
    }

    @Test func submitRunsTheAppsSearchOnlyOnReturn() {
        let harness = ViewHarness(app: SubmitSearchApp())
        harness.terminal.press("em")
        #expect(harness.waitFor(showing: ["em"]))
        harness.settle()
        #expect(!harness.terminal.screen.contains { $0.contains("Emma") }, "nothing is searched before Return")
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Emma", "Middlemarch"], hiding: ["Dune"]))
        harness.finish()
    }

    @Test func submittedQueryReachesTheAppsAction() {
        let harness = ViewHarness(app: SubmitQueryApp())
        harness.terminal.press("tea")
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Submitted: tea"]))
        harness.terminal.send(.backspace, .backspace, .backspace)
        harness.terminal.press("milk")
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Submitted: tea", "Submitted: milk"]))
        harness.finish()
    }

    // MARK: Suggestions

    @Test func addingSuggestionsCompleteTheTextOnReturn() {
        let harness = ViewHarness(app: AddingSuggestionsApp())
        harness.terminal.press("ap")
        #expect(harness.waitFor(showing: ["Apple", "Apricot"], hiding: ["Banana"]))
        harness.terminal.send(.down, .enter)
        #expect(harness.waitFor(showing: ["Apple"], hiding: ["Apricot"]), "the field holds Apple: only it is listed")
        harness.finish()
    }

    @Test func colorCompletionRowsShowTheDotAndFillTheName() {
        let harness = ViewHarness(app: ColorCompletionApp())
        harness.terminal.press("r")
        #expect(harness.waitFor(showing: ["● Red", "● Rose", "● Green"], hiding: ["Blue"]))
        harness.terminal.send(.down, .enter)
        #expect(harness.waitFor(showing: ["Red"], hiding: ["Rose", "Green"]))
        harness.finish()
    }

    @Test func suggestionsWithoutSearchCompletionShowButChoosingDoesNothing() {
        let wrong = ViewHarness(WrongSuggestionsView())
        wrong.terminal.press("t")
        #expect(wrong.waitFor(showing: ["Tiramisu", "Trifle", "Tarte Tatin"]))
        wrong.terminal.send(.down, .enter)
        wrong.settle()
        #expect(wrong.waitFor(showing: ["Tiramisu", "Trifle", "Tarte Tatin"]), "the wrong way: the text stays t")
        wrong.finish()

        let correct = ViewHarness(CorrectSuggestionsView())
        correct.terminal.press("t")
        #expect(correct.waitFor(showing: ["Tiramisu", "Trifle"]))
        correct.terminal.send(.down, .enter)
        #expect(correct.waitFor(showing: ["Tiramisu"], hiding: ["Trifle", "Tarte Tatin"]), "the right way: it fills the field")
        correct.finish()
    }

    @Test func fruitSuggestionsReplaceTheTextWithTheirCompletion() {
        let harness = ViewHarness(app: FruitSuggestionsApp())
        #expect(harness.waitFor(showing: ["100 Rows", "Row 0"], hiding: ["🍎"]))
        harness.terminal.press("/")
        #expect(harness.waitFor(showing: ["🍎", "🍐", "🍌"], hiding: ["pear"]))
        harness.terminal.send(.down, .down, .enter)
        #expect(harness.waitFor(showing: ["pear"]))
        harness.finish()
    }

    @Test func modelSuggestionsFollowTheTextAndComplete() {
        let harness = ViewHarness(app: ModelSuggestionsApp())
        #expect(harness.waitFor(showing: ["Apples, 1 kg"], hiding: ["Fresh apples"]))
        harness.terminal.press("app")
        #expect(harness.waitFor(showing: ["Fresh apples", "Apple juice"]))
        harness.terminal.send(.down, .down, .enter)
        #expect(harness.waitFor(showing: ["apple juice"], hiding: ["Fresh apples"]))
        harness.finish()
    }

    @Test func suggestionsHiddenForTheMenuShowInPlaceOfTheList() {
        let harness = ViewHarness(app: SuggestionsInContentApp())
        #expect(harness.waitFor(showing: ["Fruit: apple", "Fruit: banana"]))
        harness.terminal.press("ap")
        #expect(harness.waitFor(showing: ["apple", "apricot"], hiding: ["Fruit: apple", "Fruit: apricot"]))
        // Inline, the keys drive the list (as seek does); a click chooses a suggestion.
        let apricotRow = harness.terminal.screen.firstIndex { $0.contains("apricot") } ?? 0
        harness.terminal.send(.mouse(MouseEvent(.press, row: apricotRow, column: 4)))
        #expect(harness.waitFor(showing: ["/ apricot", "apricot"], hiding: ["apple"]))
        harness.finish()
    }

    // MARK: Tokens

    @Test func fruitTokensShowInTheFieldAndBackspaceRemovesTheLast() {
        let harness = ViewHarness(app: FruitTokensApp())
        #expect(harness.waitFor(showing: ["Apple", "Banana", "Pear", "Row 0"]))
        harness.terminal.send(.backspace)
        #expect(harness.waitFor(showing: ["Apple", "Banana"], hiding: ["Pear"]))
        harness.terminal.send(.backspace)
        #expect(harness.waitFor(showing: ["Apple"], hiding: ["Banana", "Pear"]))
        harness.finish()
    }

    @Test func tokenSearchFiltersByTheTextBesideItsEmptyTokens() {
        let harness = ViewHarness(app: TokenSearchApp())
        #expect(harness.waitFor(showing: ["Recipes", "Pad Thai (Thai, Easy)", "Green Curry"]))
        harness.terminal.press("pad")
        #expect(harness.waitFor(showing: ["Pad Thai"], hiding: ["Green Curry", "Spaghetti"]))
        harness.finish()
    }

    @Test func aSuggestedTokenBecomesATokenThatFilters() {
        let harness = ViewHarness(app: SuggestedTokensApp())
        #expect(harness.waitFor(showing: ["Search recipes", "Lasagne", "Tom Yum", "Tacos"]))
        harness.terminal.press("it")
        #expect(harness.waitFor(showing: ["◍ Italian"], hiding: ["Thai", "Mexican"]), "the token whose label holds the term")
        harness.terminal.send(.down, .enter)
        #expect(harness.waitFor(showing: ["Italian", "Lasagne"], hiding: ["Tom Yum", "Tacos"]))
        #expect(harness.terminal.screen[0].contains("Italian"), "the token is in the field")
        // Backspace with no text removes the token: every dish again, the field without it.
        harness.terminal.send(.backspace)
        #expect(harness.terminal.waitForScreen { lines in
            !lines[0].contains("Italian") && ["Lasagne", "Tom Yum", "Tacos"].allSatisfy { dish in lines.contains { $0.contains(dish) } }
        })
        harness.finish()
    }

    @Test func tokenAndTextFiltersCombine() {
        let harness = ViewHarness(app: TokenTextFilterApp())
        harness.terminal.press("ea")
        harness.terminal.send(.down, .enter)
        #expect(harness.waitFor(showing: ["Easy", "Spaghetti Carbonara", "Pad Thai"], hiding: ["Mushroom Risotto", "Green Curry"]))
        harness.terminal.press("pad")
        #expect(harness.waitFor(showing: ["Pad Thai"], hiding: ["Spaghetti Carbonara"]))
        harness.finish()
    }

    // MARK: Scopes

    @Test func scopesOnTextEntryAppearOnlyOnceTextIsTyped() {
        let harness = ViewHarness(app: ScopeActivationApp())
        harness.terminal.press("/")
        harness.settle()
        #expect(harness.waitFor(showing: ["Asparagus"], hiding: ["Vegetables"]), "presented, nothing typed: no scopes")
        harness.terminal.press("a")
        #expect(harness.waitFor(showing: ["All", "Fruit", "Vegetables"]))
        harness.terminal.send(.tab)
        #expect(harness.waitFor(showing: ["Apple", "Apricot"], hiding: ["Asparagus", "Carrot"]))
        harness.finish()
    }

    @Test func scopesOnSearchPresentationAppearBeforeAnythingIsTyped() {
        let harness = ViewHarness(app: ScopePresentationApp())
        #expect(harness.waitFor(showing: ["John", "Maria", "Ella"], hiding: ["moderator"]))
        harness.terminal.press("/")
        #expect(harness.waitFor(showing: ["all", "normal", "moderator", "admin"]))
        harness.terminal.send(.tab)
        #expect(harness.waitFor(showing: ["Maria"], hiding: ["John", "Ella"]), "ForEach's ids are the scopes' tags")
        harness.finish()
    }

    @Test func userScopesNarrowTheNameOrAgeSearch() {
        let harness = ViewHarness(app: UserScopesApp())
        #expect(harness.waitFor(showing: ["Search for something", "John - 10", "James - 35"]))
        harness.terminal.press("a")
        #expect(harness.waitFor(showing: ["Maria - 20", "Emma - 25", "Ella - 30", "James - 35", "moderator"],
                                hiding: ["John", "Poul"]))
        harness.terminal.send(.tab)
        #expect(harness.waitFor(showing: ["Maria - 20", "Emma - 25", "James - 35"], hiding: ["Ella"]))
        harness.terminal.send(.tab)
        #expect(harness.waitFor(showing: ["Ella - 30"], hiding: ["Maria", "Emma"]))
        harness.terminal.send(.backspace)
        harness.terminal.press("1")
        #expect(harness.waitFor(showing: ["moderator"], hiding: ["Ella", "John"]), "no moderator is 1, or has it in the name")
        harness.finish()
    }

    @Test func productScopesFilterWhileSearchingBesideTheTokens() {
        let harness = ViewHarness(app: ProductScopesApp())
        #expect(harness.waitFor(showing: ["Apple", "Pear", "Carrot", "Parsnip"]))
        harness.terminal.press("/")
        #expect(harness.waitFor(showing: ["Fruit", "Vegetable", "Apple", "Pear"], hiding: ["Carrot", "Parsnip"]))
        harness.terminal.send(.tab)
        #expect(harness.waitFor(showing: ["Carrot", "Parsnip"], hiding: ["Apple", "Pear"]))
        harness.terminal.press("car")
        #expect(harness.waitFor(showing: ["Carrot"], hiding: ["Parsnip"]))
        harness.finish()
    }

    @Test func scopesWithoutSearchableNeverAppear() {
        let wrong = ViewHarness(WrongScopesView())
        #expect(wrong.waitFor(showing: ["Soup", "Salad"]))
        wrong.terminal.press("/")
        wrong.terminal.press("s")
        wrong.settle()
        #expect(!wrong.terminal.screen.contains { $0.contains("Recent") }, "the wrong way: no scope bar")
        wrong.finish()

        let correct = ViewHarness(CorrectScopesView())
        correct.terminal.press("/")
        #expect(correct.waitFor(showing: ["All", "Recent", "Soup"]), "beside searchable, the scopes show")
        correct.finish()
    }

    // MARK: Focus

    @Test func startSearchButtonFocusesTheField() {
        // Without the button, Esc with search not presented leaves at once.
        let untouched = ViewHarness(app: ProgrammaticSearchApp())
        #expect(untouched.waitFor(showing: ["Start Search", "Hammer"]))
        untouched.terminal.send(.escape)
        #expect(untouched.ended())

        let harness = ViewHarness(app: ProgrammaticSearchApp())
        #expect(harness.waitFor(showing: ["Start Search", "Hammer"]))
        harness.terminal.send(.enter)
        harness.settle()
        harness.terminal.send(.escape)
        #expect(!harness.ended(seconds: 1), "the button presented search: the first Esc dismisses it")
        harness.terminal.send(.escape)
        #expect(harness.ended())
    }

    @Test func focusStateFollowsTheFieldBothWays() {
        let harness = ViewHarness(FocusProbe())
        #expect(harness.waitFor(showing: ["focused: false", "Focus", "Unfocus"]))
        harness.terminal.press("x")
        #expect(harness.waitFor(showing: ["focused: true"]), "typing focuses the field")
        harness.terminal.send(.down)
        #expect(harness.waitFor(showing: ["focused: false"]), "Down moves focus into the list")
        // Up to the "Focus" button and Return: the program focuses the field.
        harness.terminal.send(.home, .enter)
        #expect(harness.waitFor(showing: ["focused: true"]))
        harness.finish()
    }

    @Test func focusStateEqualsHoldsTheValueWhileTheFieldIsFocused() {
        let harness = ViewHarness(FieldFocusProbe())
        #expect(harness.waitFor(showing: ["field: none"]))
        harness.terminal.press("x")
        #expect(harness.waitFor(showing: ["field: search"]))
        harness.terminal.send(.down)
        #expect(harness.waitFor(showing: ["field: none"]))
        harness.finish()
    }

    // MARK: Toolbar behaviours

    @Test func avoidHidingContentKeepsTheTitleWhileSearching() {
        let harness = ViewHarness(app: ToolbarBehaviorApp())
        #expect(harness.waitFor(showing: ["100 Rows", "Hello World"]))
        harness.terminal.press("h")
        #expect(harness.waitFor(showing: ["100 Rows", "Hello World"]))

        let drawer = ViewHarness(DrawerProbe())
        #expect(drawer.waitFor(showing: ["Drawer title", "Hello World"]))
        drawer.terminal.press("h")
        #expect(drawer.waitFor(showing: ["Hello World"], hiding: ["Drawer title"]), "by default a drawer takes the title's line")
        drawer.finish()
        harness.finish()
    }

    @Test func aPromptHeldInAStringShowsBesideSuggestions() {
        let harness = ViewHarness(PromptProbe(prompt: "Find a dessert"))
        #expect(harness.waitFor(showing: ["Find a dessert", "Tiramisu"]))
        harness.terminal.press("x")
        #expect(harness.waitFor(showing: ["Try tiramisu"]))
        harness.finish()
    }

    @Test func minimizedFieldIsAButtonUntilSearchIsPresented() {
        let harness = ViewHarness(MinimizedProbe())
        #expect(harness.waitFor(showing: ["[/ Find]"]))
        harness.terminal.press("/")
        #expect(harness.waitFor(showing: ["Find"], hiding: ["[/ Find]"]))
        harness.finish()
    }
}

extension ViewHarness {
    /// Ends the run at once with Ctrl-C (what is open closes with it), without the Esc per
    /// layer of ``stop()``, each of which waits to see whether the run ended.
    func finish() {
        terminal.send(.control("c"))
        #expect(ended())
    }

    /// Waits until the keys sent are read and the frame after them is drawn: for a check that
    /// something did not happen.
    func settle() {
        _ = terminal.waitForScreen(seconds: 5) { _ in terminal.hasReadAllInput }
        let frames = terminal.frameCount
        _ = terminal.waitForScreen(seconds: 0.3) { _ in terminal.frameCount > frames }
    }
}

/// A view that shows its `searchFocused` state, with buttons that write it.
private struct FocusProbe: View {
    @State var text = ""
    @FocusState var isFocused: Bool

    var body: some View {
        NavigationStack {
            List {
                Button("Focus") { isFocused = true }
                Button("Unfocus") { isFocused = false }
                Text("focused: \(isFocused)")
            }
            .searchable(text: $text)
            .searchFocused($isFocused)
        }
    }
}

/// A view that shows which field its `searchFocused(_:equals:)` state names.
private struct FieldFocusProbe: View {
    enum Field: Hashable { case search }
    @State var text = ""
    @FocusState var focus: Field?

    var body: some View {
        NavigationStack {
            List {
                Text("field: \(focus == .search ? "search" : "none")")
                Text("another row")
            }
            .searchable(text: $text)
            .searchFocused($focus, equals: .search)
        }
    }
}

/// The toolbar-behaviour seed without its modifier, in a drawer.
private struct DrawerProbe: View {
    @State var text = ""

    var body: some View {
        NavigationStack {
            List { Text("Hello World") }
                .navigationTitle("Drawer title")
                .searchable(text: $text, placement: .navigationBarDrawer)
        }
    }
}

/// A field minimized with `searchToolbarBehavior(.minimize)`.
private struct MinimizedProbe: View {
    @State var text = ""

    var body: some View {
        NavigationStack {
            List { Text("Hello World") }
                .navigationTitle("Minimized")
                .searchable(text: $text, prompt: "Find")
                .searchToolbarBehavior(.minimize)
        }
    }
}

/// A prompt from a `String` variable, with suggestions.
private struct PromptProbe: View {
    let prompt: String
    @State var text = ""

    var body: some View {
        NavigationStack {
            List { Text("Tiramisu") }
                .searchable(text: $text, prompt: prompt) {
                    Text("Try tiramisu").searchCompletion("tiramisu")
                }
        }
    }
}
