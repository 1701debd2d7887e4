import Dispatch

/// Failures while the screen is open, none of which ends the run: a statement that fails or times
/// out leaves a one-line message; a lost connection is made again, with a growing pause between
/// attempts, and the latest query runs again once it is back.
extension StatementWorker {
    /// The connection, made again first when it was lost.
    func currentConnection() throws(DatabaseError) -> PostgresConnection {
        if let connection = state.withLock({ $0.connection }) { return connection }
        let connection = try connect()
        state.withLock { state in
            state.connection = connection
            state.reconnectDelay = Self.firstReconnectDelay
        }
        return connection
    }

    /// What a failed job leaves: nothing for a cancelled one (a newer job replaces it, or it runs
    /// again when the cancel was meant for an older statement); a message and another attempt
    /// later for a lost connection; a message for any other failure.
    func handle(_ error: DatabaseError, of job: Job) {
        let lost = state.withLock { state -> Bool in
            let isLost = state.connection.map { !$0.isConnected } ?? true
            if isLost { state.connection = nil }
            switch job {
            case .search(let search) where !isStaleLocked(state, search.generation) && (isLost || error.isCancellation),
                 .continuation(let search, _) where !isStaleLocked(state, search.generation) && (isLost || error.isCancellation):
                // Run it again: on a new connection, or after a cancel meant for an older statement.
                if state.search == nil { state.search = PendingSearch(request: search.request, generation: search.generation, notBefore: 0) }
            case .page(let page) where !isStaleLocked(state, page.generation) && (isLost || error.isCancellation):
                if state.search == nil && state.nextPage == nil { state.nextPage = page }
            default:
                break
            }
            if isLost {
                let seconds = state.reconnectDelay
                state.message = "\(error.description) — retrying in \(Self.seconds(seconds))"
                state.reconnectDelay = min(Self.longestReconnectDelay, seconds * 2)
                state.runningGeneration = nil
                state.isRunning = false
                return true
            }
            if !error.isCancellation { state.message = error.description }
            return false
        }
        if lost {
            let delay = state.withLock { $0.reconnectDelay } / 2
            queue.asyncAfter(deadline: .now() + .milliseconds(Int(delay * 1000))) { self.runWhatIsDue() }
            whenFinished()
        }
    }

    /// A pause as the status line says it: "250 ms", "2 s".
    static func seconds(_ value: Double) -> String {
        value < 1 ? "\(Int(value * 1000)) ms" : "\(Int(value)) s"
    }
}
