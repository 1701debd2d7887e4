import Testing
@testable import SeekModel

@Suite("Placement, prompt and toolbar behaviours")
struct PlacementTests {
    static let narrow = SearchLayoutContext(width: 59)
    static let wide = SearchLayoutContext(width: 120)
    static let wideSplit = SearchLayoutContext(width: 120, hasSplitView: true)
    static let narrowSplit = SearchLayoutContext(width: 59, hasSplitView: true)

    @Test("Automatic placement is an always-visible drawer without a split view")
    func automaticWithoutSplit() {
        #expect(SearchFieldPlacement.automatic.resolved(in: Self.wide) == .drawer(always: true))
        #expect(SearchFieldPlacement.automatic.resolved(in: Self.narrowSplit) == .drawer(always: true))
    }

    @Test("Automatic placement uses the sidebar of a split view wide enough for it")
    func automaticWithSplit() {
        #expect(SearchFieldPlacement.automatic.resolved(in: Self.wideSplit) == .sidebar)
        let threshold = SearchLayoutContext(width: SearchLayoutContext.minimumSidebarWidth, hasSplitView: true)
        #expect(SearchFieldPlacement.automatic.resolved(in: threshold) == .sidebar)
    }

    @Test("A sidebar request without a split view falls back to automatic")
    func sidebarFallsBack() {
        #expect(SearchFieldPlacement.sidebar.resolved(in: Self.wide) == .drawer(always: true))
        #expect(SearchFieldPlacement.sidebar.resolved(in: Self.narrowSplit) == .drawer(always: true))
        #expect(SearchFieldPlacement.sidebar.resolved(in: Self.wideSplit) == .sidebar)
    }

    @Test("A toolbar request on a terminal too narrow for it falls back to automatic")
    func toolbarFallsBack() {
        #expect(SearchFieldPlacement.toolbar.resolved(in: Self.narrow) == .drawer(always: true))
        let threshold = SearchLayoutContext(width: SearchLayoutContext.minimumToolbarWidth)
        #expect(SearchFieldPlacement.toolbar.resolved(in: threshold) == .toolbar)
        #expect(SearchFieldPlacement.toolbar.resolved(in: Self.wideSplit) == .toolbar)
    }

    @Test("Drawer and bottom requests are always honoured")
    func drawerAndBottomHonoured() {
        for context in [Self.narrow, Self.wide, Self.wideSplit, SearchLayoutContext(width: 1)] {
            #expect(SearchFieldPlacement.drawer().resolved(in: context) == .drawer(always: false))
            #expect(SearchFieldPlacement.drawer(always: true).resolved(in: context) == .drawer(always: true))
            #expect(SearchFieldPlacement.bottom.resolved(in: context) == .bottom)
        }
    }

    @Test("The session resolves its requested placement")
    func sessionResolvesPlacement() {
        let session = SearchSession(placement: .toolbar)
        #expect(session.resolvedPlacement(in: Self.wide) == .toolbar)
        #expect(session.resolvedPlacement(in: Self.narrow) == .drawer(always: true))
    }

    @Test("The prompt defaults to \"Search\" and can be set")
    func promptDefault() {
        #expect(SearchSession().prompt == "Search")
        #expect(SearchSession(prompt: "Find a recipe").prompt == "Find a recipe")
    }

    @Test("While searching in a drawer the title gives way, unless avoidHidingContent keeps it")
    func avoidHidingContent() {
        var session = SearchSession(placement: .drawer(always: true))
        #expect(session.isTitleVisible(in: Self.wide))
        _ = session.send(.setPresented(true))
        #expect(!session.isTitleVisible(in: Self.wide))
        session.presentationToolbarBehavior = .avoidHidingContent
        #expect(session.isTitleVisible(in: Self.wide))
    }

    @Test("Toolbar, sidebar and bottom placements keep the title while searching")
    func otherPlacementsKeepTitle() {
        for placement in [SearchFieldPlacement.toolbar, .sidebar, .bottom] {
            let session = SearchSession(isPresented: true, placement: placement)
            #expect(session.isTitleVisible(in: Self.wideSplit))
        }
    }

    @Test("minimize shows the field as a button until search is presented")
    func minimize() {
        var session = SearchSession()
        #expect(!session.isFieldMinimized)
        session.toolbarBehavior = .minimize
        #expect(session.isFieldMinimized)
        _ = session.send(.focus(.field))
        #expect(!session.isFieldMinimized)
        _ = session.send(.dismiss)
        #expect(session.isFieldMinimized)
    }
}
