import SeekCatalog

/// What a ``CommandTemplate``'s placeholders are filled from.
public struct CommandContext {
    /// One item the command may name.
    public struct Item {
        /// The item's bytes as they were read (with `--ansi`, without escape sequences): a
        /// placeholder passes these on, also where they are not UTF-8.
        public var bytes: [UInt8]
        /// Its index in the input, from 0.
        public var index: Int
        /// A record's field by name; nil when the item has no such field.
        public var fieldValue: (String) -> String?

        public init(bytes: [UInt8], index: Int, fieldValue: @escaping (String) -> String? = { _ in nil }) {
            self.bytes = bytes
            self.index = index
            self.fieldValue = fieldValue
        }

        /// An item whose text is valid UTF-8 (a database row, a list of strings).
        public init(text: String, index: Int, fieldValue: @escaping (String) -> String? = { _ in nil }) {
            self.init(bytes: Array(text.utf8), index: index, fieldValue: fieldValue)
        }

        /// The item's text; bytes that are not UTF-8 become U+FFFD.
        public var text: String {
            String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The query's text.
    public var query: String
    /// The selected item, if any.
    public var current: Item?
    /// The marked items, in the order they were marked.
    public var marked: [Item]
    /// How plain lines split into fields.
    public var splitter: FieldSplitter

    public init(query: String, current: Item?, marked: [Item] = [], splitter: FieldSplitter = FieldSplitter()) {
        self.query = query
        self.current = current
        self.marked = marked
        self.splitter = splitter
    }

    /// The marked items, or the current one when none is marked (as fzf's `{+}`).
    var markedOrCurrent: [Item] {
        marked.isEmpty ? (current.map { [$0] } ?? []) : marked
    }
}
