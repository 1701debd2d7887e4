import SeekToolkit

/// The part of a row that fzf's face shows when the row is wider than the list: cut at the
/// right with the ellipsis, or, when the last matched character would be cut (or with
/// `--keep-right`), scrolled left so that it shows with `scrollOff` columns after it, the ellipsis
/// standing for what is cut on either side. fzf's `--hscroll`, `--hscroll-off`, `--ellipsis`
/// and `--keep-right`.
public struct RowWindow: Sendable, Equatable {
    /// What stands for the text cut away (`--ellipsis`, fzf's `··`).
    public var ellipsis = "··"
    /// Columns kept after the last matched character when the row is scrolled (`--hscroll-off`).
    public var scrollOff = 10
    /// Whether the row scrolls to show its last match (`--no-hscroll` turns it off).
    public var followsMatch = true
    /// Whether the end of the row is shown rather than its start (`--keep-right`).
    public var keepsRight = false

    public init() {}

    /// `text` fitted to `columns`, with `highlighted` (character indexes) moved along.
    public func fit(_ text: String, highlighted: Set<Int>, columns: Int) -> (text: String, highlighted: Set<Int>) {
        let characters = Array(text)
        let widths = characters.map { DisplayWidth.of($0) }
        let total = widths.reduce(0, +)
        guard total > columns, columns > 0 else { return (text, highlighted) }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        let lastMatch = followsMatch ? highlighted.filter { $0 < characters.count }.max() : nil
        let matchEnd = lastMatch.map { widths[...$0].reduce(0, +) } ?? 0
        guard keepsRight || (lastMatch != nil && matchEnd + scrollOff > columns - ellipsisWidth) else {
            // Cut at the right.
            var end = 0
            var used = 0
            while end < characters.count && used + widths[end] <= columns - ellipsisWidth {
                used += widths[end]
                end += 1
            }
            return (String(characters[..<end]) + ellipsis, highlighted.filter { $0 < end })
        }
        // Scrolled: the window ends `scrollOff` columns after the match (or at the row's end).
        let endColumn = keepsRight ? total : min(total, matchEnd + scrollOff)
        var end = 0
        var column = 0
        while end < characters.count && column + widths[end] <= endColumn {
            column += widths[end]
            end += 1
        }
        let cutRight = end < characters.count
        let budget = columns - ellipsisWidth - (cutRight ? ellipsisWidth : 0)
        var start = end
        var used = 0
        while start > 0 && used + widths[start - 1] <= budget {
            used += widths[start - 1]
            start -= 1
        }
        let shift = ellipsis.count - start
        let moved = Set(highlighted.filter { $0 >= start && $0 < end }.map { $0 + shift })
        return (ellipsis + String(characters[start..<end]) + (cutRight ? ellipsis : ""), moved)
    }
}
