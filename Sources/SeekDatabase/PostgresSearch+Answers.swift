import SeekCatalog
import SeekMatching

/// How a statement worker's answer becomes the snapshot the screen shows: a page's rows
/// appended to the one data set and ranked after the pages before it, a repeated first page kept
/// where it is, a ranked page replacing the list, the counts, and what the status line may say
/// of them.
extension PostgresSearch {
    /// Whether a first page is the one the shown results began with: the same statement, the
    /// same rows, already in the data set from the shown results' first row (the order is total,
    /// by key or by every column read, so the same statement reads the same pages).
    private func repeatsShownRows(_ answer: StatementWorker.Answer) -> Bool {
        guard let shown = results, answer.rows.count > 0 else { return false }
        let before = statements.page(for: shown.request, limit: Self.pageSize)
        let now = statements.page(for: answer.request, limit: Self.pageSize)
        guard before.text == now.text, before.parameters == now.parameters else { return false }
        let rows = dataSetContent.dataSet.records
        let page = answer.rows.dataSet.records
        guard shown.firstRowIndex + page.count <= rows.count else { return false }
        return (0..<page.count).allSatisfy { rows[shown.firstRowIndex + $0] == page[$0] }
    }

    /// The snapshot an answer makes: a page's rows appended to the data set, ranked by seek's
    /// scorer (the rows that scorer does not match are left out) after the matches of the pages
    /// before it; or the counts, once they follow the first page. nil for an answer to a query
    /// no longer shown.
    func snapshot(answering answer: StatementWorker.Answer) -> MatchSnapshot? {
        var current: Results
        let repeats = answer.part == .firstPage && repeatsShownRows(answer)
        switch answer.part {
        case .firstPage where repeats:
            // The same query asked again (the scopes arrived, say): the rows read for it stay,
            // at the indexes marks and the selection hold, rather than be read in twice.
            guard let shown = results else { return nil }
            current = shown
            // A next page asked for under the older generation is not taken any more.
            if shown.generation != answer.generation { current.isLoadingMore = false }
            current.generation = answer.generation
            current.request = answer.request
            firstPageStatementTime = (answer.generation, Double(answer.rows.statementNanoseconds) / 1_000_000)
        case .firstPage, .unanswered:
            current = Results(generation: answer.generation, request: answer.request, matches: [], counts: nil, countLimit: countLimit)
            current.firstRowIndex = dataSetContent.dataSet.items.count
            if answer.part == .firstPage {
                firstPageStatementTime = (answer.generation, Double(answer.rows.statementNanoseconds) / 1_000_000)
            }
        case .counts, .nextPage, .remainingRows, .rankedPage, .rankingTimedOut:
            guard let shown = results, shown.generation == answer.generation else { return nil }
            current = shown
        }
        if let counts = answer.counts { current.counts = counts }
        switch answer.part {
        case .counts, .unanswered:
            break
        case .rankingTimedOut:
            current.orderNote = "in the table's order: ranking took longer than \(worker.runner.rankTimeText)"
        case .nextPage where current.hasEveryRow || answer.isRanked != current.pagesAreRanked:
            // Asked for before every row arrived (those rows are read already), or before the
            // ranked page replaced the list (that order is not shown any more).
            results?.isLoadingMore = false
            return nil
        case .rankedPage where current.hasAskedForMore:
            // The user scrolled past the first page while the server ranked: the rows read stay
            // where they are rather than change under the selection.
            current.orderNote = "in the table's order: the list was scrolled before the best matches came"
        case .rankedPage:
            // The best matches replace the list (the selection stays on its row: the top one,
            // unless the user moved, now holds the best match); the next pages follow in the
            // same order.
            let base = dataSetContent.dataSet.items.count
            dataSetContent.append(contentsOf: answer.rows.dataSet)
            current.matches = answer.rows.matches.map { MatchSnapshot.Match(index: base + $0.index, score: $0.score) }
            current.firstRowIndex = base
            current.rowsRead = answer.rows.count
            current.pageCursor = answer.nextCursor
            current.pagesAreRanked = true
            current.isLoadingMore = false
        case .firstPage where repeats:
            break
        case .firstPage, .nextPage:
            if answer.part == .firstPage { current.pagesAreRanked = answer.nextCursor?.isRanked ?? false }
            // The worker ranked the page: its matches follow those of the pages before it.
            let base = dataSetContent.dataSet.items.count
            dataSetContent.append(contentsOf: answer.rows.dataSet)
            current.matches += answer.rows.matches.lazy.map { MatchSnapshot.Match(index: base + $0.index, score: $0.score) }
            current.rowsRead += answer.rows.count
            current.pageCursor = answer.nextCursor
            current.isLoadingMore = false
        case .remainingRows:
            // The rest of the matches: ranked together with the first page's, as a file's are.
            dataSetContent.append(contentsOf: answer.rows.dataSet)
            current.rowsRead += answer.rows.count
            current.matches = []
            let dataSet = self.dataSet
            let searched = (dataSet.searchText ?? dataSet.items).suffix(dataSet.items.count - current.firstRowIndex)
            PageRows.rank(searched, for: answer.request.text, from: current.firstRowIndex, queryOptions: statements.queryOptions) { current.matches.append($0) }
            current.pageCursor = nil
            current.hasEveryRow = true
            current.isLoadingMore = false
        }
        results = current
        var snapshot = MatchSnapshot(generation: answer.generation, request: answer.request, matches: current.matches,
                                     totalCount: tableRowCount, scopeCounts: current.counts?.scopes.flatMap { $0.isEmpty ? nil : $0 })
        // While pages remain, at least one more row matches than were read; before the counts
        // arrive, or when counting ran out of time, that is all that is known.
        // A bounded count that finished proves "more than N" (read "N+").
        let counted = current.counts?.matched
        let proven = current.counts?.matchedAbove.map { $0 + 1 } ?? 0
        snapshot.matchedCount = max(counted ?? proven, current.matches.count + (current.nextCursor == nil ? 0 : 1))
        // Counts are exact but for a table whose size was not counted in time: it holds more rows
        // than were proven, and at least as many as match ("N+" for both: the status line has
        // one limit for every count, and never says more than is known).
        if let above = tableRowsAbove {
            let known = max(above, (snapshot.matchedCount ?? 0) - 1)
            snapshot.countLimit = known
            snapshot.totalCount = known + 1
        }
        snapshot.matchedCountIsLowerBound = counted == nil && current.nextCursor != nil
        return snapshot
    }
}
