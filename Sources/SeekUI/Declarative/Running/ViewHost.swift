import SeekModel
import SeekRuntime
import SeekScreen
import SeekToolkit

/// Connects the view graph to the one search screen seek uses: the views' rows, title, search
/// field, scopes and suggestions go to the session and the browser; what the user does (text
/// typed, search presented or dismissed, a scope chosen, Return) goes into the views' bindings,
/// and the views that read them are evaluated again.
///
/// Everything runs on the loop's thread. State written on other threads (a task's results)
/// marks its views and posts ``ViewAction/evaluate``.
final class ViewHost {
    let graph = ViewGraph()
    let rows = ViewRows()
    /// Tokens, focus and the search settings, exchanged with the session.
    let search = ViewSearchSync()
    /// The layer in view (the root or a sheet), where the user is, and the chrome sent.
    let navigation = ViewNavigation()
    /// The screen-wide traits the views last had.
    private(set) var traits = NodeTraits()
    /// The session values last exchanged with the views: a difference on the session's side is
    /// the user's doing, one on the views' side the program's.
    private var syncedText = ""
    private var syncedPresented = false
    private var syncedScope: AnyHashable?
    private var scopeTags: [AnyHashable] = []
    private var offered: [SearchSuggestion]?

    /// Evaluates `root` for the first time.
    init<Root: View>(_ root: Root) {
        rows.tokenRuns = { [search] in search.runs(for: $0) }
        graph.buildRoot(root)
        collect()
        syncedText = traits.search?.text.wrappedValue ?? ""
        syncedPresented = traits.search?.isPresented?.wrappedValue ?? false
        graph.isSearchPresented = syncedPresented
        if syncedPresented {
            graph.invalidateSearchables()
            graph.evaluateInvalidated()
            collect()
        }
        syncedScope = traits.scopes?.selected()
    }

    /// The session the views ask for: their text, presentation, field, prompt and scopes.
    func makeSession() -> SearchSession {
        let search = traits.search
        var session = SearchSession(text: syncedText, tokens: [], suggestedTokens: [], isPresented: syncedPresented,
                                    placement: search?.placement ?? .automatic, prompt: search?.prompt ?? "Search")
        // Scopes go with a search field: without `searchable` they do not show (as in SwiftUI).
        if let scopes = traits.scopes, search != nil {
            let cells = RowCollector.cells(of: scopes.node)
            // A row of `ForEach(…, id: \.self)` stands for its id, as SwiftUI's implicit tag.
            scopeTags = cells.map { $0.tag ?? $0.id ?? AnyHashable($0.text) }
            let titled = cells.enumerated().map { SearchScope($1.text, filter: SearchToken(field: "scope", value: String($0))) }
            session = session.searchScopes(titled, activation: scopes.activation)
            if let index = scopeTags.firstIndex(of: scopes.selected()) { _ = session.send(.selectScope(at: index)) }
        }
        self.search.configure(&session, traits: traits, suggestionTraits: traits.suggestions.map(RowCollector.traits(of:)))
        // SwiftUI keeps no recent searches of its own.
        session.recentSearchLimit = 0
        return session
    }

    /// Collects the rows and traits from the graph.
    private func collect() {
        guard let root = graph.root else { return }
        let layer = navigation.shownLayer(below: root)
        rows.replace(RowCollector.segments(of: layer.node))
        traits = layer.traits
        rows.detail = navigation.detail(traits: traits)
        navigation.noteShown(traits: traits)
        collectSuggestions()
    }

    private func collectSuggestions() {
        guard let node = traits.suggestions else {
            rows.suggestions = []
            return
        }
        var runs: [SearchSuggestion: [ColoredRun]] = [:]
        rows.suggestions = RowCollector.cells(of: node).map { cell in
            let title = cell.text
            let suggestion: SearchSuggestion
            if case .text(let completion) = cell.completion {
                suggestion = SearchSuggestion(title, completion: completion)
            } else if case .token(let token) = cell.completion, let searchToken = search.searchToken(forCompletion: token, traits: traits) {
                suggestion = SearchSuggestion(title, token: searchToken)
            } else {
                suggestion = SearchSuggestion(title)
            }
            runs[suggestion] = cell.runs(columns: nil)
            return suggestion
        }
        rows.suggestionRuns = runs
    }

