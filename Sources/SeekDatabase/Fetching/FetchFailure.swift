/// How a statement failed, as ``FetchStateMachine`` tells failures apart: what it leaves
/// depends only on this.
enum FetchFailure: Sendable, Equatable {
    /// Cancelled: a newer query asked for it, or the cancel was meant for an older statement.
    case cancelled
    /// The connection is gone; the description says why.
    case connectionLost(String)
    /// Anything else (a timeout, an error in the statement), for the status line.
    case failed(String)
    /// The server did not answer within the deadline; the description names it and the wait
    /// (``DatabaseError/isNoAnswer``). The connection is given up as a lost one is.
    case noAnswer(String)

    /// Whether the statement runs again if its query is still the latest: a cancel was meant for
    /// an older statement, and a lost connection is made again; any other failure would recur.
    var runsAgain: Bool {
        if case .failed = self { false } else { true }
    }

    /// The failure `error` is; `connectionLost` says whether the connection still stands.
    init(_ error: DatabaseError, connectionLost: Bool) {
        if error.isNoAnswer {
            self = .noAnswer(error.description)
        } else if connectionLost {
            self = .connectionLost(error.description)
        } else if error.isCancellation {
            self = .cancelled
        } else {
            self = .failed(error.description)
        }
    }
}
