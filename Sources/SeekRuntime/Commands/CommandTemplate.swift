import SeekCatalog

/// A shell command with fzf's placeholders, as `--preview`, `execute(…)`, `reload(…)` and
/// `become(…)` take it: `head -50 {}`, `rg -n {q}`, `git show {1}`.
///
/// | placeholder | becomes |
/// | --- | --- |
/// | `{}` | the current item |
/// | `{q}` | the query's text |
/// | `{n}` | the current item's index (from 0), unquoted |
/// | `{+}` | the marked items (the current one when none is marked), one word each |
/// | `{+n}` | their indexes |
/// | `{1}`, `{-1}`, `{2..}`, `{..3}`, `{1..-2}` | fields of the current item (see SeekCatalog's `FieldSplitter`) |
/// | `{+1}` … | that field of each marked item |
/// | `{name}` | the field `name` of the current record |
///
/// Every value is a single-quoted shell word (``ShellQuoting``), so no item text, query or field
/// can run a command; blanks around a field are trimmed, as fzf trims them. Braces that name none
/// of these are left as written.
public struct CommandTemplate: Sendable, Equatable {
    /// One piece of the template.
    enum Part: Sendable, Equatable {
        case literal(String)
        case currentItem
        case query
        case index(marked: Bool)
        case items(marked: Bool, fields: FieldRange?)
        case recordField(String)
    }

    /// The template as the user wrote it.
    public let text: String
    let parts: [Part]

    /// Reads the placeholders of `text`.
    public init(_ text: String) {
        self.text = text
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let inside = rest[rest.index(after: open)..<close]
            if let part = Self.part(named: inside) {
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(part)
            } else {
                literal += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// Whether the command's text depends on the query (so a preview runs again as it changes).
    public var usesQuery: Bool {
        parts.contains(.query)
    }

    /// Whether the command names an item at all; one that does not runs even with no item.
    public var usesItems: Bool {
        parts.contains { part in
            switch part {
            case .literal, .query: false
            default: true
            }
        }
    }

    /// The command line for `context`, or nil when it names an item and there is none (fzf does
    /// not run such a command).
    public func expanded(for context: CommandContext) -> String? {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let text):
                result += text
            case .query:
                result += ShellQuoting.quoted(context.query)
            case .currentItem:
                guard let item = context.current else { return nil }
                result += ShellQuoting.quoted(item.text)
            case .index(let marked):
                let items = marked ? context.markedOrCurrent : context.current.map { [$0] } ?? []
                guard !items.isEmpty else { return nil }
                result += items.map { String($0.index) }.joined(separator: " ")
            case .items(let marked, let fields):
                let items = marked ? context.markedOrCurrent : context.current.map { [$0] } ?? []
                guard !items.isEmpty else { return nil }
                result += items.map { item in
                    let text = fields.map { context.splitter.text(of: item.text, fields: $0) } ?? item.text
                    return ShellQuoting.quoted(fields == nil ? text : Self.trimmingBlanks(text))
                }.joined(separator: " ")
            case .recordField(let name):
                guard let item = context.current else { return nil }
                result += ShellQuoting.quoted(item.fieldValue(name) ?? "")
            }
        }
        return result
    }

    /// The placeholder `{inside}` stands for, or nil when it is not one.
    private static func part(named inside: Substring) -> Part? {
        switch inside {
        case "": return .currentItem
        case "q": return .query
        case "n": return .index(marked: false)
        case "+": return .items(marked: true, fields: nil)
        case "+n": return .index(marked: true)
        default: break
        }
        if inside.first == "+", let range = FieldRange(inside.dropFirst()) {
            return .items(marked: true, fields: range)
        }
        if let range = FieldRange(inside) {
            return .items(marked: false, fields: range)
        }
        let isName = inside.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
        return isName && inside.first?.isLetter == true ? .recordField(String(inside)) : nil
    }

    private static func trimmingBlanks(_ text: String) -> String {
        var view = Substring(text)
        while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
        while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
        return String(view)
    }
}

/// What a ``CommandTemplate``'s placeholders are filled from.
public struct CommandContext {
    /// One item the command may name.
    public struct Item {
        /// The item's text, as it was read.
        public var text: String
        /// Its index in the input, from 0.
        public var index: Int
        /// A record's field by name; nil when the item has no such field.
        public var fieldValue: (String) -> String?

        public init(text: String, index: Int, fieldValue: @escaping (String) -> String? = { _ in nil }) {
            self.text = text
            self.index = index
            self.fieldValue = fieldValue
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
