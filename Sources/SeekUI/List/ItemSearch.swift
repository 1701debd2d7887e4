import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen
import SeekToolkit

/// The search over the caller's items, with SeekMatching's per-field matching (``FieldQuery``
/// over a ``SearchFieldTable``): each term of the query is matched against each search
/// field of each item on its own, never against the fields joined (so `ada` does not find an item
/// by an `a` in one field and `da` in another, while `ada love` finds `Ada` in a name and `love`
/// in an email; see ``FieldQuery``), and the caller's tokens and scopes are asked of each item
/// through the caller's closures.
///
/// The items are in memory and answered at once, on the loop's thread: a request ranks every
/// item once (linear in the items, the terms and the fields' lengths) and wakes the loop.
final class ItemSearch<Item>: SearchProvider, BrowserContent {
    private let items: [Item]
    /// Each item's search fields' text, read once into one buffer, and the last query's matches.
    private var search: FieldSearch
    private let rowRuns: [[ColoredText.Run]]
    private let tokenBridge: (any TokenBridging<Item>)?
    private let scopeBridge: (any ScopeBridging<Item>)?
    private let detail: ((Item) -> ItemDetail)?
    /// The caller's suggestions, made again for each query.
    var makeSuggestions: (() -> [SuggestionRow])?
    /// Called before the caller's closures run, so that what they read is up to date.
    var willCallCaller: () -> Void = {}
    private var suggestionRuns: [SearchSuggestion: [ColoredText.Run]] = [:]
    private var pending: [MatchSnapshot] = []
    private var whenChanged: (@Sendable () -> Void)?
    private var highlighting: (text: String, query: FieldQuery)?
    /// The tokens of the last query: a query that narrows it with the same tokens (a character
    /// typed) looks only at its matches.
    private var lastTokens: [SearchToken] = []
    private let matchedStyle = Theme.standard.matchedCharacters

    init(items: [Item], fields: [(Item) -> String], row: (Item) -> [ColoredText.Run],
         tokenBridge: (any TokenBridging<Item>)?, scopeBridge: (any ScopeBridging<Item>)?, detail: ((Item) -> ItemDetail)?) {
        self.items = items
        let rows = items.map(row)
        rowRuns = rows
        if fields.isEmpty {
            // What is shown is what is searched.
            search = FieldSearch(SearchFieldTable(fieldCount: 1, items: rows.map { [$0.map(\.text).joined()] }))
        } else {
            search = FieldSearch(SearchFieldTable(fieldCount: fields.count, items: items.map { item in fields.map { $0(item) } }))
        }
        self.tokenBridge = tokenBridge
        self.scopeBridge = scopeBridge
        self.detail = detail
    }

    // MARK: Matching

    /// The items that `query` matches, best first: the highest score (the sum of each term's
    /// best field), then the shorter matched fields, then the earlier item; and how many match in
    /// each of `scopes`.
    func match(_ query: SearchQuery, scopes: [SearchScope]) -> (matches: [MatchSnapshot.Match], scopeCounts: [Int]) {
        var scopeCounts = [Int](repeating: 0, count: scopes.count)
        let tokenBridge = tokenBridge, scopeBridge = scopeBridge, items = items
        let matches = search.rank(FieldQuery(query.text), sameConditions: query.tokens == lastTokens, admits: { index in
            guard let bridge = tokenBridge else { return true }
            return query.tokens.allSatisfy { bridge.item(items[index], matches: $0) }
        }, keeps: { index in
            guard let bridge = scopeBridge else { return true }
            for (scopeIndex, scope) in scopes.enumerated() where bridge.item(items[index], isIn: scope) {
                scopeCounts[scopeIndex] += 1
            }
            if let scope = query.scope { return bridge.item(items[index], isIn: scope) }
            return true
        })
        lastTokens = query.tokens
        return (matches, scopeCounts)
    }

    // MARK: SearchProvider

    var content: any BrowserContent { self }

