import SeekToolkit
import SeekModel

extension SearchBrowser {
    /// Typing: `/` presents search when it is not presented; anything else, Space and `/` in the
    /// list included (`usr/sh`, Down, `/lib` gives `usr/sh/lib`), goes into the field at the
    /// cursor, focus returning to it. Marking rows is Tab, Shift-Tab and Ctrl-T: Space always
    /// types, so ` run` typed after moving down is ` run` in the query.
    /// Under fzf's face `/` is a character like any other (a path's first one: fzf's `**<TAB>`
    /// completion of `~user` types `/user`).
    mutating func type(_ typed: String) -> [BrowserEffect] {
        if typed == "/" && !session.isPresented && options.face == .seek {
            // Back in the field, the suggestions (the recent searches on empty text) show again,
            // whatever Esc or a submit closed before.
            isSuggestionMenuClosed = false
            return forward(session.send(.setPresented(true)))
        }
        return insertAtCursor(typed)
    }

    /// Up and Down: through the open suggestion menu; from the field into the list; inside the
    /// list; and from the list's first row back up into the field.
    mutating func move(by rows: Int) -> [BrowserEffect] {
        if isSuggestionMenuOpen && session.focus == .field && abs(rows) == 1, let effects = moveThroughMenu(by: rows) {
            return effects
        }
        if session.isPresented {
            if session.focus == .field && rows > 0 {
                _ = session.send(.focus(.results))
            } else if session.focus == .results && rows < 0 && selectedRow == 0 {
                return forward(session.send(.focus(.field)))
            }
        }
        if options.cyclesSelection && abs(rows) == 1 && results.matches.count > 1 {
            let count = results.matches.count
            if selectedRow + rows >= count { select(0); return [] }
            if selectedRow + rows < 0 && session.focus != .field && !session.isPresented { select(count - 1); return [] }
        }
        select(selectedRow + rows)
        return []
    }

    /// One arrow while the suggestion menu is open and the field has focus, or nil when the
    /// arrow moves as if the menu were closed (the arrow away from it, from the field).
    ///
    /// The arrow toward the menu (Down below a top field, Up above a bottom one) enters it at the
    /// row next to the field, and walks every row, display-only ones included; past the row
    /// furthest from the field it goes on into the list, whose selection stays on the row it
    /// was on. The other arrow walks back, and from the row next to the field returns to it.
    mutating func moveThroughMenu(by rows: Int) -> [BrowserEffect]? {
        // The arrow's direction on screen: a list drawn upward has its vertical keys reversed.
        let isDown = (rows > 0) != options.listGrowsUpward
        let isTowardMenu = isDown != suggestionMenuOpensUpward
        let step: SearchAction = isDown ? .highlightNextSuggestion : .highlightPreviousSuggestion
        guard let current = session.highlightedSuggestionIndex else {
            return isTowardMenu ? forward(session.send(step)) : nil
        }
        let furthest = isDown ? session.visibleSuggestions.count - 1 : 0
        if isTowardMenu && current == furthest {
            // Focus in the list hides the menu and its highlight.
            let effects = forward(session.send(.focus(.results)))
            select(selectedRow)
            return effects
        }
        return forward(session.send(step))
    }

    /// Whether the suggestion menu opens upward, above a field at the bottom of the screen.
    var suggestionMenuOpensUpward: Bool {
        let context = SearchLayoutContext(width: size.width, hasSplitView: options.hasDetailPane)
        return session.resolvedPlacement(in: context) == .bottom
    }

