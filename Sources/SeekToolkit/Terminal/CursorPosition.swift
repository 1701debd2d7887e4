/// Where the terminal's cursor should be after a frame is drawn; nil hides it.
public struct CursorPosition: Hashable, Sendable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
