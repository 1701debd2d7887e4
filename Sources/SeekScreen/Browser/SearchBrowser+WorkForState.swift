import SeekModel

extension SearchBrowser {
    /// The work the state after an action needs from the host, each piece asked for once, when
    /// the state it depends on changed: the selected item's preview (or the query's or the
    /// marks', for a command that reads them), its detail text while find would open over the
    /// detail pane, and the next page of results when the list nears the last one delivered.
    mutating func workForState() -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        if let subject = currentPreviewSubject, isPreviewShown {
            if subject != previewSubject {
                previewSubject = subject
                effects.append(.startPreview(subject))
            }
        }
        let detailItem: Int?? = options.hasDetailPane && paneForFind == .detail ? .some(selectedItem) : nil
        if detailItem != detailTextItem {
            detailTextItem = detailItem
            if case .some(let item) = detailItem { effects.append(.fetchDetailText(item: item)) }
        }
        if let matched = results.matchedCount, matched > results.matches.count,
           firstVisibleRow + 2 * max(1, visibleRowCount) >= results.matches.count {
            let page = MorePage(generation: results.generation, deliveredCount: results.matches.count)
            if page != moreResultsAskedAfter {
                moreResultsAskedAfter = page
                effects.append(.loadMoreResults(generation: page.generation))
            }
        }
        return effects
    }
}
