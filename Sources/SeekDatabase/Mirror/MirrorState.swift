/// Where a table search's local mirror stands (see ``MirroredTableSearch``).
public enum MirrorState: Sendable, Equatable {
    /// No mirror: none was asked for (`--no-mirror`), so the server answers every query.
    case off
    /// The rows are being sized or read; the server answers meanwhile.
    case loading
    /// The rows are in memory and answer every query; `rows` of them.
    case local(rows: Int)
    /// The rows would take more than the budget: the server answers every query.
    case overBudget(estimatedBytes: Int, budgetBytes: Int)
    /// The rows could not be read (the reason): the server answers every query.
    case failed(String)
}
