import SeekCatalog
import SeekProviders

/// A shell command with fzf's placeholders, as `--preview`, `execute(…)`, `reload(…)` and
/// `become(…)` take it: `head -50 {}`, `rg -n {q}`, `git show {1}`, `echo {@title}`.
///
/// | placeholder | becomes |
/// | --- | --- |
/// | `{}` | the current item |
/// | `{q}` | the query's text |
/// | `{n}` | the current item's index (from 0), unquoted |
/// | `{+}` | the marked items (the current one when none is marked), one word each |
/// | `{*}` | every matched item, best first, one word each |
/// | `{+n}`, `{*n}` | their indexes |
/// | `{1}`, `{-1}`, `{2..}`, `{..3}`, `{1..-2}` | fields of the current item (see SeekCatalog's `FieldSplitter`) |
/// | `{+1}`, `{*1}` … | that field of each marked or matched item |
/// | `{s2}`, `{+s1..2}` … | with `s`, the blanks around the fields are kept (fzf trims them otherwise) |
/// | `{q:1}`, `{q:2..}`, `{q:s2}` | fields of the query, split at blanks |
/// | `{@name}` | the field `name` of the current record (letters, digits, `_`, `-`, `.`, inner spaces) |
/// | `{f}`, `{+f}`, `{+f2}`, `{+nf}` … | with `f`, the values go to a temporary file, one per line, and the command gets its path |
///
/// When nothing matches, the command still runs, with empty values, if it names the query, every
/// match (`*`) or marked items that there are, or no item at all; otherwise it does not run (as fzf).
///
/// Nothing else is a placeholder, and everything else is passed to the shell byte for byte:
/// `${HOME}`, `{a,b}`, awk's `{print}`, jq's `{title}` and `{a: .b}`. Record fields take an `@`
/// so that they never meet those braces (a jq object is never `{@…}`, and `${@…}` is inside the
/// shell's `${…}`, where nothing is a placeholder). `\{}` is a literal `{}`, as in fzf.
///
/// A value is written as one literal word for the shell that runs the command
/// (``CommandShell``), whatever quoting the template has around the placeholder (read by
/// `TemplateLexer`): `'{}'`, `"{}"`, `"$(cat {})"` and `{}` all give the command the value's
/// bytes, so no item text, query or field can run anything or be split. A value carries the
/// item's original bytes, also where they are not UTF-8; blanks around a field are trimmed, as
/// fzf trims them. A value holding NUL, which no argument can carry, and a placeholder in a place
/// whose quoting seek cannot be sure of (backticks, arithmetic, a here-document), are refused
/// with a ``CommandError``: the command does not run.
public struct CommandTemplate: Sendable, Equatable {
    /// What a placeholder stands for.
    enum Placeholder: Sendable, Equatable {
        case currentItem
        case query
        /// `{q:2..}`: fields of the query, split at blanks whatever the delimiter (as fzf's).
        case queryFields(FieldRange, keepsBlanks: Bool)
        case index(Scope, toFile: Bool)
        case items(Scope, fields: FieldRange?, keepsBlanks: Bool, toFile: Bool)
        case recordField(String)

        /// Whether the values go to a temporary file whose path the command gets (`{+f}`).
        var isWrittenToFile: Bool {
            switch self {
            case .index(_, let toFile), .items(_, _, _, let toFile): toFile
            default: false
            }
        }

        var namesQuery: Bool {
            switch self {
            case .query, .queryFields: true
            default: false
            }
        }

    }

    /// Which items a placeholder names: the current one, the marked ones (`+`), every match (`*`).
    enum Scope: Sendable, Equatable {
        case current
        case marked
        case matched
    }

    /// The quoting a placeholder stands in.
    enum Position: Sendable, Equatable {
        case quoted(ShellQuoting.Context)
        /// In a comment: the placeholder is left as written (a value's newline would end it).
        case comment
        /// Somewhere seek cannot follow the shell; the reason, for the error.
        case unsure(String)
    }

    /// One piece of the template.
    enum Segment: Sendable, Equatable {
        case literal([UInt8])
        case placeholder(Placeholder, text: [UInt8], Position)
    }

    /// The template as the user wrote it.
    public let text: String
    private let posixSegments: [Segment]
    private let fishSegments: [Segment]

    /// Reads the placeholders of `text` and the quoting around each, for each shell dialect.
    public init(_ text: String) {
        self.text = text
        posixSegments = TemplateLexer.segments(of: Array(text.utf8), dialect: .posix)
        fishSegments = TemplateLexer.segments(of: Array(text.utf8), dialect: .fish)
    }

    public static func == (lhs: CommandTemplate, rhs: CommandTemplate) -> Bool {
        lhs.text == rhs.text
    }

    /// Whether the command's text depends on the query (so a preview runs again as it changes).
    public var usesQuery: Bool {
        placeholders.contains { $0.namesQuery }
    }

