import SeekMatching
import SeekProviders
import SeekScreen
import SeekToolkit

/// Browser content over a few strings, for tests: rows, highlights from the real matcher, and
/// optional details.
public struct StringListContent: BrowserContent {
    public var items: [String]
    public var details: [Int: [DetailField]]

    public init(_ items: [String], details: [Int: [DetailField]] = [:]) {
        self.items = items
        self.details = details
    }

    /// The items as a store for the match engine.
    public var store: ItemStore { ItemStore(items) }

    public func text(ofItem index: Int) -> String { items[index] }

    public func highlightedCharacters(in text: String, query: String) -> Set<Int> {
        Highlights.characters(in: text, scalarPositions: QueryMatcher(Query(query)).matchedPositions(in: text))
    }

    public func detail(ofItem index: Int) -> (title: String, fields: [DetailField])? {
        (items[index], details[index] ?? [])
    }
}
