import Matching

/// A loaded data set: the row text of every item, ready to search, and for structured inputs the
/// records the rows came from.
public struct DataSet: Sendable {
    /// A short name for the title line: the file name, "stdin", or the sample's name.
    public var name: String
    /// One entry per item: the text that is shown, searched and printed.
    public var items: ItemStore
    /// The structured records behind the items, in the same order; empty for plain lines.
    public var records: [Record]

    public init(name: String, items: ItemStore, records: [Record] = []) {
        self.name = name
        self.items = items
        self.records = records
    }

    /// Builds a data set from records, using `display` to make each row's text.
    public init(name: String, records: [Record], display: DisplayTemplate) {
        var items = ItemStore()
        for record in records {
            items.append(display.render(record))
        }
        self.init(name: name, items: items, records: records)
    }
}
