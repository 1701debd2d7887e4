/// What one node of the view graph shows: rows, one line, or its children's rows in an
/// arrangement. The rows of the whole screen are collected from these, node by node, so a node
/// evaluated again changes only its own part.
enum Contribution {
    /// Nothing.
    case empty
    /// One row.
    case line(RowCell)
    /// The children's rows, top to bottom (a block, a `VStack`, a `List`).
    case stack([ViewNode])
    /// Rows made only when shown (a ``ForEach``).
    case rows(ForEachRows)
    /// The children side by side on one row (an ``HStack``).
    case inline([ViewNode], spacing: Int)
    /// The one child's rows (a body, a modifier).
    case forward(ViewNode)
    /// The child's rows, each with `trait` (a button's action, a tag, a completion).
    case trait(ViewNode, RowTrait)
}

/// What a row does or carries beyond its text.
enum RowTrait {
    /// What Return on the row does (a ``Button``, a ``Toggle``).
    case action(() -> Void)
    /// The value `tag(_:)` gave it (a scope's value).
    case tag(AnyHashable)
    /// What choosing it as a suggestion does (`searchCompletion(_:)`).
    case completion(SuggestionRow.Completion)
    /// What Return on the row does with its id or tag (a ``List`` with a selection).
    case select((AnyHashable) -> Void)
}

/// A part of a line: text, or a gap that takes the room left (a ``Spacer``).
enum LinePiece {
    case runs([ColoredRun])
    case spacer
}
