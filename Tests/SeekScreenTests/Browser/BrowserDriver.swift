import SeekMatching
import SeekModel
import SeekTestSupport
import SeekScreen
import SeekToolkit

/// Drives a ``SearchBrowser`` the way seek's run loop does, synchronously: every match effect is
/// run by the real engine and its snapshot sent back.
struct BrowserDriver {
    var browser: SearchBrowser
    let content: StringListContent
    let engine: MatchEngine
    /// The scope value of each item, for the scope counts and scope filters.
    let scopeOfItem: [String]

    init(items: [String], scopeOfItem: [String] = [], session: SearchSession, size: TerminalSize, options: BrowserOptions) {
        content = StringListContent(items)
        engine = MatchEngine(store: content.store)
        self.scopeOfItem = scopeOfItem
        browser = SearchBrowser(session: session, itemCount: items.count, size: size, options: options)
        run(browser.startingEffects())
    }

    mutating func send(_ actions: BrowserAction...) {
        for action in actions {
            run(browser.handle(action))
        }
    }

    private mutating func run(_ effects: [BrowserEffect]) {
        var queue = effects
        while !queue.isEmpty {
            guard case .match(let query, let generation) = queue.removeFirst(),
                  let snapshot = engine.match(query.text, generation: generation) else { continue }
            var kept: [MatchSnapshot.Match] = []
            var counts = [Int](repeating: 0, count: browser.session.scopes.count)
            snapshot.matches.forEachBestFirst { match in
                let course = scopeOfItem.isEmpty ? "" : scopeOfItem[match.index].lowercased()
                if query.tokens.contains(where: { $0.field == "course" && $0.value.lowercased() != course }) { return }
                if !counts.isEmpty {
                    counts[0] += 1
                    if let scope = browser.session.scopes.firstIndex(where: { $0.filter?.value == scopeOfItem[match.index] }) {
                        counts[scope] += 1
                    }
                }
                if let filter = query.scope?.filter, scopeOfItem[match.index] != filter.value { return }
                kept.append(match)
            }
            let shaped = MatchSnapshot(generation: generation, queryText: snapshot.queryText, matches: kept,
                                       totalCount: snapshot.totalCount)
            queue += browser.handle(.arrived(.matches(shaped, scopeCounts: counts.isEmpty ? nil : counts)))
        }
    }

    func render() -> ScreenFrame {
        SearchScreen(content: content).render(browser)
    }
}
