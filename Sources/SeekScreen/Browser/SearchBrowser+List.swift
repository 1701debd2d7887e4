import SeekToolkit
extension SearchBrowser {
    /// Selects `row`, clamped to the results, and scrolls just enough to keep it visible with
    /// ``BrowserOptions/scrollOff`` rows beyond it (fewer at the list's ends, and at most half
    /// the list, as fzf's `--scroll-off`).
    mutating func select(_ row: Int) {
        let count = results.matches.count
        selectedRow = count == 0 ? 0 : min(max(0, row), count - 1)
        let height = max(1, visibleRowCount)
        // Half the list beyond the cursor toward its far end, one row less toward its start, as
        // fzf settles an odd split.
        let scrollOff = max(0, options.scrollOff)
        if selectedRow < firstVisibleRow + min(scrollOff, (height - 1) / 2) {
            firstVisibleRow = selectedRow - min(scrollOff, (height - 1) / 2)
        } else if selectedRow >= firstVisibleRow + height - min(scrollOff, height / 2) {
            firstVisibleRow = selectedRow - height + 1 + min(scrollOff, height / 2)
        }
        firstVisibleRow = max(0, min(firstVisibleRow, max(0, count - height)))
    }

    /// Marks the selected item, or unmarks it, and moves to the next row.
    mutating func toggleMark(movingBy rows: Int = 1) {
        guard options.allowsMultipleSelection, let item = selectedItem else { return }
        if let position = markedItems.firstIndex(of: item) {
            markedItems.remove(at: position)
        } else {
            // At the limit the key does nothing, not even move (fzf's `toggle+down`).
            guard marksLeft > 0 else { return }
            markedItems.append(item)
        }
        select(selectedRow + rows)
    }
}

extension SearchBrowser {
    /// Marks or unmarks the selected item where it is (`select`, `deselect`).
    mutating func markSelected(_ marks: Bool) {
        guard options.allowsMultipleSelection, let item = selectedItem else { return }
        let position = markedItems.firstIndex(of: item)
        if marks && position == nil && marksLeft > 0 { markedItems.append(item) }
        if !marks, let position { markedItems.remove(at: position) }
    }

    /// Selects the nearest marked row in `direction` on screen (positive is down), wrapping;
    /// a list drawn upward has its next row above.
    mutating func moveToMarkedRow(_ direction: Int) {
        let count = results.matches.count
        guard count > 1, !markedItems.isEmpty else { return }
        let marked = Set(markedItems)
        let step = (direction > 0) != options.listGrowsUpward ? 1 : -1
        for distance in 1..<count {
            let row = ((selectedRow + step * distance) % count + count) % count
            if marked.contains(results.matches[row].index) {
                select(row)
                return
            }
        }
    }

    /// `toggle-all`, `select-all`, `deselect-all`, over the rows listed now (fzf's meaning: a
    /// mark on a row the query hides stays); `clear-selection` over every row.
    mutating func changeAllMarks(_ action: UserAction) {
        guard options.allowsMultipleSelection else { return }
        let listed = results.matches.map(\.index)
        switch action {
        case .markAll:
            let marked = Set(markedItems)
            markedItems += listed.filter { !marked.contains($0) }.prefix(marksLeft)
        case .unmarkAll:
            let listedSet = Set(listed)
            markedItems = markedItems.filter { !listedSet.contains($0) }
        case .clearMarks:
            markedItems = []
        default:
            let marked = Set(markedItems)
            let listedSet = Set(listed)
            markedItems = markedItems.filter { !listedSet.contains($0) }
            markedItems += listed.filter { !marked.contains($0) }.prefix(marksLeft)
        }
    }

    /// How many more rows can be marked under ``BrowserOptions/markLimit``.
    var marksLeft: Int {
        options.markLimit.map { max(0, $0 - markedItems.count) } ?? Int.max
    }

    /// `change-multi`: a new limit (nil for none, 0 for no marking); changing the limit of a
    /// list that marks unmarks every row, as fzf does.
    mutating func changeMarkLimit(_ limit: Int?) {
        let current: Int? = options.allowsMultipleSelection ? options.markLimit : 0
        if options.allowsMultipleSelection && current != limit { markedItems = [] }
        options.allowsMultipleSelection = limit != 0
        options.markLimit = limit == 0 ? nil : limit
    }
}
