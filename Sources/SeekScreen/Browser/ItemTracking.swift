/// Which item the list keeps under the cursor while its results change, as fzf's `--track`
/// and `track-current` do: the item stays selected, at the same height on screen, whatever
/// the query lists around it.
public enum ItemTracking: Sendable, Equatable {
    /// The cursor stays at the top of each new query's results.
    case off
    /// Every change keeps the selected item (`--track`, `toggle-track`).
    case always
    /// Keeps this item (an input index) until the cursor leaves it or no result lists it
    /// (`track-current`).
    case current(Int)

    /// What fzf's info line shows for it: `+T`, `+t`, or nothing.
    public var indicator: String? {
        switch self {
        case .off: nil
        case .always: "+T"
        case .current: "+t"
        }
    }
}

/// A change of ``ItemTracking`` that a bound action asks for.
public enum TrackingChange: Sendable, Equatable {
    /// `toggle-track`: tracking every change on, or off whatever it was.
    case toggleAlways
    /// `track-current` (and `track`): the selected item, unless every change is tracked already.
    case trackCurrent
    /// `untrack-current`: stops tracking the current item (not `--track`'s tracking).
    case untrackCurrent
    /// `toggle-track-current`: tracks the selected item, or stops tracking it.
    case toggleCurrent
}
