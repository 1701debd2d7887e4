import SeekTestSupport
import SeekToolkit
import SeekUI
import Testing
@testable import seed_column_association
@testable import seed_common_mistakes
@testable import seed_department_search
@testable import seed_dismiss_search
@testable import seed_hundred_rows
@testable import seed_search_toggle
@testable import seed_sheet_view

/// The seeds' navigation examples (placements, split views, sheets, presentation), each run as
/// its `@main` app or its view runs, doing what the seed says it does.
@Suite(.waitsOnPrograms) struct SeedNavigationExampleTests {
    /// The line of the screen that shows `text`.
    private func line(showing text: String, in harness: ViewHarness) -> String? {
        harness.terminal.screen.first { $0.contains(text) }
    }

    // MARK: 001: a three-column split view

    @Test func splitViewSearchFieldHeadsTheListPaneAndChoosingARowMovesIntoTheNextColumn() {
        let harness = ViewHarness(app: DepartmentStoreApp())
        #expect(harness.waitFor(showing: ["Departments", "Search", "Garden", "Kitchen", "Choose a department"]))
        // The selection follows the cursor: the detail pane shows Kitchen's products.
        harness.terminal.send(.down)
        #expect(harness.waitFor(showing: ["Kettle", "Teapot"], hiding: ["Choose a department"]))
        // Return moves into the content column; the field, on the split view, stays.
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Search", "Kettle", "Choose a product"], hiding: ["Garden"]))
        harness.terminal.send(.down)
        #expect(harness.waitFor(showing: ["Teapot", "Price: 18 €"]))
        // Left goes back to the departments.
        harness.terminal.send(.left)
        #expect(harness.waitFor(showing: ["Departments", "Garden", "Kitchen"]))
        harness.finish()
    }

