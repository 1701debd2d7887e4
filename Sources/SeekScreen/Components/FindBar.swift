import SeekModel
import SeekToolkit

/// The find navigator's bar: `Find` and its field, the position among the matches (`3 of 12`,
/// `no matches`) and the options that are on, and in replace mode a `Replace` row below it.
/// The focused field gets the cursor after its text; a text wider than its field shows its end.
public struct FindBar {
    /// The navigator whose fields and count the bar shows.
    public var navigator: FindNavigator
    /// The styles of the labels, the fields and the count.
    public var theme: Theme

    /// A bar for `navigator`, drawn with `theme`.
    public init(navigator: FindNavigator, theme: Theme = .standard) {
        self.navigator = navigator
        self.theme = theme
    }

    /// The rows the bar takes: one for find, two in replace mode.
    public var height: Int { navigator.mode == .replace ? 2 : 1 }

    /// The position among the matches as the bar says it: `3 of 12`, `no matches`, or nothing
    /// while the find field is empty.
    public var positionText: String {
        guard !navigator.findText.isEmpty else { return "" }
        guard let current = navigator.currentMatchIndex else { return "no matches" }
        return "\(current + 1) of \(navigator.matches.count)"
    }

    /// The options that differ from the defaults, as short tags: `Aa` for case-sensitive,
    /// `word` for whole words and `word…` for starts-with.
    public var optionsText: String {
        var tags: [String] = []
        if navigator.options.isCaseSensitive { tags.append("Aa") }
        switch navigator.options.wordMatch {
        case .contains: break
        case .startsWith: tags.append("word…")
        case .fullWord: tags.append("word")
        }
        return tags.joined(separator: " ")
    }

    /// Draws the bar in the top rows of `rect` and returns where the cursor goes.
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> CursorPosition? {
        guard !rect.isEmpty else { return nil }
        grid.fill(Rect(row: rect.row, column: rect.column, width: rect.width, height: min(height, rect.height)))
        // The count and the options sit at the right end of the find row; the fields get the rest.
        let trailing = [optionsText, positionText].filter { !$0.isEmpty }.joined(separator: "  ")
        let trailingWidth = DisplayWidth.of(trailing)
        var fieldRight = rect.right
        if !trailing.isEmpty && rect.width >= trailingWidth + 12 {
            fieldRight = rect.right - trailingWidth - 1
            grid.write(trailing, row: rect.row, column: fieldRight + 1, limit: rect.right, style: theme.count)
        }
        let labels = navigator.mode == .replace ? ["Find    ", "Replace "] : ["Find "]
        let texts = [navigator.findText, navigator.replacementText]
        let focused = navigator.focusedField == .find ? 0 : 1
        var cursor: CursorPosition?
        for (index, label) in labels.enumerated() where index < rect.height {
            let row = rect.row + index
            let right = index == 0 ? fieldRight : rect.right
            let start = grid.write(label, row: row, column: rect.column, limit: right, style: theme.fieldMarker)
            let field = SearchField(marker: "", pills: [], text: texts[index], prompt: "", showsCursor: index == focused,
                                    theme: theme)
            let width = max(0, right - start)
            if let position = field.render(into: &grid, in: Rect(row: row, column: start, width: width, height: 1)) {
                cursor = position
            }
        }
        return cursor
    }
}
