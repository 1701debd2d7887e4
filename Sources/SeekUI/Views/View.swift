import SeekToolkit

/// Something a row, a token pill or a suggestion row shows: a line of styled text.
///
/// The vocabulary is small on purpose, because a terminal row is one line of cells: ``Text``
/// (with bold, dim, underline and colours), ``Swatch`` (a block of colour), ``HStack`` (views
/// side by side) and ``View/frame(width:alignment:)`` (a column of fixed width). A view of your
/// own conforms by listing its runs.
public protocol View {
    /// The view as runs of text, left to right, each in one style.
    var runs: [ColoredText.Run] { get }
}

extension View {
    /// The view's text without its styles: what a scope's title or a suggestion's plain title is.
    public var plainText: String { runs.map(\.text).joined() }
}
