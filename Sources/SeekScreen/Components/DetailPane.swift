import SeekModel
import SeekProviders
import SeekToolkit
/// The pane beside the list in the sidebar placement: the selected item's fields, one label and
/// value per block, long values wrapped to the pane's width and lists drawn one entry per line.
///
/// While find is open over it, the pane shows ``searchableLines`` in a ``TextView`` instead:
/// the same blocks, each value line unwrapped (cut at the edge and shifted to show the current
/// match), so that a match is never split by a wrap and the text found is the text drawn.
public struct DetailPane {
    /// The item's title, drawn first.
    public var title: String
    /// The item's fields, in order.
    public var fields: [DetailField]
    /// The styles of the title, labels and values.
    public var theme: Theme
    /// The find navigator over ``searchableText``, when find is open over this pane.
    public var find: FindNavigator?
    /// The line of ``searchableLines`` the pane is scrolled to while find is open.
    public var firstLine: Int

    /// A pane showing `title` and `fields`, with find open over it when `find` is presented.
    public init(title: String, fields: [DetailField], theme: Theme = .standard, find: FindNavigator? = nil, firstLine: Int = 0) {
        self.title = title
        self.fields = fields
        self.theme = theme
        self.find = find
        self.firstLine = firstLine
    }

    /// Where the pane's text goes in `rect`: right of the rule and a space, a column short of the edge.
    public static func contentRect(of rect: Rect) -> Rect {
        Rect(row: rect.row, column: rect.column + 2, width: max(0, rect.width - 3), height: rect.height)
    }

    /// The pane's text as find searches and shows it, one list of styled runs per line: the
    /// title, then per field a blank line, its name and its value lines (`- ` before each entry
    /// of a list); a value's own line breaks start new lines.
    public var searchableLines: [[ColoredText.Run]] {
        var lines: [[ColoredText.Run]] = title.split(separator: "\n", omittingEmptySubsequences: false).map {
            [ColoredText.Run(String($0), style: theme.detailTitle)]
        }
        for field in fields {
            lines.append([])
            lines.append([ColoredText.Run(field.name, style: theme.detailLabel)])
            let bullet = field.lines.count > 1
            for value in field.lines {
                for (index, part) in value.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let prefix = bullet ? (index == 0 ? "- " : "  ") : ""
                    lines.append([ColoredText.Run(prefix + part, style: theme.text)])
                }
            }
        }
        return lines
    }

    /// ``searchableLines`` without their styles, joined by line breaks: the text find searches.
    public var searchableText: String {
        searchableLines.map { line in line.map(\.text).joined() }.joined(separator: "\n")
    }

    /// Draws the pane; returns where the cursor goes: in the find bar's field while find is open.
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        // A rule down the left edge separates the pane from the list.
        for row in rect.row..<rect.bottom {
            grid.write("│", row: row, column: rect.column, limit: rect.right, style: theme.popupBorder)
        }
        let inner = Self.contentRect(of: rect)
        guard inner.width > 0 else { return nil }
        if let find, find.isPresented {
            return TextView(navigator: find, firstLine: firstLine, theme: theme, lineRuns: searchableLines)
                .render(into: &grid, in: inner)
        }
        drawFields(into: &grid, in: inner)
        return nil
    }

    /// The title and the fields, values wrapped to the width.
    private func drawFields(into grid: inout Grid, in inner: Rect) {
        var row = inner.row
        // A title's own line breaks start new lines, as in ``searchableLines``.
        for titleLine in title.split(separator: "\n", omittingEmptySubsequences: false) {
            for line in Self.wrap(String(titleLine), to: inner.width, maximumLines: inner.height) where row < inner.bottom {
                grid.write(line, row: row, column: inner.column, limit: inner.right, style: theme.detailTitle)
                row += 1
            }
        }
        for field in fields {
            guard row + 1 < inner.bottom else { return }
            row += 1
            grid.write(VisibleText.truncated(field.name, toColumns: inner.width), row: row, column: inner.column,
                       limit: inner.right, style: theme.detailLabel)
            row += 1
            let bullet = field.lines.count > 1
            for value in field.lines {
                let lines = Self.wrap(value, to: inner.width - (bullet ? 2 : 0), maximumLines: inner.bottom - row)
                for (index, line) in lines.enumerated() {
                    guard row < inner.bottom else { return }
                    let prefix = bullet ? (index == 0 ? "- " : "  ") : ""
                    grid.write(prefix + line, row: row, column: inner.column, limit: inner.right, style: theme.text)
                    row += 1
                }
            }
        }
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible; only the
    /// first `maximumLines` are made, so a huge value costs no more than the pane holds.
    public static func wrap(_ text: String, to width: Int, maximumLines: Int = .max) -> [String] {
        guard width > 0, maximumLines > 0 else { return [] }
        // Each line holds at most `width` characters and a space, so twice that per line is more
        // than the lines asked for can use (characters of no width aside, which only shorten).
        let characterLimit = maximumLines < Int.max / 4 / (width + 1) ? maximumLines * (width + 1) * 2 : Int.max
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.prefix(characterLimit).split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            if lines.count >= maximumLines { return lines }
            if currentWidth > 0 && currentWidth + 1 + wordWidth > width {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            if currentWidth > 0 {
                current += " "
                currentWidth += 1
            }
            // A word longer than the line is broken by characters.
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > width {
                    if lines.count + 1 >= maximumLines { return lines + [current] }
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return Array(lines.prefix(maximumLines))
    }
}
