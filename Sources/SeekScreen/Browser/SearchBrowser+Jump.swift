extension SearchBrowser {
    /// The label of the row at `offset` from the first row shown while ``jump`` is on, nil
    /// when it has none (past the labels or the list).
    public func jumpLabel(ofOffset offset: Int) -> Character? {
        guard jump != nil, offset < options.jumpLabels.count, firstVisibleRow + offset < results.matches.count else { return nil }
        return options.jumpLabels[offset]
    }

    /// Starts labelling the rows for the next key (`jump`, `jump-accept`).
    mutating func startJump(_ mode: JumpMode) -> [BrowserEffect] {
        guard !results.matches.isEmpty else { return [] }
        jump = mode
        return []
    }

    /// What a person's action does while the rows are labelled: a label's character moves the
    /// cursor to its row (and accepts it after `jump-accept`) and fires `jump`; anything else
    /// fires `jump-cancel`. Either way the mode ends and the action does nothing else.
    mutating func endJump(with action: UserAction) -> [BrowserEffect] {
        let mode = jump
        jump = nil
        guard case .type(let text) = action, text.count == 1, let character = text.first,
              let offset = options.jumpLabels.firstIndex(of: character),
              offset < visibleRowCount, firstVisibleRow + offset < results.matches.count else {
            return [.fire(.jumpCancel)]
        }
        select(firstVisibleRow + offset)
        var effects: [BrowserEffect] = [.fire(.jump)]
        if mode == .accept { effects += choose() }
        return effects
    }
}
