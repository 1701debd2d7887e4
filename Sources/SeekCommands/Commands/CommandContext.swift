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
    /// Every matched item, best first, for `{*}`: asked only when a command names it, since
    /// ranking every match can cost more than the rest of the command.
    public var matched: () -> [CommandItem]
    /// What ends each value in a `{+f}` file: a newline, or NUL with `--print0` (as fzf).
    public var fileSeparator: UInt8

    public init(query: String, current: CommandItem?, marked: [CommandItem] = [], splitter: FieldSplitter = FieldSplitter(),
                fileSeparator: UInt8 = 0x0A, matched: @escaping () -> [CommandItem] = { [] }) {
        self.fileSeparator = fileSeparator
        self.query = query
        self.current = current
        self.marked = marked
        self.splitter = splitter
        self.matched = matched
    }

    /// The items a placeholder with `scope` names.
    func items(in scope: CommandTemplate.Scope) -> [CommandItem] {
        switch scope {
        case .current: current.map { [$0] } ?? []
        case .marked: markedOrCurrent
        case .matched: matched()
        }
    }

    /// The marked items, or the current one when none is marked (as fzf's `{+}`).
    var markedOrCurrent: [CommandItem] {
        marked.isEmpty ? (current.map { [$0] } ?? []) : marked
    }
}
