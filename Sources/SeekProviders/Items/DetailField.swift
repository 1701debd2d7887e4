/// One field of an item as its details show it: the name, and the value's lines. A provider
/// gives them (``BrowserContent/detail(ofItem:)``); the screen's detail pane draws them.
public struct DetailField: Equatable, Sendable {
    /// The field's name, drawn as its label.
    public var name: String
    /// The value's lines: one for a plain value, one per entry for a list.
    public var lines: [String]

    /// A field named `name` whose value reads `lines`.
    public init(name: String, lines: [String]) {
        self.name = name
        self.lines = lines
    }

    /// A field named `name` whose value is `value`, one line per line of it.
    public init(name: String, value: String) {
        self.init(name: name, lines: value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
