import SeekModel
import SeekToolkit
/// What the screen needs to know about the items beyond their indexes: the row text, the fields
/// for the detail pane, an optional colour swatch, and where a query matched a row.
///
/// The host implements it over its data set; tests implement it over a few strings.
public protocol BrowserContent {
    /// The text of the item's row.
    func text(ofItem index: Int) -> String
    /// The start of the item's row text: at least enough to fill `columns` columns when the text
    /// is that long, and little more, so that drawing a huge item costs no more than a short one.
    func text(ofItem index: Int, fittingColumns columns: Int) -> String
    /// The character indexes of `text` that `query` matched, for highlighting.
    func highlightedCharacters(in text: String, query: String) -> Set<Int>
    /// The item's title and fields for the detail pane; nil when it has none.
    func detail(ofItem index: Int) -> (title: String, fields: [DetailPane.Field])?
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

    public func detail(ofItem index: Int) -> (title: String, fields: [DetailPane.Field])? {
        (text(ofItem: index), [])
    }

    public func swatch(ofItem index: Int) -> TerminalColor? { nil }

    public func coloredRuns(ofItem index: Int, fittingColumns columns: Int) -> [ColoredText.Run]? { nil }
}
