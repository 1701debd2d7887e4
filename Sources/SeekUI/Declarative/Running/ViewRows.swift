import SeekMatching
import SeekModel
import SeekProviders
import SeekToolkit

/// The rows the views show, as the screen's provider and content: it answers every query with
/// all of them in the views' order — the app's body has filtered already — and draws each row
/// from its node when the screen shows it.
final class ViewRows: SearchProvider, BrowserContent {
    private var segments: [RowCollector.Segment] = []
    /// Where each segment starts.
    private var starts: [Int] = [0]
    private var pending: [MatchSnapshot] = []
    private var whenChanged: (@Sendable () -> Void)?
    /// Called on each query before it is answered: the host brings the views up to date.
    var willAnswer: () -> Void = {}
    /// The suggestions the views offer now, and how each is drawn.
    var suggestions: [SearchSuggestion] = []
    var suggestionRuns: [SearchSuggestion: [ColoredRun]] = [:]
    /// How a token is drawn (its pill, and its row when suggested): the app's token view.
    var tokenRuns: (SearchToken) -> [ColoredRun]? = { _ in nil }
    /// What the detail pane shows: a split view's next column.
    var detail: (title: String, fields: [DetailField])?

    /// How many rows there are.
    var count: Int { starts[starts.count - 1] }

    /// Takes the rows collected from the views.
    func replace(_ segments: [RowCollector.Segment]) {
        self.segments = segments
        var starts = [0]
        starts.reserveCapacity(segments.count + 1)
        for segment in segments { starts.append(starts[starts.count - 1] + segment.count) }
        self.starts = starts
    }

    /// The row at `index`; the row of a ``ForEach`` is built now if it was not.
    func cell(at index: Int) -> RowCell {
        // The last segment starting at or before `index`.
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        switch segments[low] {
        case .cell(let cell): return cell
        case .rows(let rows, let traits): return traits.reduce(rows.cell(at: index - starts[low])) { $0.adding($1) }
        }
    }

    /// The answer to the query of `generation`: every row, in order.
    func snapshot(generation: Int, queryText: String) -> MatchSnapshot {
        .everything(totalCount: count, generation: generation, queryText: queryText)
    }

    // MARK: SearchProvider

    var content: any BrowserContent { self }

    func start(whenChanged: @escaping @Sendable () -> Void) {
        self.whenChanged = whenChanged
    }

    func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        willAnswer()
        pending.append(snapshot(generation: generation, queryText: query.text))
        whenChanged?()
    }

    func takeUpdate() -> SearchProviderUpdate {
        defer { pending = [] }
        return SearchProviderUpdate(results: pending, totalCount: count, isBusy: false)
    }

    func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        suggestions
    }

    func stop() {
        whenChanged = nil
    }

    // MARK: BrowserContent

    func text(ofItem index: Int) -> String {
        cell(at: index).text
    }

    func detail(ofItem index: Int) -> (title: String, fields: [DetailField])? {
        detail
    }

    /// The app filtered with its own predicate: no characters are marked as matched.
    func highlightedCharacters(in text: String, query: String) -> Set<Int> { [] }

    func rowRuns(ofItem index: Int, columns: Int, query: String) -> [ColoredText.Run]? {
        cell(at: index).runs(columns: columns)
    }

    func suggestionRuns(for suggestion: SearchSuggestion, columns: Int) -> [ColoredText.Run]? {
        if let runs = suggestionRuns[suggestion] { return runs }
        if case .token(let token) = suggestion.completion { return tokenRuns(token) }
        return nil
    }

    func tokenRuns(for token: SearchToken) -> [ColoredText.Run]? {
        tokenRuns(token)
    }
}