    /// Whether the command names an item at all; one that does not runs even with no item.
    public var usesItems: Bool {
        placeholders.contains { !$0.namesQuery }
    }

    /// Whether the command runs when no item is selected (nothing matches), with empty values
    /// for the current item: it names no item, or the query, every match, or marked items and
    /// some are marked (fzf's rule).
    func runsWithoutCurrentItem(markedCount: Int) -> Bool {
        placeholders.isEmpty
            || placeholders.contains { placeholder in
                switch placeholder {
                case .query, .queryFields, .index(.matched, _), .items(.matched, _, _, _): true
                case .index(.marked, _), .items(.marked, _, _, _): markedCount > 0
                default: false
                }
            }
    }

    private var placeholders: [Placeholder] {
        (posixSegments + fishSegments).compactMap { segment in
            if case .placeholder(let placeholder, _, _) = segment { placeholder } else { nil }
        }
    }

    /// Why the command cannot run with `shell` whatever the items are (a placeholder whose
    /// quoting seek cannot be sure of), or nil.
    public func problem(for shell: CommandShell) -> String? {
        for case .placeholder(let placeholder, let text, .unsure(let reason)) in segments(for: shell.dialect) {
            if case .index = placeholder { continue }
            return Self.unsureMessage(String(decoding: text, as: UTF8.self), reason)
        }
        return nil
    }

    /// The command line for `context`, written for `shell`, or nil when fzf would not run it (it
    /// names the current item and there is none). Throws when a value holds NUL or a placeholder
    /// stands where its quoting is unsure. `{f}` files are removed by the command line itself
    /// once the command ends; a caller that may kill the command uses ``expansion(for:shell:)``.
    public func expanded(for context: CommandContext, shell: CommandShell) throws(CommandError) -> [UInt8]? {
        guard let (commandLine, paths) = try expandedWithPaths(for: context, shell: shell) else { return nil }
        guard !paths.isEmpty else { return commandLine }
        // The shell removes the files after the command, keeping its exit status; the paths
        // are made of safe characters only (``TemporaryFiles``).
        let removal = "rm -f -- " + paths.joined(separator: " ")
        let wrapped = shell.dialect == .fish
            ? "begin\n\(String(decoding: commandLine, as: UTF8.self))\nend\nset -l seek_status $status\n\(removal)\nexit $seek_status"
            : "{\n\(String(decoding: commandLine, as: UTF8.self))\n}\nseek_status=$?\n\(removal)\nexit $seek_status"
        return Array(wrapped.utf8)
    }

    /// The command line for `context` and the temporary files its `{f}` placeholders were
    /// written to (removed when the returned ``TemporaryFiles`` goes), or nil when fzf would not
    /// run it. Throws as ``expanded(for:shell:)``.
    public func expansion(for context: CommandContext, shell: CommandShell) throws(CommandError) -> ([UInt8], TemporaryFiles)? {
        try expandedWithPaths(for: context, shell: shell).map { ($0, TemporaryFiles(paths: $1)) }
    }

    private func expandedWithPaths(for context: CommandContext, shell: CommandShell) throws(CommandError) -> ([UInt8], [String])? {
        var context = context
        if context.current == nil {
            guard runsWithoutCurrentItem(markedCount: context.marked.count) else { return nil }
            // fzf fills the placeholders from an empty item.
            context.current = CommandItem(bytes: [], index: -1)
        }
        var result: [UInt8] = []
        var paths: [String] = []
        do throws(CommandError) {
            for segment in segments(for: shell.dialect) {
                switch segment {
                case .literal(let bytes):
                    result += bytes
                case .placeholder(.index(let scope, toFile: false), _, let position):
                    // Digits and spaces mean nothing to any shell, in any quoting; the empty
                    // item's missing index is an empty word where a word is needed, as fzf's `''`.
                    let values = Self.values(of: .index(scope, toFile: false), in: context)
                    let words = values.map { $0.isEmpty && position == .quoted(.unquoted) ? ShellQuoting.word([], dialect: shell.dialect) : $0 }
                    result += Array(words.joined(separator: [UInt8(ascii: " ")]))
                case .placeholder(let placeholder, let text, let position):
                    let values = Self.values(of: placeholder, in: context)
                    let name = String(decoding: text, as: UTF8.self)
                    switch position {
                    case .comment:
                        result += text
                    case .unsure(let reason):
                        throw CommandError(Self.unsureMessage(name, reason) + ", so it was not run")
                    case .quoted(let quoting):
                        if placeholder.isWrittenToFile {
                            let path = try TemporaryFiles.write(values, separator: context.fileSeparator)
                            paths.append(path)
                            result += ShellQuoting.inserting(Array(path.utf8), in: quoting, dialect: shell.dialect)
                            continue
                        }
                        guard !values.contains(where: { $0.contains(0) }) else {
                            throw CommandError("\(name) holds a NUL byte, which no command argument can carry; the command was not run")
                        }
                        let words = values.map { ShellQuoting.word($0, dialect: shell.dialect) }
                        result += ShellQuoting.inserting(Array(words.joined(separator: [UInt8(ascii: " ")])),
                                                         in: quoting, dialect: shell.dialect)
                    }
                }
            }
        } catch {
            _ = TemporaryFiles(paths: paths)
            throw error
        }
        return (result, paths)
    }

