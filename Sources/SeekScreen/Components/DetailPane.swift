import SeekToolkit
/// The pane beside the list in the sidebar placement: the selected item's fields, one label and
/// value per block, long values wrapped to the pane's width and lists drawn one entry per line.
public struct DetailPane {
    /// One field of the selected item.
    public struct Field: Equatable, Sendable {
        public var name: String
        /// The value's lines: one for a plain value, one per entry for a list.
        public var lines: [String]

        public init(name: String, lines: [String]) {
            self.name = name
            self.lines = lines
        }
    }

    public var title: String
    public var fields: [Field]
    public var theme: Theme

    public init(title: String, fields: [Field], theme: Theme = .standard) {
        self.title = title
        self.fields = fields
        self.theme = theme
    }

    public func render(into grid: inout Grid, in rect: Rect) {
        guard !rect.isEmpty else { return }
        // A rule down the left edge separates the pane from the list.
        for row in rect.row..<rect.bottom {
            grid.write("│", row: row, column: rect.column, limit: rect.right, style: theme.popupBorder)
        }
        let inner = Rect(row: rect.row, column: rect.column + 2, width: rect.width - 3, height: rect.height)
        guard inner.width > 0 else { return }
        var row = inner.row
        for line in Self.wrap(title, to: inner.width, maximumLines: inner.height) where row < inner.bottom {
            grid.write(line, row: row, column: inner.column, limit: inner.right, style: theme.detailTitle)
            row += 1
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
