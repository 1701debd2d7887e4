// One frame of the editor: the file's name on top, the text in a TextView (its find bar at the
// bottom while find is open), and a status row with the last message or the keys.
import SeekScreen
import SeekUI

struct EditorScreen {
    let editor: Editor
    let title: String
    var theme = Theme.standard

    /// The keys the status row names, for find and for the text.
    static let findKeys = "enter/↓ next  ↑ prev  tab field  ^R replace  ^A replace all  esc close"
    static let textKeys = "^F find & replace  ^S save  ^Q quit"

    /// Draws the frame; returns where the cursor goes (the focused find field, else nowhere).
    func render(into grid: inout Grid) -> CursorPosition? {
        let width = editor.size.width
        let marker = editor.hasUnsavedChanges ? "  (modified)" : ""
        grid.write(VisibleText.truncated(title + marker, toColumns: width), row: 0, column: 0, limit: width, style: theme.title)
        let view = TextView(navigator: editor.navigator, firstLine: editor.firstLine, theme: theme)
        let cursor = view.render(into: &grid, in: editor.viewRect)
        let keys = editor.navigator.isPresented ? Self.findKeys : Self.textKeys
        let status = editor.status.map { "\($0)  ·  \(keys)" } ?? keys
        grid.write(VisibleText.truncated(status, toColumns: width), row: editor.size.height - 1, column: 0, limit: width,
                   style: theme.count)
        return cursor
    }
}
