import SeekTestSupport
import SeekToolkit
import SeekUI
import Testing
@testable import seed_color_search
@testable import seed_recipe_list
@testable import seed_scoped_search
@testable import seed_searching_example
@testable import seed_store_search
@testable import seed_weather_city_list

/// Each ported seed example, run as its `@main` app runs it, doing what the seed says it does.
@Suite(.waitsOnPrograms) struct SeedExampleTests {
    @Test func recipeListFiltersWithTheAppsOwnCaseInsensitivePredicate() {
        let harness = ViewHarness(app: RecipeListApp())
        #expect(harness.waitFor(showing: ["Recipes", "Find a recipe", "Spaghetti Carbonara", "Mushroom Risotto"]))
        // `localizedCaseInsensitiveContains`, not fuzzy matching: "sa" is in "Caesar Salad" only.
        harness.terminal.press("sa")
        #expect(harness.waitFor(showing: ["Caesar Salad"], hiding: ["Spaghetti Carbonara", "Pancakes"]))
        harness.terminal.press("LA")
        #expect(harness.waitFor(showing: ["Caesar Salad"], hiding: ["Chicken Curry"]))
        harness.terminal.send(.backspace, .backspace, .backspace, .backspace)
        #expect(harness.waitFor(showing: ["Spaghetti Carbonara", "Pancakes", "Caesar Salad"]))
        harness.stop()
    }

    @Test func searchingExampleSeesIsSearchingInTheChildOfTheSearchableView() {
        let harness = ViewHarness(app: SearchingExampleApp())
        #expect(harness.waitFor(showing: ["Not searching"]))
        harness.terminal.press("/")
        #expect(harness.waitFor(showing: ["Searching"], hiding: ["Not searching"]))
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["Not searching"]))
        harness.terminal.press("x")
        #expect(harness.waitFor(showing: ["Searching"], hiding: ["Not searching"]), "typing presents search")
        harness.stop()
    }

    @Test func weatherOverlayShowsResultsWhileSearchingAndDismissSearchClearsIt() {
        let harness = ViewHarness(app: WeatherApp())
        #expect(harness.waitFor(showing: ["Weather", "Lisbon", "Ottawa"], hiding: ["Oslo"]))
        harness.terminal.press("os")
        #expect(harness.waitFor(showing: ["Oslo", "Osaka"], hiding: ["Lisbon", "Ottawa"]))
        harness.terminal.press("l")
        #expect(harness.waitFor(showing: ["Oslo"], hiding: ["Osaka", "Lisbon"]))
        // Into the results, and Return on Oslo: its button makes it a favourite and dismisses
        // search, so the favourites show again, with it.
        harness.terminal.send(.down, .enter)
        #expect(harness.waitFor(showing: ["Lisbon", "Oslo", "Ottawa"], hiding: ["Osaka"]))
        #expect(harness.terminal.waitForScreen { lines in !lines.contains { $0.contains("osl") } },
                "the text is cleared")
        harness.stop()
    }

    @Test func colorSuggestionsCompleteTheText() {
        let harness = ViewHarness(app: ColorSearchApp())
        harness.terminal.press("re")
        #expect(harness.waitFor(showing: ["Red", "Dark Red", "Green"], hiding: ["Blue"]))
        // Down into the suggestions, Return on the first: the field becomes "Red".
        harness.terminal.send(.down)
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Red", "Dark Red"], hiding: ["Green", "Orange"]))
        harness.stop()
    }

    @Test func storeSubmitRunsTheAsyncSearchAndItsResultsAppear() async {
        let harness = ViewHarness(app: StoreApp())
        #expect(harness.waitFor(showing: ["Store", "Search products"], hiding: ["Standing desk"]))
        harness.terminal.press("desk")
        #expect(harness.waitFor(showing: ["desk lamp"]), "the recent search is suggested")
        #expect(harness.waitFor(showing: ["desk"], hiding: ["Standing desk"]), "nothing is searched before submit")
        harness.terminal.send(.enter)
        // The app's task answers after 300 ms, on the concurrency pool this test leaves free.
        // Other suites' waits may hold the pool's threads for a while in a full run: be patient.
        #expect(await harness.waitForAsync(showing: ["Desk lamp", "Standing desk"], hiding: ["Office chair"], seconds: 90))
        harness.stop()
    }

    @Test func cookbookScopesFilterTheList() {
        let harness = ViewHarness(app: CookbookApp())
        #expect(harness.waitFor(showing: ["Cookbook", "Tomato soup", "Garlic"]))
        harness.terminal.press("/")
        #expect(harness.waitFor(showing: ["All", "Recipes", "Ingredients"]))
        harness.terminal.send(.tab)
        #expect(harness.waitFor(showing: ["Tomato soup", "Basil pesto"], hiding: ["Garlic", "ingredient"]))
        harness.terminal.send(.tab)
        #expect(harness.waitFor(showing: ["Garlic", "Basil"], hiding: ["Basil pesto", "recipe"]))
        harness.terminal.press("to")
        #expect(harness.waitFor(showing: ["Tomato"], hiding: ["Garlic", "Tomato soup"]))
        harness.stop()
    }
}
