import SeekMatching
import SeekModel

extension SearchBrowser {
    /// The rematch the results now on screen answer, its marks' rule applied.
    private mutating func takeRematch() -> Rematch? {
        guard let rematch = pendingRematch else { return nil }
        pendingRematch = nil
        if rematch.keepsOnlyListedMarks && !markedItems.isEmpty {
            var listed = Set<Int>()
            results.matches.forEachBestFirst { listed.insert($0.index) }
            markedItems.removeAll { !listed.contains($0) }
        }
        return rematch
    }

    /// Whether two requests have the same scope counts: the same text, conditions and scopes to
    /// count (the chosen scope changes what is listed, not the counts).
    static func countsAlike(_ one: MatchRequest, _ other: MatchRequest) -> Bool {
        one.text == other.text && one.conditions == other.conditions && one.scopesToCount == other.scopesToCount
    }

    /// Puts a query's results on screen: the scope counts that belong to them, the selection kept
    /// (tracked item, the row before a reload, a rematch's row) or reset for a new query, a pending
    /// choice finished, and the `result`/`zero`/`one` events and suggestions once per query.
    mutating func arrive(_ snapshot: MatchSnapshot, scopeCounts counts: [Int]?) -> [BrowserEffect] {
        guard session.accepts(generation: snapshot.generation) else { return [] }
        let isNewQuery = snapshot.generation != results.generation || snapshot.queryText != results.queryText
        if let counts = counts ?? snapshot.scopeCounts {
            scopeCounts = counts
        } else if !Self.countsAlike(snapshot.request, results.request) {
            // Counts not known (yet, or at all: a table's query above its count limit) are
            // none, never those of another text or tokens.
            scopeCounts = nil
        }
        let trackedItem = tracking == .off ? nil : selectedItem
        let screenPosition = selectedRow - firstVisibleRow
        results = snapshot
        _ = session.send(.matchesArrived(generation: snapshot.generation))
        let rematch = awaitedGeneration.map { snapshot.generation >= $0 } ?? true ? takeRematch() : nil
        if trackedItem.map({ keepSelection(on: $0, atScreenPosition: screenPosition) }) != true {
            let kept = rowBeforeReload.flatMap { $0.queryText == snapshot.queryText ? $0.row : nil }
            select(kept ?? (isNewQuery && rematch?.keepsRow != true ? 0 : selectedRow))
        }
        settleRowBeforeReload()
        var effects: [BrowserEffect] = []
        if let awaited = awaitedGeneration, snapshot.generation >= awaited {
            awaitedGeneration = nil
            if choosesWhenResultsArrive && !(isBusy && results.matches.isEmpty) {
                choosesWhenResultsArrive = false
                effects.append(finishChoosing())
            }
        }
        if awaitedGeneration == nil && announcedGeneration != snapshot.generation {
            // The results of the query asked for are on screen: once per query.
            announcedGeneration = snapshot.generation
            effects.append(.fire(.result))
            effects += finalResultEvent()
            if results.matches.count < 2 { effects.append(.fire(results.matches.isEmpty ? .zero : .one)) }
        }
        if suggestedGeneration != snapshot.generation {
            // Suggestions are asked for once per query, when its first results are on screen.
            suggestedGeneration = snapshot.generation
            effects.append(.suggest(session.query))
        }
        return effects
    }
}
