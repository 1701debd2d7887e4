/// Splits a plain line into fields for the `{1}`, `{2..}`, `{-1}` placeholders, as fzf's
/// `--delimiter` does.
///
/// Without a delimiter, fields are AWK's: runs of spaces and tabs separate them, and leading blanks
/// are ignored. With one, the delimiter is a literal string (fzf also takes a regular expression;
/// seek takes the text as written).
public struct FieldSplitter: Sendable, Equatable {
    /// The literal delimiter, or nil for AWK-style blanks.
    public var delimiter: String?

    public init(delimiter: String? = nil) {
        self.delimiter = delimiter.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The ranges of `line`'s fields, each without its delimiter.
    public func fieldRanges(of line: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
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

    /// The text of fields `range` (1-based, negative counting from the end, as fzf numbers them),
    /// from the first field's start to the last one's end; empty when no field is in range.
    public func text(of line: String, fields range: FieldRange) -> String {
        let ranges = fieldRanges(of: line)
        guard let bounds = range.resolved(count: ranges.count) else { return "" }
        return String(line[ranges[bounds.lowerBound].lowerBound..<ranges[bounds.upperBound].upperBound])
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }
}

/// Which fields a placeholder names: `1`, `-1`, `2..`, `..3`, `2..-2`.
public struct FieldRange: Sendable, Equatable {
    /// The first field, 1-based; negative counts from the end; nil from the first.
    public var first: Int?
    /// The last field, 1-based; negative counts from the end; nil to the last.
    public var last: Int?

    public init(first: Int?, last: Int?) {
        self.first = first
        self.last = last
    }

    /// Reads `2`, `-1`, `2..`, `..3` or `1..-2`; nil for anything else (0 is no field).
    public init?(_ text: Substring) {
        func number(_ part: Substring) -> Int?? {
            if part.isEmpty { return .some(nil) }
            guard let value = Int(part), value != 0 else { return nil }
            return .some(value)
        }
        if let dots = text.firstRange(of: "..") {
            guard let first = number(text[..<dots.lowerBound]), let last = number(text[dots.upperBound...]) else { return nil }
            self.init(first: first, last: last)
        } else {
            guard let single = number(text), let value = single else { return nil }
            self.init(first: value, last: value)
        }
    }

    /// Zero-based inclusive bounds among `count` fields, or nil when the range is empty.
    public func resolved(count: Int) -> ClosedRange<Int>? {
        func index(_ number: Int?, default fallback: Int) -> Int {
            guard let number else { return fallback }
            return number > 0 ? number - 1 : count + number
        }
        let lower = max(0, index(first, default: 0))
        let upper = min(count - 1, index(last, default: count - 1))
        return lower <= upper ? lower...upper : nil
    }
}
