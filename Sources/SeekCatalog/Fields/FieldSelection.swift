/// fzf's field index expressions for plain lines, as `--nth`, `--with-nth` and `--accept-nth`
/// take them: ranges separated by commas, `1`, `-1`, `2..`, `..3`, `1..-2`, `1,3`; or, for
/// `--with-nth` and `--accept-nth`, a template of them (`'{2} {1}.'`, ``FieldTemplate``).
public struct FieldSelection: Sendable, Equatable {
    /// The ranges, in the order given (empty for a template).
    public var ranges: [FieldRange]
    /// The template the fields fill in, when one was given instead of ranges.
    public var template: FieldTemplate?

    public init(ranges: [FieldRange]) {
        self.ranges = ranges
    }

    /// Reads `2,4..`, or a template with `allowsTemplate`; names the option in its error.
    public init(parsing text: String, option: String, allowsTemplate: Bool) throws(LoadError) {
        if allowsTemplate, let template = try FieldTemplate(parsing: text, option: option) {
            self.init(ranges: [])
            self.template = template
            return
        }
        try self.init(parsing: text, option: option)
    }

    /// Reads `2,4..`; names the option in its error.
    public init(parsing text: String, option: String) throws(LoadError) {
        var ranges: [FieldRange] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = FieldRange(part) else {
                throw LoadError("bad field expression '\(part)' in \(option) (use 1, -1, 2.., ..3 or 1..-2, separated by commas)")
            }
            ranges.append(range)
        }
        guard !ranges.isEmpty else { throw LoadError("\(option) needs a field expression") }
        self.init(ranges: ranges)
    }

    /// The selected fields of `line` as `--nth` searches them, in the order of the ranges, joined
    /// by a space (blanks), by the delimiter, or by the text a regular expression delimiter
    /// matched after each; a range with no field in the line adds nothing.
    public func text(of line: String, splitter: FieldSplitter) -> String {
        if let template { return template.text(of: line, splitter: splitter) }
        let fields = splitter.fieldRanges(of: line)
        var text = ""
        var separator: Substring = ""
        for range in ranges {
            guard let bounds = range.resolved(count: fields.count) else { continue }
            text += separator
            text += line[fields[bounds.lowerBound].lowerBound..<fields[bounds.upperBound].upperBound]
            separator = splitter.separator(after: bounds.upperBound, of: fields, in: line)
        }
        return text
    }

    /// The selected fields of `line` as fzf's `--with-nth` shows them: each range from its first
    /// field up to the next field after its last (so with the delimiter or blanks after it), in
    /// the order of the ranges and with nothing added between them (`1,1,1` of `7` gives `777`,
    /// `2,1` of `a b` gives `b a `).
    public func joinedText(of line: String, splitter: FieldSplitter) -> String {
        if let template { return template.text(of: line, splitter: splitter) }
        let fields = splitter.fieldRanges(of: line)
        var text = ""
        for range in ranges {
            guard let bounds = range.resolved(count: fields.count) else { continue }
            let end = bounds.upperBound + 1 < fields.count ? fields[bounds.upperBound + 1].lowerBound : line.endIndex
            text += line[fields[bounds.lowerBound].lowerBound..<end]
        }
        return text
    }

    /// The selected fields of `line` as fzf's `--accept-nth` prints them: joined as
    /// ``joinedText(of:splitter:)`` joins them, and the one delimiter that ends the whole dropped
    /// (`a:b:c` with `3,1` gives `ca`, `1,3` gives `a:c`).
    public func acceptedText(of line: String, splitter: FieldSplitter) -> String {
        if let template { return template.text(of: line, splitter: splitter) }
        return String(splitter.strippingLastDelimiter(Substring(joinedText(of: line, splitter: splitter))))
    }
}
