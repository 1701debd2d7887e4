/// What a preview command reads besides the selected item, so that the browser starts a new
/// run when one of them changes and only then.
public struct PreviewInputs: Sendable, Equatable {
    /// The command uses the query (`{q}`).
    public var query: Bool
    /// The command uses the marked items (`{+}`).
    public var marks: Bool

    public init(query: Bool, marks: Bool) {
        self.query = query
        self.marks = marks
    }
}
