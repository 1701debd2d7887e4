import SeekModel
import SeekProviders
import SeekScreen

/// The host's side of navigation: which layer the screen shows (the root, or the sheet
/// presented last), the chrome last sent to the screen, and where the user is (a pushed
/// view, a split view's column), so that moving somewhere else starts at the first row.
final class ViewNavigation {
    /// The sheet shown, if any.
    private(set) var sheet: ModalLayer?
    /// The chrome the screen has.
    var sentChrome: ViewChrome?
    /// Where the user was when the rows were last collected.
    private var place: [Int] = []
    /// The row whose selection a split view's list last followed.
    private var followedRow: Int?

    /// The layer in view below `root` and its traits: the innermost presented sheet, else the root.
    func shownLayer(below root: ViewNode) -> (node: ViewNode, traits: NodeTraits) {
        var layer = (node: root, traits: RowCollector.traits(of: root))
        sheet = nil
        while let presented = layer.traits.sheet {
            sheet = presented
            layer = (presented.node, RowCollector.traits(of: presented.node))
        }
        return layer
    }

    /// Whether the place in view changed since ``takeMove()`` was last called.
    private var hasMoved = false

    /// Notes the place in view: a push, a pop, a column or a sheet is a move.
    func noteShown(traits: NodeTraits) {
        let now = [sheet?.node.id ?? 0] + traits.place
        guard now != place else { return }
        place = now
        // The list starts at its first row, unchosen: only the user's moves choose.
        followedRow = 0
        hasMoved = true
    }

    /// Whether the user moved somewhere else since the last call: the list then starts at its
    /// first row.
    func takeMove() -> Bool {
        defer { hasMoved = false }
        return hasMoved
    }

    /// Whether Esc or Left has somewhere to go back to.
    func canGoBack(traits: NodeTraits) -> Bool {
        traits.back != nil || sheet != nil
    }

    /// Goes back: pops the innermost pushed view or column, else dismisses the sheet.
    func goBack(traits: NodeTraits) {
        if let back = traits.back {
            back()
        } else {
            sheet?.dismiss()
        }
    }

    /// The split view's next column as the detail pane draws it: its rows, one per line.
    func detail(traits: NodeTraits) -> (title: String, fields: [DetailField])? {
        guard let next = traits.split?.next else { return nil }
        // A detail pane shows a screenful; a long column is not built past it.
        var lines: [String] = []
        for segment in RowCollector.segments(of: next) where lines.count < 200 {
            switch segment {
            case .cell(let cell): lines.append(cell.text)
            case .rows(let rows, _):
                for index in 0..<min(rows.count, 200 - lines.count) { lines.append(rows.cell(at: index).text) }
            }
        }
        return (title: lines.joined(separator: "\n"), fields: [])
    }

    /// In a split view the selection follows the cursor, as a sidebar's does on a Mac: the row
    /// at `row` is chosen in its list's selection; true when that was done.
    func follow(row: Int?, in rows: ViewRows, traits: NodeTraits) -> Bool {
        guard traits.split != nil, let row, row != followedRow, row < rows.count else { return false }
        followedRow = row
        let cell = rows.cell(at: row)
        guard cell.action == nil, let select = cell.select, let value = cell.tag ?? cell.id else { return false }
        select(value)
        return true
    }
}
