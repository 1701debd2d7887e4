import SeekCatalog
import SeekProviders

/// What a ``CommandTemplate``'s placeholders are filled from.
public struct CommandContext {
    /// The query's text.
    public var query: String
    /// The selected item, if any.
    public var current: CommandItem?
    /// The marked items, in the order they were marked.
    public var marked: [CommandItem]
    /// How plain lines split into fields.
    public var splitter: FieldSplitter

    public init(query: String, current: CommandItem?, marked: [CommandItem] = [], splitter: FieldSplitter = FieldSplitter()) {
        self.query = query
        self.current = current
        self.marked = marked
        self.splitter = splitter
    }

    /// The marked items, or the current one when none is marked (as fzf's `{+}`).
    var markedOrCurrent: [CommandItem] {
        marked.isEmpty ? (current.map { [$0] } ?? []) : marked
    }
}
