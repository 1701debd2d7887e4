import SeekCatalog
import SeekModel
import SeekToolkit

/// What a provider says about its items beyond their indexes: the row text, the fields for the
/// detail pane, an optional colour swatch, where a query matched a row, and what commands are
/// handed for an item.
///
/// The provider implements it over its data set; tests implement it over a few strings.
public protocol BrowserContent {
    /// The text of the item's row.
    func text(ofItem index: Int) -> String
    /// The start of the item's row text: at least enough to fill `columns` columns when the text
    /// is that long, and little more, so that drawing a huge item costs no more than a short one.
    func text(ofItem index: Int, fittingColumns columns: Int) -> String
    /// The character indexes of `text` that `query` matched, for highlighting.
    func highlightedCharacters(in text: String, query: String) -> Set<Int>
    /// The item's title and fields for the detail pane; nil when it has none.
    func detail(ofItem index: Int) -> (title: String, fields: [DetailField])?
    /// A colour to show beside the item's row, if it names one.
    func swatch(ofItem index: Int) -> TerminalColor?
    /// The item's row in colours of its own (input read with `--ansi`): runs whose texts make
    /// the row's text; nil for a row drawn in the list's colours.
    func coloredRuns(ofItem index: Int, fittingColumns columns: Int) -> [ColoredText.Run]?
    /// The item's row drawn the host's own way: styled runs for at most `columns` columns, laid
    /// over the row's style (selected, focused); nil keeps the default look (the row text with
    /// the characters `query` matched highlighted).
    func rowRuns(ofItem index: Int, columns: Int, query: String) -> [ColoredText.Run]?
    /// A suggestion row drawn the host's own way, laid over the popup's style; nil keeps its title.
    func suggestionRuns(for suggestion: SearchSuggestion, columns: Int) -> [ColoredText.Run]?
    /// What a token pill in the field shows between its brackets; nil keeps `field: value`.
    func tokenRuns(for token: SearchToken) -> [ColoredText.Run]?
    /// The item at `index` as commands see it: its bytes as read, its index, its fields (for
    /// `{}`, `{1}`, `{@name}` in a preview or an `execute`).
    func commandItem(at index: Int) -> CommandItem
    /// Where the first `left` fields of a row's `text` end and its last `right` fields begin, as
    /// character offsets, for fzf's `--freeze-left` and `--freeze-right`.
    func frozenBounds(of text: String, left: Int, right: Int) -> (left: Int, right: Int)
}

extension BrowserContent {
    /// The whole text, cut to twice `columns` characters (every drawn character takes at least
    /// one column); a content with large items should read only a prefix instead.
    public func text(ofItem index: Int, fittingColumns columns: Int) -> String {
        let text = text(ofItem: index)
        var end = text.startIndex
        var count = 0
        while end < text.endIndex && count <= columns * 2 {
            end = text.index(after: end)
            count += 1
        }
        return end == text.endIndex ? text : String(text[..<end])
    }

    public func detail(ofItem index: Int) -> (title: String, fields: [DetailField])? {
        (text(ofItem: index), [])
    }

    public func swatch(ofItem index: Int) -> TerminalColor? { nil }

    public func coloredRuns(ofItem index: Int, fittingColumns columns: Int) -> [ColoredText.Run]? { nil }

    // The default look: a content that does not draw rows, suggestions or pills its own way
    // leaves them to the screen's components.
    public func rowRuns(ofItem index: Int, columns: Int, query: String) -> [ColoredText.Run]? { nil }

    public func suggestionRuns(for suggestion: SearchSuggestion, columns: Int) -> [ColoredText.Run]? { nil }

    public func tokenRuns(for token: SearchToken) -> [ColoredText.Run]? { nil }

    /// Fields split at blanks, as fzf's without `--delimiter`.
    public func frozenBounds(of text: String, left: Int, right: Int) -> (left: Int, right: Int) {
        FieldSplitter().frozenBounds(of: text, left: left, right: right)
    }

    /// The row text as the item's text; no fields.
    public func commandItem(at index: Int) -> CommandItem {
        CommandItem(text: text(ofItem: index), index: index)
    }
}
