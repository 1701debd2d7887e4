import SeekToolkit
import SearchModel

extension SearchBrowser {
    /// Typing: `/` presents search (or returns focus to the field from the list), Space marks a
    /// row in the list when several items may be chosen, anything else goes into the field.
    mutating func type(_ typed: String) -> [BrowserEffect] {
        if typed == "/" && (!session.isPresented || session.focus == .results) {
            if !session.isPresented {
                return forward(session.send(.setPresented(true)))
            }
            return forward(session.send(.focus(.field)))
        }
        if typed == " " && session.focus != .field && options.allowsMultipleSelection {
            toggleMark()
            return []
        }
        return edit(.insert(typed))
    }

    /// Up and Down: through the open suggestion menu; from the field into the list; inside the
    /// list; and from the list's first row back up into the field.
    mutating func move(by rows: Int) -> [BrowserEffect] {
        if isSuggestionMenuOpen && session.focus == .field && abs(rows) == 1 {
            return forward(session.send(rows > 0 ? .highlightNextSuggestion : .highlightPreviousSuggestion))
        }
        if session.isPresented {
            if session.focus == .field && rows > 0 {
                _ = session.send(.focus(.results))
            } else if session.focus == .results && rows < 0 && selectedRow == 0 {
                return forward(session.send(.focus(.field)))
            }
        }
        select(selectedRow + rows)
        return []
    }

    /// Return: accepts a highlighted suggestion; in the submit-only pattern, submits from the
    /// field and moves to the results; otherwise submits and chooses the marked or selected items.
    mutating func choose() -> [BrowserEffect] {
        if session.highlightedSuggestion != nil {
            return edit(.chooseHighlightedSuggestion)
        }
        if session.matchTiming != .asYouType && session.isPresented && session.focus == .field {
            let effects = forward(session.send(.submit))
            _ = session.send(.focus(.results))
            isSuggestionMenuClosed = true
            return effects
        }
        var effects = forward(session.send(.submit))
        if !markedItems.isEmpty {
            effects.append(.finish(.chosen(markedItems)))
        } else if let item = selectedItem {
            effects.append(.finish(.chosen([item])))
        } else {
            effects.append(.finish(.nothingToChoose))
        }
        return effects
    }

    /// Esc: closes the suggestion menu first, then dismisses the search, then leaves.
    mutating func escape() -> [BrowserEffect] {
        if isSuggestionMenuOpen || showsSuggestionsInline {
            isSuggestionMenuClosed = true
            _ = session.send(.clearSuggestionHighlight)
            return []
        }
        if session.isSearching {
            return forward(session.send(.dismiss))
        }
        return [.finish(.cancelled)]
    }

    /// A mouse click: selects a row, a scope or a suggestion, or focuses the field.
    mutating func click(_ target: HitTarget) -> [BrowserEffect] {
        switch target {
        case .field:
            return forward(session.send(.focus(.field)))
        case .scope(let index):
            return forward(session.send(.selectScope(at: index)))
        case .suggestion(let index):
            return edit(.chooseSuggestion(at: index))
        case .row(let row):
            if session.isPresented { _ = session.send(.focus(.results)) }
            select(row)
            return []
        }
    }
}
