extension SearchBrowser {
    /// Applies a change of tracking asked for by a bound action.
    mutating func changeTracking(_ change: TrackingChange) {
        switch (change, tracking) {
        case (.toggleAlways, .always): tracking = .off
        case (.toggleAlways, _): tracking = .always
        case (.trackCurrent, .always): break
        case (.trackCurrent, _), (.toggleCurrent, .off): tracking = selectedItem.map(ItemTracking.current) ?? .off
        case (.untrackCurrent, .current), (.toggleCurrent, .current): tracking = .off
        case (.untrackCurrent, _), (.toggleCurrent, _): break
        }
    }

    /// Tracking the current item ends when the cursor has left it, as fzf's does.
    mutating func endTrackingLeftItem() {
        if case .current(let item) = tracking, selectedItem != item { tracking = .off }
    }

    /// Selects `item` in the results that just arrived, at `position` rows from the top of the
    /// list as before (fzf's tracking keeps the row where it was on screen); returns false when
    /// no result is that item. Tracking the current item then stops, with the cursor at the same
    /// height.
    mutating func keepSelection(on item: Int, atScreenPosition position: Int) -> Bool {
        if let row = results.matches.firstIndex(where: { $0.index == item }) {
            firstVisibleRow = max(0, row - position)
            select(row)
            return true
        }
        if case .current = tracking {
            tracking = .off
            firstVisibleRow = 0
            select(position)
            return true
        }
        return false
    }
}
