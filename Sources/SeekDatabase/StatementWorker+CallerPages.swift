import SeekMatching

/// The first pages that the caller's event loop reads itself (``readsFirstPagesOnCaller()``):
/// the worker, or the caller when nothing waits and the connection is idle, sends the page
/// statement and hands the connection over; the loop waits on ``descriptorToWatch`` and calls
/// ``readFirstPage()``, which makes the page on its thread and gives the connection back for
/// the counts. Scheduling, the statements and failures stay in ``StatementWorker`` itself.
extension StatementWorker {
    /// A first page sent on `connection` for the caller's loop to read.
    struct SentPage {
        var search: PendingSearch
        var connection: PostgresConnection
    }

    /// The connection, when the caller's loop reads first pages and may also send one now: the
    /// worker runs nothing and no page is under way, so the connection is idle, with the
    /// statement timeout a page runs under (changing it would make the loop wait for a `SET`).
    /// The statement then leaves from the thread that just handled the key, without waking the
    /// worker's.
    static func idleConnectionForCaller(_ state: State) -> PostgresConnection? {
        guard state.callerReadsFirstPages, !state.isRunning, !state.isCallerSending, state.pageOnCaller == nil,
              let connection = state.connection, connection.isConnected, connection.hasItsOwnStatementTimeout else { return nil }
        return connection
    }

    /// Sends `search`'s first page on the caller's thread and leaves its result to the caller's
    /// loop (``readFirstPage()``); a failure goes to the worker as if it had sent it.
    func sendFirstPage(of search: PendingSearch, on connection: PostgresConnection) {
        do throws(DatabaseError) {
            try handFirstPageToCaller(search, on: connection)
            state.withLock { state in
                state.firstPagesSentOnCaller += 1
                state.isCallerSending = false
            }
        } catch {
            state.withLock { $0.isCallerSending = false }
            handleOnWorker(error, of: search)
        }
    }

    /// Sends `search`'s first page statement on `connection` and hands the connection to the
    /// caller's loop, which reads the result (``readFirstPage()``).
    func handFirstPageToCaller(_ search: PendingSearch, on connection: PostgresConnection) throws(DatabaseError) {
        let statement = statements.page(for: search.request, limit: pageSize)
        state.withLock { $0.statementCount += 1 }
        try connection.send(statement.text, parameters: statement.parameters, timeoutMilliseconds: connection.statementTimeoutMilliseconds)
        state.withLock { $0.pageOnCaller = SentPage(search: search, connection: connection) }
    }

    /// From now on, the caller's event loop reads each first page's result: the worker sends the
    /// statement and hands the connection over; the loop waits on ``descriptorToWatch`` among
    /// its own descriptors and calls ``readFirstPage()`` when it turns readable. The page then
    /// reaches the screen without a second thread waking the loop's: the result itself does, as
    /// it wakes psql. Without this, the worker waits for the result and hands the page over.
    func readsFirstPagesOnCaller() {
        state.withLock { $0.callerReadsFirstPages = true }
    }

    /// The socket the caller's loop waits on while a first page it reads is under way; nil
    /// while the worker holds the connection.
    var descriptorToWatch: Int32? {
        state.withLock { $0.pageOnCaller?.connection.socketDescriptor }
    }

    /// Reads what arrived for the first page sent for the caller, without waiting; once the
    /// result is whole, makes the page (rows, records, seek's ranking) on this thread, keeps it
    /// for ``takeAnswers()``, and gives the connection back to the worker for the counts.
    func readFirstPage() {
        guard let sent = state.withLock({ $0.pageOnCaller }) else { return }
        let search = sent.search
        let first: Answer
        do throws(DatabaseError) {
            guard try sent.connection.hasWholeResult() else { return }
            first = try collectFirstPage(search.request, generation: search.generation, on: sent.connection)
        } catch {
            state.withLock { $0.pageOnCaller = nil }
            handleOnWorker(error, of: search)
            return
        }
        deliver(first)
        state.withLock { state in
            state.pageOnCaller = nil
            state.message = nil
            state.runningGeneration = nil
            state.isRunning = false
            state.continuation = (search, first)
            state.firstPagesReadOnCaller += 1
        }
        schedule(afterMilliseconds: 0)
    }

    /// Handles, on the worker's thread, the failure of a first page that the caller's thread sent
    /// or read, as the worker handles its own: a message, or another attempt, then what is due.
    func handleOnWorker(_ error: DatabaseError, of search: PendingSearch) {
        queue.async {
            self.handle(error, of: .search(search))
            if self.state.withLock({ $0.connection != nil }) {
                self.finishRunning()
                self.whenFinished()
                self.runWhatIsDue()
            }
        }
    }

    /// How many first pages the caller's loop read so far (for tests of ``readFirstPage()``).
    var firstPagesReadOnCaller: Int {
        state.withLock { $0.firstPagesReadOnCaller }
    }

    /// How many first pages the caller's thread sent itself so far (for tests of
    /// ``request(_:generation:waits:)``).
    var firstPagesSentOnCaller: Int {
        state.withLock { $0.firstPagesSentOnCaller }
    }

    /// The first page of `request`, whose statement was sent on `connection` and whose result
    /// is read here, on the caller's thread (see ``readFirstPage()``).
    func collectFirstPage(_ request: MatchRequest, generation: Int, on connection: PostgresConnection) throws(DatabaseError) -> Answer {
        firstPageAnswer(try readPage(of: request, on: connection, timeoutMilliseconds: connection.statementTimeoutMilliseconds),
                        of: request, generation: generation)
    }
}
