import Matching
import SearchModel

/// The whole interactive state of seek's screen: the search session, the results shown, and the
/// list's selection and scroll position. ``handle(_:)`` is its only mutation and is pure, so every
/// behaviour of the screen can be tested by sending actions.
public struct SearchBrowser: Sendable {
    /// The search field's state and rules.
    public private(set) var session: SearchSession
    /// The results currently shown.
    public private(set) var results: MatchSnapshot
    /// The selected row, an index into `results.matches`.
    public private(set) var selectedRow: Int
    /// The first row shown at the top of the list.
    public private(set) var firstVisibleRow: Int
    /// The terminal's size.
    public private(set) var size: TerminalSize
    /// The line at the top of the screen.
    public var title: String

    /// Starts browsing `itemCount` items with every item listed.
    public init(session: SearchSession = SearchSession(), itemCount: Int, size: TerminalSize, title: String) {
        self.session = session
        self.results = .everything(totalCount: itemCount)
        self.selectedRow = 0
        self.firstVisibleRow = 0
        self.size = size
        self.title = title
    }

    /// The effects needed before the first frame: a match when the session starts with text.
    public func startingEffects() -> [BrowserEffect] {
        session.text.isEmpty ? [] : [.match(session.query, generation: session.generation)]
    }

    /// The input index of the selected item, if any row is selected.
    public var selectedItem: Int? {
        results.matches.indices.contains(selectedRow) ? results.matches[selectedRow].index : nil
    }

    /// How many list rows fit on screen.
    public var visibleRowCount: Int { ScreenLayout(size: size).list.height }

    /// Applies `action` and returns what the host must do next.
    public mutating func handle(_ action: BrowserAction) -> [BrowserEffect] {
        switch action {
        case .type(let text):
            return forward(session.send(.insert(text)))
        case .deleteBackward:
            return forward(session.send(.deleteBackward))
        case .moveSelection(let rows):
            select(selectedRow + rows)
        case .movePage(let pages):
            select(selectedRow + pages * max(1, visibleRowCount))
        case .moveToFirst:
            select(0)
        case .moveToLast:
            select(results.matches.count - 1)
        case .choose:
            var effects = forward(session.send(.submit))
            if let item = selectedItem {
                effects.append(.finish(.chosen([item])))
            } else {
                effects.append(.finish(.nothingToChoose))
            }
            return effects
        case .escape:
            if session.isSearching {
                return forward(session.send(.dismiss))
            }
            return [.finish(.cancelled)]
        case .interrupt:
            return [.finish(.cancelled)]
        case .suspend:
            return [.suspend]
        case .resize(let newSize):
            size = newSize
            select(selectedRow)
        case .matchesArrived(let snapshot):
            guard session.isCurrent(generation: snapshot.generation) else { return [] }
            let isNewQuery = snapshot.generation != results.generation
            results = snapshot
            select(isNewQuery ? 0 : selectedRow)
        }
        return []
    }

    private func forward(_ effects: [SearchEffect]) -> [BrowserEffect] {
        effects.compactMap { effect in
            switch effect {
            case .match(let query, let generation): .match(query, generation: generation)
            case .submit(let query): .submit(query)
            // The browser offers no suggestions yet; the default (as-you-type) timing never asks.
            case .suggest: nil
            }
        }
    }

    /// Selects `row`, clamped to the results, and scrolls just enough to keep it visible.
    private mutating func select(_ row: Int) {
        let count = results.matches.count
        selectedRow = count == 0 ? 0 : min(max(0, row), count - 1)
        let height = max(1, visibleRowCount)
        if selectedRow < firstVisibleRow {
            firstVisibleRow = selectedRow
        } else if selectedRow >= firstVisibleRow + height {
            firstVisibleRow = selectedRow - height + 1
        }
        firstVisibleRow = max(0, min(firstVisibleRow, max(0, count - height)))
    }
}
