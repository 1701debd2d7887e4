import SeekToolkit

/// The part of a row that fzf's face shows when the row is wider than the list: cut at the
/// right with the ellipsis, or, when the last matched character would be cut (or with
/// `--keep-right`), scrolled left so that it shows with `scrollOff` columns after it, the ellipsis
/// standing for what is cut on either side. fzf's `--hscroll`, `--hscroll-off`, `--ellipsis`,
/// `--keep-right`, `--tabstop`, and `--freeze-left`/`--freeze-right`, whose fields stay in view
/// at either end while the part between them is cut or scrolled.
public struct RowWindow: Sendable, Equatable {
    /// What stands for the text cut away (`--ellipsis`, fzf's `··`).
    public var ellipsis = "··"
    /// Columns kept after the last matched character when the row is scrolled (`--hscroll-off`).
    public var scrollOff = 10
    /// Whether the row scrolls to show its last match (`--no-hscroll` turns it off).
    public var followsMatch = true
    /// Whether the end of the row is shown rather than its start (`--keep-right`).
    public var keepsRight = false
    /// The columns between tab stops, counted from the row's start (`--tabstop`).
    public var tabstop = 8
    /// How many fields at the row's start always show (`--freeze-left`).
    public var freezeLeft = 0
    /// How many fields at the row's end always show (`--freeze-right`).
    public var freezeRight = 0

    public init() {}

    /// Whether rows are split into frozen ends and a middle (and need their fields' bounds).
    public var freezes: Bool { freezeLeft > 0 || freezeRight > 0 }

    /// `text` fitted to `columns`, with `highlighted` (character indexes) moved along; tabs
    /// become spaces to the next stop. `frozen` are the character offsets where the middle
    /// begins and where the right end begins (see `BrowserContent.frozenBounds`), nil for none.
    public func fit(_ text: String, highlighted: Set<Int>, columns: Int, frozen: (left: Int, right: Int)? = nil)
        -> (text: String, highlighted: Set<Int>) {
        var characters = Array(text)
        var highlighted = highlighted
        var bounds = frozen
        if characters.contains("\t") { expandTabs(&characters, highlighted: &highlighted, bounds: &bounds) }
        guard let bounds, columns > 0 else {
            return fitMiddle(characters, highlighted: highlighted, columns: columns)
        }
        let leftEnd = min(bounds.left, characters.count)
        let rightStart = max(leftEnd, min(bounds.right, characters.count))
        func part(_ range: Range<Int>) -> (characters: [Character], highlighted: Set<Int>) {
            (Array(characters[range]), Set(highlighted.filter { range.contains($0) }.map { $0 - range.lowerBound }))
        }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        var remaining = columns
        // As fzf: the left end, then the right end, each leaving room for an ellipsis, then the
        // middle in what is left; drawn left, middle, right.
        var left = part(0..<leftEnd)
        if width(left.characters) > remaining - ellipsisWidth {
            left = cutRight(left.characters, highlighted: left.highlighted, columns: remaining)
        }
        remaining -= width(left.characters)
        var right = part(rightStart..<characters.count)
        if width(right.characters) > remaining - ellipsisWidth {
            right = cutLeft(right.characters, highlighted: right.highlighted, columns: remaining)
        }
        remaining -= width(right.characters)
        let middle = part(leftEnd..<rightStart)
        let fitted: (text: String, highlighted: Set<Int>) = remaining > 0
            ? fitMiddle(middle.characters, highlighted: middle.highlighted, columns: remaining) : ("", [])
        let middleStart = left.characters.count
        let rightOffset = middleStart + fitted.text.count
        let all = left.highlighted.union(fitted.highlighted.map { $0 + middleStart }).union(right.highlighted.map { $0 + rightOffset })
        return (String(left.characters) + fitted.text + String(right.characters), all)
    }

    /// The row (or its middle) fitted as a whole: cut at the right, or scrolled to the match.
    private func fitMiddle(_ characters: [Character], highlighted: Set<Int>, columns: Int) -> (text: String, highlighted: Set<Int>) {
        let widths = characters.map { DisplayWidth.of($0) }
        let total = widths.reduce(0, +)
        guard total > columns, columns > 0 else { return (String(characters), highlighted) }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        let lastMatch = followsMatch ? highlighted.filter { $0 < characters.count }.max() : nil
        let matchEnd = lastMatch.map { widths[...$0].reduce(0, +) } ?? 0
        guard keepsRight || (lastMatch != nil && matchEnd + scrollOff > columns - ellipsisWidth) else {
            let cut = cutRight(characters, highlighted: highlighted, columns: columns)
            return (String(cut.characters), cut.highlighted)
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

    /// The start of `characters` that fits `columns` with the ellipsis after it.
    private func cutRight(_ characters: [Character], highlighted: Set<Int>, columns: Int) -> (characters: [Character], highlighted: Set<Int>) {
        let limit = columns - DisplayWidth.of(ellipsis)
        var end = 0
        var used = 0
        while end < characters.count && used + DisplayWidth.of(characters[end]) <= limit {
            used += DisplayWidth.of(characters[end])
            end += 1
        }
        return (Array(characters[..<end]) + Array(ellipsis), highlighted.filter { $0 < end })
    }

    /// The end of `characters` that fits `columns` with the ellipsis before it.
    private func cutLeft(_ characters: [Character], highlighted: Set<Int>, columns: Int) -> (characters: [Character], highlighted: Set<Int>) {
        let limit = columns - DisplayWidth.of(ellipsis)
        var start = characters.count
        var used = 0
        while start > 0 && used + DisplayWidth.of(characters[start - 1]) <= limit {
            used += DisplayWidth.of(characters[start - 1])
            start -= 1
        }
        let shift = ellipsis.count - start
        return (Array(ellipsis) + Array(characters[start...]), Set(highlighted.filter { $0 >= start }.map { $0 + shift }))
    }

    /// Replaces each tab with spaces to the next multiple of ``tabstop`` columns from the row's
    /// start, moving the highlighted indexes and the frozen bounds along.
    private func expandTabs(_ characters: inout [Character], highlighted: inout Set<Int>, bounds: inout (left: Int, right: Int)?) {
        let stop = max(1, tabstop)
        var expanded: [Character] = []
        var newIndex: [Int] = []
        var column = 0
        for character in characters {
            newIndex.append(expanded.count)
            if character == "\t" {
                let spaces = stop - column % stop
                expanded += repeatElement(" ", count: spaces)
                column += spaces
            } else {
                expanded.append(character)
                column += DisplayWidth.of(character)
            }
        }
        newIndex.append(expanded.count)
        func moved(_ index: Int) -> Int { newIndex[min(max(0, index), newIndex.count - 1)] }
        highlighted = Set(highlighted.filter { $0 < characters.count }.map(moved))
        bounds = bounds.map { (moved($0.left), moved($0.right)) }
        characters = expanded
    }

    private func width(_ characters: [Character]) -> Int {
        characters.reduce(0) { $0 + DisplayWidth.of($1) }
    }
}
