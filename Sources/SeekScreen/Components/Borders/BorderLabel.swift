/// A text set into a border's line (fzf's `--border-label`, `--list-label`, `--input-label`),
/// and where: `--*-label-pos` as fzf reads it.
public struct BorderLabel: Sendable, Equatable {
    /// The label's text; only its first line is drawn.
    public var text: String
    /// 0 centres the label; N > 0 starts it at the line's Nth column; N < 0 ends it N columns
    /// from the line's right end (-1: at the end).
    public var column: Int
    /// Whether the label is on the bottom line instead of the top one.
    public var isAtBottom: Bool

    public init(text: String, column: Int = 0, isAtBottom: Bool = false) {
        self.text = text
        self.column = column
        self.isAtBottom = isAtBottom
    }

    /// A label placed by fzf's position words, `N`, `center`, `top`, `bottom`, joined by `:`
    /// (`2:bottom`); nil when a word is none of those.
    public init?(text: String, position: String) {
        self.init(text: text)
        for word in position.lowercased().split(separator: ":") {
            switch word {
            case "center": column = 0
            case "bottom": isAtBottom = true
            case "top": isAtBottom = false
            default:
                guard let number = Int(word) else { return nil }
                column = number
            }
        }
    }

    /// The first column of a label `length` columns wide on a line `width` columns wide.
    public func startColumn(length: Int, width: Int) -> Int {
        if column == 0 { return max(0, (width - length) / 2) }
        if column < 0 { return max(0, width + column + 1 - length) }
        return max(0, min(column - 1, width - length))
    }
}
