/// A rectangle of cells: a pane's place on the screen.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A rectangle with no cells.
    public static let empty = Rect(row: 0, column: 0, width: 0, height: 0)

    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The row just below the rectangle.
    public var bottom: Int { row + height }
    /// The column just right of the rectangle.
    public var right: Int { column + width }
}