    // MARK: The user's side

    /// Writes what the user did in `session` into the views' bindings; the views that read
    /// them are marked, to be evaluated by the caller.
    func takeUserChanges(from session: SearchSession) {
        graph.invalidation.quietly {
            if session.isPresented != syncedPresented {
                syncedPresented = session.isPresented
                graph.isSearchPresented = session.isPresented
                graph.invalidateSearchables()
                if let binding = traits.search?.isPresented, binding.wrappedValue != session.isPresented {
                    binding.wrappedValue = session.isPresented
                }
            }
            if session.text != syncedText {
                syncedText = session.text
                if let binding = traits.search?.text, binding.wrappedValue != session.text { binding.wrappedValue = session.text }
            }
            search.takeUserChanges(from: session, traits: traits)
            if let scopes = traits.scopes, scopeTags.indices.contains(session.selectedScopeIndex) {
                let tag = scopeTags[session.selectedScopeIndex]
                if tag != syncedScope {
                    syncedScope = tag
                    if scopes.selected() != tag { scopes.select(tag) }
                }
            }
        }
    }

    // MARK: The program's side

    /// Evaluates the marked views, takes their rows and traits, and returns what the session
    /// and the screen must be told: the program's writes to the bindings, new rows (as the
    /// answer to the query of `generation`), new suggestions. With `answering`, the rows go
    /// to the provider's pending answer instead.
    func evaluate(session: SearchSession, answering: Bool = false) -> [BrowserAction] {
        guard graph.evaluateInvalidated() else { return [] }
        collect()
        var actions: [SearchAction] = []
        if let search = traits.search {
            let presented = search.isPresented?.wrappedValue ?? syncedPresented
            if presented != syncedPresented {
                syncedPresented = presented
                actions.append(.setPresented(presented))
            }
            let text = search.text.wrappedValue
            if text != syncedText {
                syncedText = text
                actions.append(.replaceText(text))
            }
        }
        if let scopes = traits.scopes {
            let selected = scopes.selected()
            if selected != syncedScope, let index = scopeTags.firstIndex(of: selected) {
                syncedScope = selected
                actions.append(.selectScope(at: index))
            }
        }
        actions += search.programChanges(session: session, traits: traits)
        var browserActions = actions.map { BrowserAction.host(.session($0)) }
        if !answering {
            browserActions.append(.arrived(.matches(rows.snapshot(generation: session.generation, queryText: session.text))))
        }
        if rows.suggestions != offered {
            offered = rows.suggestions
            browserActions.append(.host(.offerSuggestions(rows.suggestions)))
        }
        return browserActions + navigationActions()
    }

    /// What Return does: chooses the highlighted suggestion, submits from the field, or acts on
    /// the selected row (its button, toggle or selection).
    func activate(in browser: SearchBrowser) -> [BrowserAction] {
        let session = browser.session
        if session.highlightedSuggestion != nil { return [.user(.choose)] }
        if traits.search?.isFieldShown == true && session.isPresented && session.focus == .field { return [.host(.session(.submit))] }
        guard let item = browser.selectedItem, item < rows.count else { return [] }
        let cell = rows.cell(at: item)
        guard let activation = cell.activation else { return [] }
        graph.invalidation.quietly {
            activation()
            // Choosing a row of a split view's list moves into the next column.
            if cell.action == nil { traits.split?.advance() }
        }
        return evaluate(session: session)
    }

    /// Runs the views' submit actions (the user pressed Return in the field).
    func submit() {
        graph.invalidation.quietly {
            for action in traits.submitActions { action() }
        }
    }
}
