import SeekToolkit

/// Where fzf's face draws each line of its header and footer, from the layout's section rows:
/// the one list that both the drawing and the clicks on those lines (`click-header`,
/// `click-footer`) read.
struct PlacedSectionLines {
    /// One line as drawn: its row, the columns its text may take, and its text.
    struct Line {
        var section: SectionLine.Section
        var row: Int
        var column: Int
        var right: Int
        var text: String
    }

    private(set) var lines: [Line] = []

    /// `--header`'s lines in order, the input's header lines in the list's own order where the
    /// layout puts them, and the footer's lines in order; each indented past the pointer and the
    /// marker, as rows are.
    init(options: BrowserOptions, layout: ScreenLayout) {
        let indent = ListPane.marksWidth(pointer: options.pointer, marker: options.marker)
        let inputCount = min(options.inputHeaderCount, options.header.count)
        func place(_ text: String, _ section: SectionLine.Section, row: Int, in rect: Rect) {
            let column = rect.column + indent
            guard column < rect.right else { return }
            lines.append(Line(section: section, row: row, column: column, right: rect.right, text: text))
        }
        for (offset, line) in options.header.dropLast(inputCount).prefix(layout.header.height).enumerated() {
            place(line, .header, row: layout.header.row + offset, in: layout.header)
        }
        for (offset, line) in options.header.suffix(inputCount).prefix(layout.inputHeader.height).enumerated() {
            let row = ListPane.screenRow(ofOffset: offset, in: layout.inputHeader, growsUpward: options.listGrowsUpward)
            place(line, .header, row: row, in: layout.inputHeader)
        }
        for (offset, line) in options.footer.prefix(layout.footer.height).enumerated() {
            place(line, .footer, row: layout.footer.row + offset, in: layout.footer)
        }
    }

    /// A region per line, from where its text starts to the section's right end, numbered as
    /// fzf numbers a clicked line: down the screen, `--header`'s and the header lines' as one
    /// sequence whatever the layout, the footer's apart.
    var hitRegions: [(row: Int, columns: Range<Int>, target: HitTarget)] {
        var regions: [(row: Int, columns: Range<Int>, target: HitTarget)] = []
        for section in [SectionLine.Section.header, .footer] {
            let drawn = lines.filter { $0.section == section }.sorted { $0.row < $1.row }
            for (index, line) in drawn.enumerated() {
                let target = SectionLine(section: section, number: index + 1, text: line.text,
                                         textsBefore: drawn.prefix(index).map(\.text), isLast: index == drawn.count - 1)
                regions.append((line.row, line.column..<line.right, .sectionLine(target)))
            }
        }
        return regions
    }
}
