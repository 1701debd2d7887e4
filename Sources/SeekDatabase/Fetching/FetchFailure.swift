/// How a statement failed, as ``FetchStateMachine`` tells failures apart: what it leaves
/// depends only on this.
enum FetchFailure: Sendable, Equatable {
    /// Cancelled: a newer query asked for it, or the cancel was meant for an older statement.
    case cancelled
    /// The connection is gone; the description says why.
    case connectionLost(String)
    /// Anything else (a timeout, an error in the statement), for the status line.
    case failed(String)

    /// The failure `error` is; `connectionLost` says whether the connection still stands.
    init(_ error: DatabaseError, connectionLost: Bool) {
        if connectionLost {
            self = .connectionLost(error.description)
        } else if error.isCancellation {
            self = .cancelled
        } else {
            self = .failed(error.description)
        }
    }
}
