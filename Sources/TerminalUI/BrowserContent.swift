/// What the screen needs to know about the items beyond their indexes: the row text, the fields
/// for the detail pane, an optional colour swatch, and where a query matched a row.
///
/// The host implements it over its data set; tests implement it over a few strings.
public protocol BrowserContent {
    /// The text of the item's row.
    func text(ofItem index: Int) -> String
    /// The character indexes of `text` that `query` matched, for highlighting.
    func highlightedCharacters(in text: String, query: String) -> Set<Int>
    /// The item's title and fields for the detail pane; nil when it has none.
    func detail(ofItem index: Int) -> (title: String, fields: [DetailPane.Field])?
    /// A colour to show beside the item's row, if it names one.
    func swatch(ofItem index: Int) -> TerminalColor?
}

extension BrowserContent {
    public func detail(ofItem index: Int) -> (title: String, fields: [DetailPane.Field])? {
        (text(ofItem: index), [])
    }

    public func swatch(ofItem index: Int) -> TerminalColor? { nil }
}
