/// One character cell of the screen.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the grapheme and the
/// second is a continuation that the backend skips.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown in this cell; a space when empty.
    public var grapheme: Character
    /// True for the right half of a wide character.
    public var isContinuation: Bool
    public var style: CellStyle

    public init(_ grapheme: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell.
    public static let blank = Cell()
}
