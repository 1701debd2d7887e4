import SeekMatching
import SeekTestSupport
import Testing
@testable import SeekModel
@testable import SeekScreen
import SeekToolkit

/// The browser and the screen under random use: thousands of short random action sequences
/// (typing, deleting, scopes, suggestions, marks, clicks, wheel turns, stale results and resizes
/// down to 0×0), with every state rendered into a grid. Nothing may trap, the session keeps its
/// rules, the selection stays inside the results, and no cell ever holds a control character.
@Suite struct BrowserFuzzTests {
    /// Recipes and the hostile corpus; the huge line is left to ``HostileRenderingTests``, since
    /// matching a megabyte per keystroke would make the ten thousand sequences take minutes.
    static let items: [(text: String, course: String)] = ScreenSnapshotTests.recipes.map { ($0.name, $0.course) }
        + HostileCorpus.lines.filter { $0.bytes.count < 10_000 }.map { ($0.text, "Hostile") }

    static let typed = ["a", "i", "t", " ", "course:", "main ", "course:soup ", "'tofu", "!ita", "^P", "x$", "\u{1B}", "é", "搜", "\t", "\u{301}", "👨‍👩‍👧", "\u{1F1EF}", "\u{1F1F5}"]
    static let sizes = [(0, 0), (1, 1), (2, 1), (1, 2), (0, 5), (5, 0), (3, 3), (10, 2), (20, 4), (30, 10), (44, 12), (7, 30)]

    static func session(using generator: inout SeededGenerator) -> SearchSession {
        let placements: [SearchFieldPlacement] = [.automatic, .drawer(always: true), .drawer(), .sidebar, .bottom, .toolbar]
        var session = SearchSession(
            suggestedTokens: Bool.random(using: &generator) ? ["Main", "Soup", "Dessert"].map { SearchToken(field: "course", value: $0) } : [],
            isPresented: Bool.random(using: &generator),
            placement: placements.randomElement(using: &generator)!
        )
        session.toolbarBehavior = Bool.random(using: &generator) ? .minimize : .automatic
        session.tokenFields = ["course"]
        session.matchTiming = [SearchMatchTiming.asYouType, .onSubmit, .suggestingAsYouType].randomElement(using: &generator)!
        if Bool.random(using: &generator) {
            let scopes = [SearchScope("All")] + ["Main", "Soup", "Hostile"].map { SearchScope($0, filter: SearchToken(field: "course", value: $0)) }
            let activation = [SearchScopeActivation.automatic, .onTextEntry, .onSearchPresentation].randomElement(using: &generator)!
            session = session.searchScopes(scopes, activation: activation)
        }
        if Bool.random(using: &generator) {
            session = session.searchSuggestions(.hidden, for: [.menu])
        }
        return session
    }

    static func action(for driver: BrowserDriver, lastFrame: ScreenFrame?, using generator: inout SeededGenerator) -> BrowserAction? {
        let browser = driver.browser
        switch Int.random(in: 0..<20, using: &generator) {
        case 0, 1, 2: return .user(.type(typed.randomElement(using: &generator)!))
        case 3: return .user(.deleteBackward)
        case 4: return [.user(.deleteWordBackward), .user(.clearText)].randomElement(using: &generator)!
        case 5: return .user(.moveSelection(Int.random(in: -3...3, using: &generator)))
        case 6: return [.user(.movePage(1)), .user(.movePage(-1)), .user(.moveToFirst), .user(.moveToLast)].randomElement(using: &generator)!
        case 7: return Bool.random(using: &generator) ? .user(.nextScope) : .user(.previousScope)
        case 8: return .user(.toggleMark)
        case 9: return [.user(.choose), .user(.escape), .user(.interrupt), .user(.suspend)].randomElement(using: &generator)!
        case 10, 11:
            let size = sizes.randomElement(using: &generator)!
            return .arrived(.resize(TerminalSize(width: size.0, height: size.1)))
        case 12:
            // A press anywhere, turned into a click the way the run loop does it.
            let row = Int.random(in: -1...max(0, browser.size.height), using: &generator)
            let column = Int.random(in: -1...max(0, browser.size.width), using: &generator)
            return lastFrame?.target(atRow: row, column: column).map { .user(.click($0)) }
        case 13:
            if let region = lastFrame?.hitRegions.randomElement(using: &generator), Bool.random(using: &generator) {
                return .user(.click(region.target))
            }
            // Clicks the screen no longer shows: a stale frame after a resize.
            return .user(.click([HitTarget.row(Int.random(in: -2...80, using: &generator)), .scope(Int.random(in: -1...5, using: &generator)),
                           .suggestion(Int.random(in: -1...9, using: &generator)), .field].randomElement(using: &generator)!))
        case 14: return .user(.scroll(Int.random(in: -6...6, using: &generator)))
        case 15:
            let suggestions = [[], [SearchSuggestion("Header")],
                               [SearchSuggestion("Carbonara \u{1B}]0;x\u{07}", completion: "carbonara"), SearchSuggestion("Soup", token: SearchToken(field: "course", value: "Soup"))]]
            return .host(.offerSuggestions(suggestions.randomElement(using: &generator)!))
        case 16:
            // A result from any generation, possibly stale, possibly empty.
            let count = Int.random(in: 0...items.count, using: &generator)
            let indexes = (0..<items.count).shuffled(using: &generator).prefix(count)
            let generation = Int.random(in: 0...(browser.session.generation + 1), using: &generator)
            return .arrived(.matches(MatchSnapshot(generation: generation, queryText: "q", matches: indexes.map { .init(index: $0, score: 0) },
                                                 totalCount: items.count)))
        case 17: return .arrived(.progress(isBusy: Bool.random(using: &generator), totalCount: items.count))
        case 18:
            // The field's cursor keys, moving and deleting inside the text.
            let keys = FieldEdit.allCases.map { BrowserAction.user(.editField($0)) } + [.user(.home), .user(.end), .user(.deleteForwardOrExit)]
            return keys.randomElement(using: &generator)!
        default: return .user(.moveSelection(Bool.random(using: &generator) ? 1 : -1))
        }
    }

