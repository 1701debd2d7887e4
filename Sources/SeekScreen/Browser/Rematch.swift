/// A match asked for again because the host changed what the list holds rather than the query
/// (fzf's `exclude`, `change-with-nth`), and what the browser does when its results arrive.
public struct Rematch: Sendable, Equatable {
    /// Whether the cursor stays on its row, as after fzf's `exclude`, rather than going to the first.
    public var keepsRow: Bool
    /// Items unmarked at once (those just excluded).
    public var unmarked: [Int]
    /// Whether the marks of items the new results do not list are dropped (fzf's
    /// `change-with-nth`: a marked item must still match).
    public var keepsOnlyListedMarks: Bool

    public init(keepsRow: Bool = false, unmarked: [Int] = [], keepsOnlyListedMarks: Bool = false) {
        self.keepsRow = keepsRow
        self.unmarked = unmarked
        self.keepsOnlyListedMarks = keepsOnlyListedMarks
    }
}
