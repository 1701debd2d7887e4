import SeekScreen
import SeekToolkit

/// One frame of a running ``TextEditor``: the title and the toolbar's items (numbered by the
/// function key that presses them) on the first line, the text in seek's ``TextView`` with its
/// ``FindBar``, and the keys (or what the last replacement or undo did) on the last line.
struct EditorFrame {
    let buffer: EditorBuffer
    let title: String
    let toolbarItems: [String]
    let size: TerminalSize
    var theme = Theme.standard

    /// Draws the frame; returns where the cursor goes: the focused find field, else the text's cursor.
    func render(into grid: inout Grid, textArea: Rect) -> CursorPosition? {
        let width = size.width
        let items = toolbarItems.enumerated().map { "F\($0 + 1) \($1)" }.joined(separator: "  ")
        let itemsWidth = DisplayWidth.of(items)
        if !items.isEmpty && itemsWidth < width {
            grid.write(items, row: 0, column: width - itemsWidth, limit: width, style: theme.count)
        }
        grid.write(VisibleText.truncated(title, toColumns: max(0, width - itemsWidth - 1)), row: 0, column: 0,
                   limit: width, style: theme.title)
        var view = TextView(navigator: buffer.navigator, firstLine: buffer.firstLine, theme: theme)
        view.cursor = buffer.cursor
        let cursor = view.render(into: &grid, in: textArea)
        let status = buffer.status.map { "\($0)  ·  \(keys)" } ?? keys
        grid.write(VisibleText.truncated(status, toColumns: width), row: size.height - 1, column: 0, limit: width,
                   style: theme.count)
        return cursor
    }

    /// The keys that act now, for the last line.
    var keys: String {
        let navigator = buffer.navigator
        guard navigator.isPresented else {
            let find = navigator.isFindDisabled ? "" : "^F find  "
            return find + "^Z undo  ^Y redo  esc leave"
        }
        let replace = navigator.mode == .replace ? "tab field  ^R replace  ^A replace all  " : ""
        let more = navigator.isReplaceDisabled || navigator.mode == .replace ? "" : "^F replace  "
        return "enter/↓ next  ↑ prev  " + replace + more + "esc close"
    }
}
