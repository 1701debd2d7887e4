import SeekCatalog

/// A provider whose list can be reshaped while the search runs, as fzf's actions do: the fields
/// of plain lines that are shown and searched (`change-with-nth`, `change-nth`), and items left
/// out whatever they match (`exclude`). The runtime asks for a match again after a change.
public protocol ReshapableSearchProvider: SearchProvider {
    /// How plain lines are shown and searched now.
    var lineFields: LineFields { get }
    /// Shows and searches plain lines by `lineFields` from the next match on.
    func changeLineFields(_ lineFields: LineFields)
    /// Leaves the items `items` (input indexes) out of every match from the next one on, until
    /// new input replaces them (a reload).
    func exclude(items: [Int])
}
