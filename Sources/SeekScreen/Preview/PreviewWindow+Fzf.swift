import SeekToolkit

extension PreviewWindow {
    /// The pane's rectangle and the rest of `area`, sized as fzf 0.74 sizes its preview: a
    /// size in cells counts the text's rows or columns (the border is added), a percentage the
    /// whole pane's; the pane is at least its border and one cell (one more column for the scroll
    /// bar when no right border holds it), and leaves the list side 3 rows (the prompt, the info
    /// line, a row) or 4 columns. Up and down also leave the prompt's two rows and a pane's
    /// minimum. A left pane keeps a column between itself and a list without a border.
    public func fzfSplit(_ area: Rect, hasScrollbar: Bool, listHasBorder: Bool = false) -> (preview: Rect, rest: Rect) {
        let shape = sides
        let isHorizontal = position == .left || position == .right
        guard size != .cells(0) else { return (.empty, area) }
        let minimum: Int
        let length: Int
        var most: Int
        if isHorizontal {
            minimum = 1 + (shape.hasLeft ? 2 : 0) + (shape.hasRight ? 2 : 0) + (hasScrollbar && !shape.hasRight ? 1 : 0)
            length = area.width
            most = length - 4
        } else {
            minimum = 1 + (shape.hasTop ? 1 : 0) + (shape.hasBottom ? 1 : 0)
            length = area.height
            most = length - 3
        }
        most = max(most, minimum)
        var wanted: Int
        switch size {
        case .percent(let percent): wanted = length * percent / 100
        case .cells(let cells): wanted = cells + minimum - 1
        }
        wanted = min(max(wanted, minimum), most)
        if !isHorizontal { wanted = min(wanted, max(minimum, length - 2 - minimum)) }
        wanted = min(wanted, length)
        guard wanted > 0 else { return (.empty, area) }
        let gap = position == .left && !listHasBorder ? min(1, area.width - wanted) : 0
        return carve(wanted, from: area, gap: gap)
    }
}
