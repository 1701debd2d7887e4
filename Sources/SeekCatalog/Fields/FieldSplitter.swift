/// Splits a plain line into fields for `--nth`, `--with-nth`, `--accept-nth` and the `{1}`,
/// `{2..}`, `{-1}` placeholders, as fzf's `--delimiter` does.
///
/// Without a delimiter, fields are AWK's: runs of spaces and tabs separate them, and leading blanks
/// are ignored. With one, the delimiter is a literal string, or, when it holds a regular
/// expression's special characters (`\.+*?()|[]{}^$`, as fzf decides), a regular expression
/// (`[:/]`, `\s+`); a field's range never includes its delimiter.
public struct FieldSplitter: Sendable, Equatable {
    /// The literal delimiter, or nil for AWK-style blanks or a regular expression.
    public var delimiter: String?
    /// The regular expression's text when the delimiter is one.
    public private(set) var pattern: String?
    private var expression: DelimiterExpression?

    /// A splitter on the literal text `delimiter` (blanks when nil or empty).
    public init(delimiter: String? = nil) {
        self.delimiter = delimiter.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A splitter on delimiter text as fzf reads its `--delimiter`: `\t` is a tab; text without
    /// special characters is literal (the fast path); other text is a regular expression, and one
    /// that does not compile is an error quoting the text.
    public init(parsing text: String?) throws(LoadError) {
        guard let text, !text.isEmpty else {
            self.init()
            return
        }
        let unescaped = text.replacing("\\t", with: "\t")
        guard unescaped.contains(where: { Self.specialCharacters.contains($0) }) else {
            self.init(delimiter: unescaped)
            return
        }
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(unescaped)
        } catch {
            throw LoadError("'\(text)' is not a valid regular expression")
        }
        self.init()
        expression = DelimiterExpression(regex: regex)
        pattern = unescaped
    }

    /// The characters that make a delimiter a regular expression (those Go's `QuoteMeta` escapes).
    private static let specialCharacters: Set<Character> = ["\\", ".", "+", "*", "?", "(", ")", "|", "[", "]", "{", "}", "^", "$"]

    public static func == (lhs: FieldSplitter, rhs: FieldSplitter) -> Bool {
        lhs.delimiter == rhs.delimiter && lhs.pattern == rhs.pattern
    }

    /// The ranges of `line`'s fields, each without its delimiter. With a regular expression, as
    /// in fzf, a delimiter at the end of the line leaves no empty field after it.
    public func fieldRanges(of line: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        if let expression {
            var start = line.startIndex
            var searchFrom = line.startIndex
            while searchFrom < line.endIndex, let found = line[searchFrom...].firstMatch(of: expression.regex) {
                let range = found.range
                if range.isEmpty {
                    // An empty match separates nothing; step past it so the search moves on.
                    guard range.lowerBound < line.endIndex else { break }
                    searchFrom = line.index(after: range.lowerBound)
                    continue
                }
                ranges.append(start..<range.lowerBound)
                start = range.upperBound
                searchFrom = range.upperBound
            }
            if start < line.endIndex { ranges.append(start..<line.endIndex) }
            return ranges
        }
        if let delimiter {
            var start = line.startIndex
            while let found = line[start...].firstRange(of: delimiter) {
                ranges.append(start..<found.lowerBound)
                start = found.upperBound
            }
            ranges.append(start..<line.endIndex)
            return ranges
        }
        var index = line.startIndex
        while index < line.endIndex {
            while index < line.endIndex, Self.isBlank(line[index]) { index = line.index(after: index) }
            guard index < line.endIndex else { break }
            let start = index
            while index < line.endIndex, !Self.isBlank(line[index]) { index = line.index(after: index) }
            ranges.append(start..<index)
        }
        return ranges
    }

    /// What joins selected fields: the literal delimiter; with a regular expression, the text it
    /// matched after the field at `index` of `fields` (a space after the last field); else a space.
    func separator(after index: Int, of fields: [Range<String.Index>], in line: String) -> Substring {
        if let delimiter { return Substring(delimiter) }
        guard expression != nil else { return " " }
        if index + 1 < fields.count { return line[fields[index].upperBound..<fields[index + 1].lowerBound] }
        return fields[index].upperBound < line.endIndex ? line[fields[index].upperBound...] : " "
    }

    /// The text of fields `range` (1-based, negative counting from the end, as fzf numbers them),
    /// from the first field's start to the last one's end; empty when no field is in range.
    public func text(of line: String, fields range: FieldRange) -> String {
        let ranges = fieldRanges(of: line)
        guard let bounds = range.resolved(count: ranges.count) else { return "" }
        return String(line[ranges[bounds.lowerBound].lowerBound..<ranges[bounds.upperBound].upperBound])
    }

    /// `text` without the one delimiter it ends with, as fzf strips what `--accept-nth` joins:
    /// the literal delimiter once, the regular expression's last match when it ends the text, or
    /// the trailing blanks.
    func strippingLastDelimiter(_ text: Substring) -> Substring {
        if let delimiter { return text.hasSuffix(delimiter) ? text.dropLast(delimiter.count) : text }
        if let expression {
            guard let last = text.matches(of: expression.regex).last, last.range.upperBound == text.endIndex else { return text }
            return text[..<last.range.lowerBound]
        }
        var end = text.endIndex
        while end > text.startIndex, Self.isBlank(text[text.index(before: end)]) { end = text.index(before: end) }
        return text[..<end]
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }
}

/// A compiled delimiter: `Regex` is not `Sendable` on every platform, and a splitter is shared
/// read-only between threads (the field text is derived on the reader's thread).
private struct DelimiterExpression: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>
}
