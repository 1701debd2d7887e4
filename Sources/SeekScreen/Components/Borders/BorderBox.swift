import SeekToolkit

/// Draws a border of one ``BorderShape`` around a rectangle, with its label: the one
/// component that frames fzf's face and its sections.
public struct BorderBox: Sendable {
    public var shape: BorderShape
    public var label: BorderLabel?
    public var style: CellStyle
    public var labelStyle: CellStyle

    public init(shape: BorderShape, label: BorderLabel? = nil, style: CellStyle, labelStyle: CellStyle) {
        self.shape = shape
        self.label = label
        self.style = style
        self.labelStyle = labelStyle
    }

    /// The lines of the shape on the edges of `rect`, then the label on its line.
    public func render(into grid: inout Grid, in rect: Rect) {
        guard rect.width > 0, rect.height > 0, shape.drawsLines else { return }
        let glyphs = shape.glyphs
        let sidesFrom = rect.row + (shape.hasTop ? 1 : 0)
        let sidesTo = rect.bottom - (shape.hasBottom ? 1 : 0)
        for row in sidesFrom..<max(sidesFrom, sidesTo) {
            if shape.hasLeft { grid.write(glyphs.left, row: row, column: rect.column, style: style) }
            if shape.hasRight { grid.write(glyphs.right, row: row, column: rect.right - 1, style: style) }
        }
        func rule(row: Int, left: String, line: String, right: String) {
            var text = shape.hasLeft ? left : line
            let middle = rect.width - (shape.hasLeft ? 1 : 0) - (shape.hasRight ? 1 : 0)
            text += String(repeating: line, count: max(0, middle))
            if shape.hasRight && rect.width > 1 { text += right }
            grid.write(text, row: row, column: rect.column, limit: rect.right, style: style)
        }
        if shape.hasTop { rule(row: rect.row, left: glyphs.topLeft, line: glyphs.top, right: glyphs.topRight) }
        if shape.hasBottom && (rect.height > 1 || !shape.hasTop) {
            rule(row: rect.bottom - 1, left: glyphs.bottomLeft, line: glyphs.bottom, right: glyphs.bottomRight)
        }
        drawLabel(into: &grid, in: rect)
    }

    /// A rule across a box of this shape at `row`, from side to side of `rect`, meeting the
    /// sides with junctions (`├──┤`) and carrying the label: where an inline section meets
    /// the list. `facingDown` takes the shape's bottom line (a section above the list).
    public func renderRule(into grid: inout Grid, row: Int, in rect: Rect, facingDown: Bool) {
        guard rect.width > 0, shape.drawsLines else { return }
        let glyphs = shape.glyphs
        let line = facingDown ? glyphs.bottom : glyphs.top
        var text = shape.hasLeft ? glyphs.leftJunction : line
        text += String(repeating: line, count: max(0, rect.width - (shape.hasLeft ? 1 : 0) - (shape.hasRight ? 1 : 0)))
        if shape.hasRight && rect.width > 1 { text += glyphs.rightJunction }
        grid.write(text, row: row, column: rect.column, limit: rect.right, style: style)
        drawLabel(into: &grid, row: row, in: rect)
    }

    /// The label on the top line, or the bottom one when it asks (or the shape has only that),
    /// cut with `··` when it is wider than the line.
    private func drawLabel(into grid: inout Grid, in rect: Rect) {
        guard shape.hasTop || shape.hasBottom else { return }
        drawLabel(into: &grid, row: (label?.isAtBottom == true || !shape.hasTop) ? rect.bottom - 1 : rect.row, in: rect)
    }

    /// The label on `row`, placed across `rect`'s width.
    private func drawLabel(into grid: inout Grid, row: Int, in rect: Rect) {
        guard let label else { return }
        let text = String(label.text.prefix { $0 != "\n" })
        let length = DisplayWidth.of(text)
        guard length > 0 else { return }
        var shown = text
        if length > rect.width {
            // fzf keeps what fits before its ellipsis, `··`.
            let ellipsis = String("··".prefix(rect.width))
            var kept = ""
            var used = 0
            for character in text {
                let columns = DisplayWidth.of(String(character))
                guard used + columns <= rect.width - ellipsis.count else { break }
                kept.append(character)
                used += columns
            }
            shown = kept + ellipsis
        }
        let column = rect.column + label.startColumn(length: min(length, rect.width), width: rect.width)
        grid.write(shown, row: row, column: column, limit: rect.right, style: labelStyle)
    }
}
