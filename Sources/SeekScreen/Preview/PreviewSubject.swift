
/// What a preview run is started for: a change of any part starts a new run.
public struct PreviewSubject: Sendable, Equatable {
    /// The selected item, nil with no row selected.
    public var item: Int?
    /// The query's text, when the command uses it.
    public var query: String?
    /// The marked items, when the command uses them.
    public var marked: [Int]

    public init(item: Int?, query: String?, marked: [Int]) {
        self.item = item
        self.query = query
        self.marked = marked
    }
}
