/// fzf's field template for `--with-nth` and `--accept-nth`: text in which each `{N}`-style
/// placeholder (`{2}`, `{-1}`, `{1..3}`, `{2,4}`) stands for those fields, as in
/// `--with-nth '{2} {1}.'`.
///
/// A placeholder gives its fields as ``FieldSelection/acceptedText(of:splitter:)`` does (each
/// with the delimiter after it, the last one's dropped); the text between placeholders is kept
/// as written, and so is a brace pair that is not a field expression.
public struct FieldTemplate: Sendable, Equatable {
    /// A piece of the template.
    public enum Part: Sendable, Equatable {
        /// Text kept as written.
        case literal(String)
        /// The fields of one placeholder.
        case fields([FieldRange])
    }

    /// The pieces, in order.
    public var parts: [Part]

    /// Reads `text`; nil when it holds no placeholder (then it is no template). Names `option`
    /// in its error.
    public init?(parsing text: String, option: String) throws(LoadError) {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        var hasPlaceholder = false
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let body = rest[rest.index(after: open)...]
            guard let close = body.firstIndex(of: "}"),
                  !body[..<close].isEmpty, body[..<close].allSatisfy(Self.isExpressionCharacter) else {
                // Not a placeholder: the brace is text.
                literal += "{"
                rest = body
                continue
            }
            let expression = body[..<close]
            if expression == "n" {
                throw LoadError("{n} (the item's index) in \(option) is not supported")
            }
            var ranges: [FieldRange] = []
            for piece in expression.split(separator: ",", omittingEmptySubsequences: false) {
                guard let range = FieldRange(piece) else {
                    throw LoadError("bad field expression '\(piece)' in \(option) (use 1, -1, 2.., ..3 or 1..-2, separated by commas)")
                }
                ranges.append(range)
            }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.fields(ranges))
            hasPlaceholder = true
            rest = body[body.index(after: close)...]
        }
        literal += rest
        guard hasPlaceholder else { return nil }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// The template filled in for `line`.
    public func text(of line: String, splitter: FieldSplitter) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .fields(let ranges): text += FieldSelection(ranges: ranges).acceptedText(of: line, splitter: splitter)
            }
        }
        return text
    }

    /// fzf's placeholder characters: digits, `-`, `.` and `,` (and `n` for the index).
    private static func isExpressionCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isNumber || character == "-" || character == "." || character == "," || character == "n")
    }
}
