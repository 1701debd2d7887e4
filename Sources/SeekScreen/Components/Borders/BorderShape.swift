import SeekToolkit

/// The line drawn around a part of fzf's face (`--border`, `--list-border`, `--input-border`),
/// by fzf's names: boxes (`rounded`, `sharp`, `bold`, `double`, `block`, `thinblock`), single
/// sides (`top`, `bottom`, `left`, `right`), pairs (`horizontal`, `vertical`), `line`, `inline`
/// and `none`. `line` becomes one side where it is drawn (the one facing the list); `inline`
/// (a header's or footer's only) draws the section inside the list's box, joined to the list by
/// a rule.
public enum BorderShape: String, Sendable, Equatable, CaseIterable {
    case rounded, sharp, bold, double, block, thinblock
    case horizontal, vertical, top, bottom, left, right
    case line, inline, none

    /// The glyphs of one shape: the corners and the four sides.
    public struct Glyphs: Sendable, Equatable {
        public var topLeft: String, top: String, topRight: String
        public var left: String, right: String
        public var bottomLeft: String, bottom: String, bottomRight: String
        /// Where a rule across the box meets its left and right sides (`├`, `┤`).
        public var leftJunction: String, rightJunction: String
    }

    public var hasTop: Bool { isBox || [.horizontal, .top].contains(self) }
    public var hasBottom: Bool { isBox || [.horizontal, .bottom].contains(self) }
    public var hasLeft: Bool { isBox || [.vertical, .left].contains(self) }
    public var hasRight: Bool { isBox || [.vertical, .right].contains(self) }

    /// Whether the shape closes all four sides.
    public var isBox: Bool { [.rounded, .sharp, .bold, .double, .block, .thinblock].contains(self) }

    /// Whether anything is drawn: `line` draws only between two sections, `none` never.
    public var drawsLines: Bool { hasTop || hasBottom || hasLeft || hasRight }

    public var glyphs: Glyphs {
        switch self {
        case .sharp: Glyphs(topLeft: "┌", top: "─", topRight: "┐", left: "│", right: "│", bottomLeft: "└", bottom: "─", bottomRight: "┘",
                            leftJunction: "├", rightJunction: "┤")
        case .bold: Glyphs(topLeft: "┏", top: "━", topRight: "┓", left: "┃", right: "┃", bottomLeft: "┗", bottom: "━", bottomRight: "┛",
                           leftJunction: "┣", rightJunction: "┫")
        case .double: Glyphs(topLeft: "╔", top: "═", topRight: "╗", left: "║", right: "║", bottomLeft: "╚", bottom: "═", bottomRight: "╝",
                             leftJunction: "╠", rightJunction: "╣")
        case .block: Glyphs(topLeft: "▛", top: "▀", topRight: "▜", left: "▌", right: "▐", bottomLeft: "▙", bottom: "▄", bottomRight: "▟",
                            leftJunction: "▌", rightJunction: "▐")
        case .thinblock:
            Glyphs(topLeft: "🭽", top: "▔", topRight: "🭾", left: "▏", right: "▕", bottomLeft: "🭼", bottom: "▁", bottomRight: "🭿",
                   leftJunction: "▏", rightJunction: "▕")
        default: Glyphs(topLeft: "╭", top: "─", topRight: "╮", left: "│", right: "│", bottomLeft: "╰", bottom: "─", bottomRight: "╯",
                        leftJunction: "├", rightJunction: "┤")
        }
    }

    /// The number of rows its horizontal sides take.
    public var lineCount: Int { (hasTop ? 1 : 0) + (hasBottom ? 1 : 0) }

    /// Whether an `inline` section can be drawn inside a list box of this shape: it needs the
    /// box's top and bottom lines.
    public var holdsInlineSections: Bool { hasTop && hasBottom }

    /// What is left inside `rect` for the part it frames: a row for each horizontal side, and
    /// two columns for each vertical one (the line and a column of padding, as fzf keeps).
    public func inner(of rect: Rect) -> Rect {
        let top = hasTop ? 1 : 0
        let left = hasLeft ? 2 : 0
        let height = rect.height - top - (hasBottom ? 1 : 0)
        let width = rect.width - left - (hasRight ? 2 : 0)
        guard height > 0, width > 0 else { return .empty }
        return Rect(row: rect.row + top, column: rect.column + left, width: width, height: height)
    }
}