    /// What must hold in every state, with the frame drawn from it.
    static func violations(of browser: SearchBrowser, frame: ScreenFrame) -> [String] {
        var found = browser.session.invariantViolations
        let count = browser.results.matches.count
        if count == 0 ? browser.selectedRow != 0 : !(0..<count).contains(browser.selectedRow) {
            found.append("selected row \(browser.selectedRow) outside \(count) results")
        }
        if count > 0 && (browser.selectedRow < browser.firstVisibleRow || browser.firstVisibleRow < 0) {
            found.append("selected row \(browser.selectedRow) above the first visible row \(browser.firstVisibleRow)")
        }
        if browser.markedItems.contains(where: { !(0..<items.count).contains($0) }) || Set(browser.markedItems).count != browser.markedItems.count {
            found.append("marks \(browser.markedItems) are not distinct items")
        }
        let grid = frame.grid
        if grid.width != max(0, browser.size.width) || grid.height != max(0, browser.size.height) {
            found.append("grid \(grid.width)×\(grid.height) for a terminal of \(browser.size)")
        }
        if FieldText(browser.session.text, cursorOffset: browser.cursorOffset).cursorOffset != browser.cursorOffset {
            found.append("the field's cursor \(browser.cursorOffset) is not on a character boundary of \(browser.session.text.utf8.count) bytes")
        }
        if let cursor = frame.cursor, !grid.contains(row: cursor.row, column: cursor.column) {
            found.append("cursor at \(cursor) outside the grid")
        }
        if let cell = grid.cells.first(where: { !HostileRendering.isSafe($0) }) {
            found.append("a cell holds \(cell.grapheme.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        return found
    }

    @Test("10,000 random action sequences, rendered at every step", arguments: 0..<8)
    func randomSequencesKeepTheBrowserAndTheScreenSound(part: Int) {
        var generator = SeededGenerator(seed: 0x5EEC_0007 &+ UInt64(part))
        var reached = (tiny: 0, clicks: 0, marks: 0, scopeBars: 0, menus: 0)
        for sequence in 0..<1_250 {
            let size = Self.sizes.randomElement(using: &generator)!
            let options = BrowserOptions(title: "seek · \u{1B}]0;title\u{07}", allowsMultipleSelection: Bool.random(using: &generator),
                                         hasDetailPane: Bool.random(using: &generator))
            var driver = BrowserDriver(items: Self.items.map(\.text), scopeOfItem: Self.items.map(\.course),
                                       session: Self.session(using: &generator), size: TerminalSize(width: size.0, height: size.1),
                                       options: options)
            var frame = driver.render()
            for step in 0..<Int.random(in: 1...4, using: &generator) {
                guard let action = Self.action(for: driver, lastFrame: frame, using: &generator) else { continue }
                driver.send(action)
                frame = driver.render()
                let broken = Self.violations(of: driver.browser, frame: frame)
                if !broken.isEmpty {
                    Issue.record("\(broken) after part \(part), sequence \(sequence), step \(step), \(action)")
                    return
                }
                if driver.browser.size.width * driver.browser.size.height <= 2 { reached.tiny += 1 }
                if case .user(.click) = action { reached.clicks += 1 }
                if !driver.browser.markedItems.isEmpty { reached.marks += 1 }
                if driver.browser.session.areScopesVisible { reached.scopeBars += 1 }
                if driver.browser.isSuggestionMenuOpen { reached.menus += 1 }
            }
        }
        // The sequences must reach these states, or the checks hold vacuously.
        #expect(reached.tiny > 100 && reached.clicks > 100 && reached.marks > 100 && reached.scopeBars > 100 && reached.menus > 50,
                "\(reached)")
    }
}