    /// Return: chooses a highlighted suggestion (it fills the field, as `searchCompletion` does; it
    /// does not submit); in the submit-only pattern, submits from the field and moves to the
    /// results, and on the results of a submitted search only chooses; otherwise submits and
    /// chooses the marked or selected items — once the results of the query typed have arrived,
    /// if a match is still running (Return again chooses at once, Esc takes the choice back).
    mutating func choose() -> [BrowserEffect] {
        if session.highlightedSuggestion != nil {
            return edit(.chooseHighlightedSuggestion)
        }
        if session.matchTiming != .asYouType && session.isPresented && session.focus == .field {
            let effects = sendMovingCursor(.submit).effects
            _ = session.send(.focus(.results))
            isSuggestionMenuClosed = true
            return effects
        }
        if choosesWhenResultsArrive {
            // Return again: the user will not wait; choose from the rows on screen.
            choosesWhenResultsArrive = false
            return [finishChoosing()]
        }
        if session.matchTiming != .asYouType && session.query == submittedQuery {
            // This search was submitted from the field already: Return on its results chooses,
            // once they are in, without submitting it a second time.
            if awaitedGeneration != nil && markedItems.isEmpty {
                choosesWhenResultsArrive = true
                return []
            }
            return [finishChoosing()]
        }
        let resultsAreCurrent = awaitedGeneration == nil
        let matchedBefore = session.matchedQuery
        var effects = sendMovingCursor(.submit).effects
        if resultsAreCurrent && session.matchedQuery == matchedBefore {
            // Submitting asked for the same query again: the rows on screen already answer it.
            awaitedGeneration = nil
        }
        if markedItems.isEmpty && (awaitedGeneration != nil || (isBusy && results.matches.isEmpty)) {
            // The results are not in yet, or none matched while input is still arriving (the
            // match runs again over what arrives): choose once they are.
            choosesWhenResultsArrive = true
        } else {
            effects.append(finishChoosing())
        }
        return effects
    }

    /// Walks the recent searches: `steps` < 0 goes to older ones. Editing the text ends the walk.
    mutating func recallSearch(_ steps: Int) -> [BrowserEffect] {
        let searches = session.recentSearches
        guard !searches.isEmpty else { return [] }
        if let current = recall, session.text != searches[current.position].description {
            recall = nil  // the user edited the recalled text: a new walk starts from it
        }
        let typed = recall?.typed ?? session.text
        let position = (recall?.position ?? -1) - steps
        if position < 0 {
            recall = nil
            return edit(.replaceText(typed))
        }
        let clamped = min(position, searches.count - 1)
        recall = SearchRecall(position: clamped, typed: typed)
        return edit(.replaceText(searches[clamped].description))
    }

    /// Ends the run with the marked items, else the selected one.
    func finishChoosing() -> BrowserEffect {
        if !markedItems.isEmpty { return .finish(.chosen(markedItems)) }
        if let item = selectedItem { return .finish(.chosen([item])) }
        return .finish(.nothingToChoose)
    }

    /// Esc closes the innermost thing open, one step per press: first a choice waiting for its
    /// results is taken back, then the suggestion menu (or the suggestions shown in place of the
    /// list) closes, then (the find bar is closed before this is reached) presented search is
    /// dismissed as `dismissSearch` does: text and tokens cleared, searching ended, focus gone,
    /// the scopes hidden and the full list back (a minimized field folds into its button). Only
    /// with search not presented does Esc leave, choosing nothing; Ctrl-C always leaves.
    mutating func escape() -> [BrowserEffect] {
        if choosesWhenResultsArrive {
            choosesWhenResultsArrive = false
            return []
        }
        if isSuggestionMenuOpen || showsSuggestionsInline {
            isSuggestionMenuClosed = true
            _ = session.send(.clearSuggestionHighlight)
            return []
        }
        if session.isPresented {
            // The next presentation shows the suggestions again.
            isSuggestionMenuClosed = false
            recall = nil
            return sendMovingCursor(.dismiss).effects
        }
        return [.finish(.cancelled)]
    }

    /// A mouse click: selects a row, a scope or a suggestion, or focuses the field.
    mutating func click(_ target: HitTarget) -> [BrowserEffect] {
        switch target {
        case .field:
            isSuggestionMenuClosed = false
            return forward(session.send(.focus(.field)))
        case .scope(let index):
            return forward(session.send(.selectScope(at: index)))
        case .suggestion(let index):
            return edit(.chooseSuggestion(at: index))
        case .row(let row):
            if session.isPresented { _ = session.send(.focus(.results)) }
            select(row)
            return []
        case .preview:
            return []
        case .sectionLine(let line):
            return clickSection(SectionClick(line: line, column: 1))
        }
    }
}