    /// The placeholder at `start` in `text` and the position after it, or nil when the braces
    /// there (if any) are not one.
    static func placeholder(in text: [UInt8], at start: Int) -> (Placeholder, end: Int)? {
        guard text[start] == UInt8(ascii: "{") else { return nil }
        var close = start + 1
        while close < text.count, close - start <= 256 {
            switch text[close] {
            case UInt8(ascii: "}"):
                guard let inside = String(validating: text[(start + 1)..<close], as: UTF8.self),
                      let placeholder = placeholder(named: Substring(inside)) else { return nil }
                return (placeholder, close + 1)
            case UInt8(ascii: "{"), UInt8(ascii: "\n"):
                return nil
            default:
                close += 1
            }
        }
        return nil
    }

    private func segments(for dialect: CommandShell.Dialect) -> [Segment] {
        dialect == .fish ? fishSegments : posixSegments
    }

    /// The placeholder `{inside}` stands for, or nil when it is not one.
    private static func placeholder(named inside: Substring) -> Placeholder? {
        switch inside {
        case "": return .currentItem
        case "q": return .query
        default: break
        }
        if inside.hasPrefix("q:") {
            var range = inside.dropFirst(2)
            let keepsBlanks = range.first == "s"
            if keepsBlanks { range = range.dropFirst() }
            return FieldRange(range).map { .queryFields($0, keepsBlanks: keepsBlanks) }
        }
        if inside.first == "@" {
            let name = inside.dropFirst()
            let isName = name.allSatisfy { $0.isLetter || $0.isNumber || "_-. ".contains($0) }
            return isName && name.first?.isWhitespace == false && name.last?.isWhitespace == false
                ? .recordField(String(name)) : nil
        }
        return itemPlaceholder(named: inside)
    }

    /// `{+}`, `{*n}`, `{s2}`, `{+s1..2}`: flags (`+` marked, `*` every match, `s` keep blanks),
    /// then nothing, `n`, or a field range.
    private static func itemPlaceholder(named inside: Substring) -> Placeholder? {
        var scope = Scope.current
        var keepsBlanks = false
        var toFile = false
        var rest = inside
        while let flag = rest.first, "+*sf".contains(flag) {
            switch flag {
            case "+": if scope == .current { scope = .marked }
            case "*": scope = .matched
            case "f": toFile = true
            default: keepsBlanks = true
            }
            rest = rest.dropFirst()
        }
        // fzf's `{+nf}` and `{+fn}`: the file flag may also follow the `n`.
        if rest == "n" || rest == "nf" && !toFile { return .index(scope, toFile: toFile || rest == "nf") }
        if rest.isEmpty { return .items(scope, fields: nil, keepsBlanks: keepsBlanks, toFile: toFile) }
        return FieldRange(rest).map { .items(scope, fields: $0, keepsBlanks: keepsBlanks, toFile: toFile) }
    }

    /// The words `placeholder` stands for in `context` (whose current item is set).
    private static func values(of placeholder: Placeholder, in context: CommandContext) -> [[UInt8]] {
        switch placeholder {
        case .query:
            return [Array(context.query.utf8)]
        case .currentItem:
            return context.current.map { [$0.bytes] } ?? [[]]
        case .recordField(let name):
            return context.current.map { [Array(($0.fieldValue(name) ?? "").utf8)] } ?? [[]]
        case .queryFields(let fields, let keepsBlanks):
            let bytes = FieldSplitter().bytes(of: Array(context.query.utf8), fields: fields, keepingBlanks: keepsBlanks)
            return [Array(keepsBlanks ? bytes : trimmingBlanks(bytes))]
        case .index(let scope, _):
            // The empty item that stands in when nothing matches has no index: an empty word.
            return context.items(in: scope).map { $0.index < 0 ? [] : Array(String($0.index).utf8) }
        case .items(let scope, let fields, let keepsBlanks, _):
            return context.items(in: scope).map { item in
                guard let fields else { return item.bytes }
                let bytes = context.splitter.bytes(of: item.bytes, fields: fields, keepingBlanks: keepsBlanks)
                return Array(keepsBlanks ? bytes : trimmingBlanks(bytes))
            }
        }
    }

    private static func trimmingBlanks(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var view = bytes
        while let first = view.first, first == 0x20 || first == 0x09 { view = view.dropFirst() }
        while let last = view.last, last == 0x20 || last == 0x09 { view = view.dropLast() }
        return view
    }

    private static func unsureMessage(_ placeholder: String, _ reason: String) -> String {
        "cannot tell how \(placeholder) is quoted in the command (\(reason))"
    }
}
