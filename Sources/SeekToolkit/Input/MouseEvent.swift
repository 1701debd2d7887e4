/// A mouse event: what happened, and at which cell.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The primary button was pressed (a click).
        case press
        /// The wheel turned up (away from the user).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
    }

    public var kind: Kind
    public var row: Int
    public var column: Int

    public init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}
