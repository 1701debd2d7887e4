import SeekToolkit

/// A view in a column of a fixed number of terminal columns: padded with spaces when narrower,
/// cut with `…` when wider. Rows whose parts sit in such columns line up as a table does.
public struct Column: View {
    public typealias Body = Never
    /// The view inside the column.
    public var content: any View
    /// The column's width in terminal cells.
    public var width: Int
    /// Which side the padding goes on.
    public var alignment: ColumnAlignment

    /// The content's runs padded or cut to the column's width.
    var columnRuns: [ColoredText.Run] {
        let width = max(0, self.width)
        var kept: [ColoredText.Run] = []
        var used = 0
        let all = content.runs
        let total = all.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if total <= width {
            let padding = ColoredText.Run(String(repeating: " ", count: width - total))
            return alignment == .leading ? all + [padding] : [padding] + all
        }
        // Too wide: keep what fits beside a `…`, character by character.
        let room = max(0, width - 1)
        for run in all {
            var text = ""
            for character in run.text {
                let columns = DisplayWidth.of(character)
                guard used + columns <= room else { break }
                text.append(character)
                used += columns
            }
            if !text.isEmpty { kept.append(ColoredText.Run(text, style: run.style)) }
            if used >= room || text.count < run.text.count { break }
        }
        if width > 0 { kept.append(ColoredText.Run("…" + String(repeating: " ", count: room - used))) }
        return kept
    }
}

extension Column: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .line(RowCell(columnRuns))
    }
}

extension View {
    /// This view in a column `width` cells wide: padded or cut to exactly that width, so that the
    /// rows of a list line up.
    public func frame(width: Int, alignment: ColumnAlignment = .leading) -> Column {
        Column(content: self, width: width, alignment: alignment)
    }
}
