import SeekMatching
import SeekModel
import SeekTestSupport
import Testing
import SeekScreen
import SeekToolkit

/// Whole-screen snapshots: what a person sees, for every placement and state, rendered into a
/// grid with no terminal. `SEEK_RECORD_SNAPSHOTS=1` records them anew.
@Suite struct ScreenSnapshotTests {
    static let recipes: [(name: String, course: String)] = [
        ("Spaghetti Carbonara · Italian", "Main"), ("Pad Thai · Thai", "Main"), ("Miso Soup · Japanese", "Soup"),
        ("Guacamole · Mexican", "Starter"), ("Tiramisu · Italian", "Dessert"), ("Chicken Tikka Masala · Indian", "Main"),
        ("Greek Salad · Greek", "Salad"), ("Pho Bo · Vietnamese", "Soup"), ("Bibimbap · Korean", "Main"),
        ("Shakshuka · Middle Eastern", "Breakfast"), ("Crème Brûlée · French", "Dessert"), ("麻婆豆腐 Mapo Tofu · Chinese", "Main"),
        ("Paella Valenciana · Spanish", "Main"), ("Pastel de Nata · Portuguese", "Dessert"), ("Ratatouille · French", "Main"),
        ("Caprese Salad · Italian", "Salad"), ("Beef Bourguignon · French", "Main"), ("Falafel · Middle Eastern", "Snack"),
        ("Kimchi Jjigae · Korean", "Soup"), ("Fish and Chips · British", "Main"), ("Pancakes · American", "Breakfast"),
        ("Churros · Spanish", "Dessert"), ("Tom Yum Goong · Thai", "Soup"), ("Risotto alla Milanese · Italian", "Main"),
        ("Baklava · Turkish", "Dessert"),
    ]

    enum Placement: String, CaseIterable, Sendable {
        case drawer, bottom, toolbar, sidebar, minimized

        var request: SearchFieldPlacement {
            switch self {
            case .drawer: .drawer(always: true)
            case .bottom: .bottom
            case .toolbar, .minimized: .toolbar
            case .sidebar: .sidebar
            }
        }
    }

    enum State: String, CaseIterable, Sendable {
        case idle, searching, suggestions, scopes, tokens, marks
    }

    let snapshots = SnapshotDirectory(forTestFile: #filePath)

    func driver(_ placement: Placement, _ state: State, size: TerminalSize) -> BrowserDriver {
        var session = SearchSession(placement: placement.request)
        session.toolbarBehavior = placement == .minimized ? .minimize : .automatic
        session.tokenFields = ["course"]
        var scopeOfItem: [String] = []
        if state == .scopes || state == .tokens {
            scopeOfItem = Self.recipes.map(\.course)
            let courses = ["Main", "Soup", "Dessert", "Salad"]
            session = session.searchScopes([SearchScope("All")] + courses.map { SearchScope($0, filter: SearchToken(field: "course", value: $0)) },
                                           activation: .onSearchPresentation)
        }
        if state == .suggestions {
            session = SearchSession(
                suggestedTokens: ["Main", "Soup", "Salad"].map { SearchToken(field: "course", value: $0) },
                placement: placement.request
            )
            session.toolbarBehavior = placement == .minimized ? .minimize : .automatic
        }
        let options = BrowserOptions(title: "seek · recipes", allowsMultipleSelection: state == .marks,
                                     hasDetailPane: placement == .sidebar)
        var driver = BrowserDriver(items: Self.recipes.map(\.name), scopeOfItem: scopeOfItem, session: session, size: size, options: options)
        switch state {
        case .idle:
            break
        case .searching:
            driver.send(.user(.type("i")), .user(.type("t")), .user(.type("a")), .user(.type("l")))
        case .suggestions:
            // The arrow toward the menu: Down below a top field, Up above a bottom one.
            let towardMenu = placement == .bottom ? -1 : 1
            driver.send(.user(.type("s")), .user(.moveSelection(towardMenu)), .user(.moveSelection(towardMenu)))
        case .scopes:
            driver.send(.user(.type("a")), .user(.nextScope))
        case .tokens:
            for character in "course:main ta" { driver.send(.user(.type(String(character)))) }
        case .marks:
            driver.send(.user(.moveSelection(1)), .user(.toggleMark), .user(.toggleMark), .user(.moveSelection(1)), .user(.toggleMark))
        }
        return driver
    }

    @Test(arguments: Placement.allCases, State.allCases)
    func everyPlacementAndStateAt80By24(placement: Placement, state: State) {
        let frame = driver(placement, state, size: TerminalSize(width: 80, height: 24)).render()
        #expect(snapshots.mismatch(of: GridSnapshot(frame.grid), named: "\(placement.rawValue)-\(state.rawValue)-80x24") == nil)
    }

    @Test(arguments: Placement.allCases)
    func narrowThirtyColumnTerminalsStillShowTheFieldAndRows(placement: Placement) {
        let frame = driver(placement, .searching, size: TerminalSize(width: 30, height: 10)).render()
        #expect(snapshots.mismatch(of: GridSnapshot(frame.grid), named: "\(placement.rawValue)-searching-30x10") == nil)
    }

    @Test(arguments: [TerminalSize(width: 120, height: 40), TerminalSize(width: 40, height: 12)])
    func largeAndSmallTerminalsKeepTheLayout(size: TerminalSize) {
        let frame = driver(.drawer, .scopes, size: size).render()
        #expect(snapshots.mismatch(of: GridSnapshot(frame.grid), named: "drawer-scopes-\(size.width)x\(size.height)") == nil)
    }

    @Test func wideCharactersTakeTwoCellsAndLongRowsEndInAnEllipsis() {
        var state = driver(.drawer, .idle, size: TerminalSize(width: 30, height: 8))
        state.send(.user(.type("t")), .user(.type("o")), .user(.type("f")), .user(.type("u")))
        let lines = state.render().grid.lines
        #expect(lines.contains("> 麻婆豆腐 Mapo Tofu · Chinese"))
        let frame = driver(.drawer, .idle, size: TerminalSize(width: 24, height: 20)).render()
        #expect(frame.grid.lines.contains("  麻婆豆腐 Mapo Tofu · …"))
    }

    @Test func thePromptIsDimAndTheSelectedRowReversed() {
        let frame = driver(.drawer, .idle, size: TerminalSize(width: 40, height: 10)).render()
        let promptCell = frame.grid[1, 2]
        #expect(promptCell.grapheme == "S")
        #expect(promptCell.style.attributes.contains(.dim))
        #expect(frame.grid[2, 5].style.attributes.contains(.reverse))
        #expect(!frame.grid[3, 5].style.attributes.contains(.reverse))
    }
}