    func start(whenChanged: @escaping @Sendable () -> Void) {
        self.whenChanged = whenChanged
    }

    func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        let (matches, counts) = match(query, scopes: scopes)
        let request = MatchRequest(query.text)
        pending.append(MatchSnapshot(generation: generation, request: request, matches: matches, totalCount: items.count,
                                     scopeCounts: scopeBridge == nil ? nil : counts))
        whenChanged?()
    }

    func takeUpdate() -> SearchProviderUpdate {
        defer { pending = [] }
        return SearchProviderUpdate(results: pending, totalCount: items.count, isBusy: false)
    }

    func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        guard let makeSuggestions else { return [] }
        willCallCaller()
        suggestionRuns = [:]
        return makeSuggestions().compactMap { row in
            let runs = row.view.runs
            let title = runs.map(\.text).joined()
            let suggestion: SearchSuggestion
            switch row.completion {
            case .text(let text): suggestion = SearchSuggestion(title, completion: text)
            case .token(let token):
                guard let searchToken = tokenBridge?.searchToken(forCompletion: token) else { return nil }
                suggestion = SearchSuggestion(title, token: searchToken)
            case nil: suggestion = SearchSuggestion(title)
            }
            suggestionRuns[suggestion] = runs
            return suggestion
        }
    }

    func stop() {
        whenChanged = nil
    }

    // MARK: BrowserContent

    func text(ofItem index: Int) -> String {
        rowRuns[index].map(\.text).joined()
    }

    func highlightedCharacters(in text: String, query: String) -> Set<Int> {
        fieldQuery(for: query).highlightedPositions(in: [text])[0]
    }

    func detail(ofItem index: Int) -> (title: String, fields: [DetailField])? {
        guard let detail else { return (text(ofItem: index), []) }
        let shown = detail(items[index])
        return (shown.title, shown.fields.map { DetailField(name: $0.name, value: $0.value) })
    }

    func rowRuns(ofItem index: Int, columns: Int, query: String) -> [ColoredText.Run]? {
        let runs = rowRuns[index]
        guard !query.isEmpty else { return runs }
        // Each run is a field here: a term is highlighted in the run it matches best, never
        // across two runs.
        let positions = fieldQuery(for: query).highlightedPositions(in: runs.map(\.text))
        return zip(runs, positions).flatMap { highlighted($0, at: $1) }
    }

    func suggestionRuns(for suggestion: SearchSuggestion, columns: Int) -> [ColoredText.Run]? {
        if let runs = suggestionRuns[suggestion] { return runs }
        if case .token(let token) = suggestion.completion { return tokenBridge?.runs(for: token) }
        return nil
    }

    func tokenRuns(for token: SearchToken) -> [ColoredText.Run]? {
        tokenBridge?.runs(for: token)
    }

    /// The compiled query for highlighting `query`, kept while the query stays the same.
    private func fieldQuery(for query: String) -> FieldQuery {
        if let highlighting, highlighting.text == query { return highlighting.query }
        let compiled = FieldQuery(query)
        highlighting = (query, compiled)
        return compiled
    }

    /// `run` split so that the characters at `positions` (scalar indexes) are drawn as matches are.
    private func highlighted(_ run: ColoredText.Run, at positions: Set<Int>) -> [ColoredText.Run] {
        guard !positions.isEmpty else { return [run] }
        var matchStyle = run.style.adding(matchedStyle.attributes)
        matchStyle.foreground = matchedStyle.foreground
        var pieces: [ColoredText.Run] = []
        var scalarIndex = 0
        for character in run.text {
            let count = character.unicodeScalars.count
            let isMatched = (scalarIndex..<(scalarIndex + count)).contains { positions.contains($0) }
            scalarIndex += count
            let style = isMatched ? matchStyle : run.style
            if let last = pieces.last, last.style == style {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append(ColoredText.Run(String(character), style: style))
            }
        }
        return pieces
    }
}
