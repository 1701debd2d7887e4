/// Where each part of the search screen goes for a terminal size (top-drawer placement).
///
/// From the top: the title line, the search field, the list, and the status line at the bottom.
/// When rows are scarce the title goes first, then the status line, so that the field and at
/// least one row of results stay visible as long as possible.
public struct ScreenLayout: Equatable, Sendable {
    public var title: Rect
    public var field: Rect
    public var list: Rect
    public var status: Rect

    public init(size: TerminalSize) {
        let width = size.width
        var rowsLeft = size.height
        var row = 0
        let showsStatus = rowsLeft >= 3
        let showsTitle = rowsLeft >= 4
        if showsTitle {
            title = Rect(row: row, column: 0, width: width, height: 1)
            row += 1
            rowsLeft -= 1
        } else {
            title = .empty
        }
        if rowsLeft >= 1 {
            field = Rect(row: row, column: 0, width: width, height: 1)
            row += 1
            rowsLeft -= 1
        } else {
            field = .empty
        }
        let statusHeight = showsStatus ? 1 : 0
        list = Rect(row: row, column: 0, width: width, height: max(0, rowsLeft - statusHeight))
        status = showsStatus ? Rect(row: size.height - 1, column: 0, width: width, height: 1) : .empty
    }
}