    @Test func searchableOnTheSidebarColumnShowsItsFieldOnlyWhileTheSidebarIsShown() {
        let harness = ViewHarness(StructuralPlacementView())
        #expect(harness.waitFor(showing: ["Search", "Garden"]))
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Watering can", "Hedge shears"], hiding: ["Search", "Kitchen"]))
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["Search", "Garden", "Kitchen"]))
        harness.finish()
    }

    @Test func sidebarPlacementOnTheSplitViewPutsTheFieldInTheSidebarColumn() {
        let harness = ViewHarness(ProgrammaticPlacementView())
        #expect(harness.waitFor(showing: ["Search", "Garden"]))
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Watering can"], hiding: ["Search"]))
        harness.finish()
    }

    @Test func aPromptReplacesSearchInTheEmptyField() {
        let harness = ViewHarness(PromptView(), width: 80)
        #expect(harness.waitFor(showing: ["Departments and products", "Garden"]))
        harness.finish()
    }

    // MARK: 002 and 004: which column the field goes to

    @Test func searchableOnTheDetailColumnShowsItsFieldWithTheDetailColumn() {
        let harness = ViewHarness(DetailSearchView())
        #expect(harness.waitFor(showing: ["Inbox", "Messages of the"], hiding: ["Search"]))
        harness.terminal.send(.right)
        #expect(harness.waitFor(showing: ["Search", "Messages of the"], hiding: ["Inbox"]))
        harness.finish()
    }

    @Test func searchableOnTheSidebarOrTheSplitViewShowsTheFieldBesideTheSidebar() {
        for view in [AnyView(SidebarSearchView()), AnyView(ExplicitSidebarSearchView()), AnyView(SplitSearchView())] {
            let harness = ViewHarness(view)
            #expect(harness.waitFor(showing: ["Search", "Inbox", "Drafts", "Messages of the"]))
            harness.finish()
        }
        let sidebar = ViewHarness(seed_column_association.ContentView())
        #expect(sidebar.waitFor(showing: ["Search", "Sidebar", "Detail"]))
        sidebar.finish()
    }

    @Test func searchableOnTheSplitViewKeepsItsFieldInEveryColumn() {
        let harness = ViewHarness(SplitSearchView())
        #expect(harness.waitFor(showing: ["Search", "Inbox"]))
        harness.terminal.send(.right)
        #expect(harness.waitFor(showing: ["Search", "Messages of the"], hiding: ["Inbox"]))
        harness.finish()
    }

    // MARK: 004 and 002: placements in a stack

    @Test func hundredRowsShowsTitleFieldAndRowsAndTheSeedsListDoesNotFilter() {
        let harness = ViewHarness(app: HundredRowsApp())
        #expect(harness.waitFor(showing: ["100 Rows", "Search", "Row 0", "Row 5"]))
        harness.terminal.press("5")
        // The seed's list ignores the text: every row stays (the prompt gives way to the text).
        #expect(harness.waitFor(showing: ["Row 0", "Row 4", "Row 9"], hiding: ["Search"]))
        harness.finish()
    }

    @Test func alwaysShownDrawerAndTheAutomaticPlacementKeepTheFieldWhileTheListScrolls() {
        for view in [AnyView(DrawerView()), AnyView(DefaultPlacementView())] {
            let harness = ViewHarness(view)
            #expect(harness.waitFor(showing: ["Search", "Row 0"]))
            harness.terminal.send([InputEvent](repeating: .down, count: 19))
            #expect(harness.waitFor(showing: ["Search", "Row 19"], hiding: ["Row 0 "]))
            harness.finish()
        }
    }

    @Test func toolbarPlacementPutsTheFieldOnTheTitleLineAndSidebarFallsBackOutsideASplitView() {
        let toolbar = ViewHarness(ToolbarPlacementView())
        #expect(toolbar.waitFor(showing: ["100 Rows", "Search"]))
        #expect(line(showing: "100 Rows", in: toolbar)?.contains("Search") == true)
        toolbar.finish()
        let sidebar = ViewHarness(SidebarPlacementView())
        #expect(sidebar.waitFor(showing: ["100 Rows", "Search", "Row 0"]))
        #expect(line(showing: "100 Rows", in: sidebar)?.contains("Search") == false, "a drawer under the title")
        sidebar.finish()
    }

    // MARK: 002: common gotchas

    @Test func searchableWithoutANavigationContainerShowsNoField() {
        let wrong = ViewHarness(app: CommonMistakesApp())
        #expect(wrong.waitFor(showing: ["Apple", "Banana", "Cherry"], hiding: ["Search"]))
        wrong.finish()
        let correct = ViewHarness(InsideStackView())
        #expect(correct.waitFor(showing: ["Search", "Apple"]))
        correct.terminal.press("an")
        #expect(correct.waitFor(showing: ["Banana"], hiding: ["Apple", "Cherry"]))
        correct.finish()
    }

    @Test func isSearchingReadInTheChildFollowsTheSearch() {
        let harness = ViewHarness(ParentView())
        #expect(harness.waitFor(showing: ["Default content"]))
        harness.terminal.press("x")
        #expect(harness.waitFor(showing: ["Search results"], hiding: ["Default content"]))
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["Default content"], hiding: ["Search results"]))
        harness.finish()
    }

    // MARK: 003 and 004: presentation and dismissal

    @Test func aTrueIsPresentedBindingStartsWithSearchPresented() {
        let harness = ViewHarness(app: SheetViewApp())
        #expect(harness.waitFor(showing: ["Search is presented"]))
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["Search is not presented"]))
        harness.finish()
    }

    @Test func theToggleBoundToIsPresentedPresentsSearchAndDismissingTurnsItOff() {
        let harness = ViewHarness(app: SearchToggleApp())
        #expect(harness.waitFor(showing: ["[ ] 是否搜索"]))
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["[x] 是否搜索"]))
        harness.terminal.press("q")
        #expect(harness.waitFor(showing: ["q", "[x] 是否搜索"]))
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["[ ] 是否搜索"]))
        harness.finish()
    }

    @Test func theSheetsAddButtonDismissesTheSheetAndTheSearchWhileEscKeepsTheSearch() {
        let harness = ViewHarness(app: DismissSearchApp())
        harness.terminal.press("b")
        #expect(harness.waitFor(showing: ["Details about b"]))
        harness.terminal.send(.down, .enter)
        #expect(harness.waitFor(showing: ["Information about b.", "F1 Add"], hiding: ["Details about b"]))
        // Esc closes the sheet only: the search goes on.
        harness.terminal.send(.escape)
        #expect(harness.waitFor(showing: ["Details about b"], hiding: ["Information about b."]))
        harness.terminal.send(.enter)
        #expect(harness.waitFor(showing: ["Information about b."]))
        // Add: `dismiss()` closes the sheet, `dismissSearch()` clears the text and ends the search.
        harness.terminal.send(.function(1))
        #expect(harness.waitFor(showing: ["Search"], hiding: ["Information about b.", "Details about b"]))
        harness.finish()
    }
}
