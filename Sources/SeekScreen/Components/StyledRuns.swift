import SeekToolkit

extension CellStyle {
    /// This style drawn on top of `base`: the attributes of both, and this style's colours where
    /// it has them. A host's run keeps the row's reverse video when the row is selected, so the
    /// selection still shows on a row the host draws.
    func laid(over base: CellStyle) -> CellStyle {
        CellStyle(attributes.union(base.attributes), foreground: foreground ?? base.foreground,
                  background: background ?? base.background)
    }
}

extension Grid {
    /// Writes `runs` one after another from `column`, each in its style laid over `base`, never
    /// past `limit`; returns the column after the last one written.
    @discardableResult
    mutating func write(runs: [ColoredText.Run], row: Int, column: Int, limit: Int, over base: CellStyle) -> Int {
        var position = column
        for run in runs where position < limit {
            position = write(run.text, row: row, column: position, limit: limit, style: run.style.laid(over: base))
        }
        return position
    }
}

extension Array where Element == ColoredText.Run {
    /// The columns the runs take when drawn.
    var columns: Int { reduce(0) { $0 + DisplayWidth.of($1.text) } }
}
