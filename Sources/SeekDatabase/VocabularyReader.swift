import SeekModel
import SeekProviders

/// Reads a table's scopes and suggested tokens (the distinct values of its scope and token
/// fields) in the background, on a connection of its own, while the screen is already open.
///
/// Each `SELECT DISTINCT` reads the whole table when no index serves it: about 1.6–2.1 s a field
/// on 10 million rows, 5.3 s for the benchmark table's three fields, which the screen waited
/// for before it opened. Read here, they reach the screen with a later update (the scope bar
/// and the suggested tokens appear then, and the counts are asked again with the scopes), while
/// typing is answered at once on the search's own connection.
final class VocabularyReader: Sendable {
    /// What the reader has found.
    enum Outcome: Sendable, Equatable {
        /// Still reading.
        case reading
        /// The scopes and suggested tokens.
        case read(SearchVocabulary)
        /// Why they could not be read (a statement that timed out, a server gone away).
        case failed(String)
    }

    private let statements: TableStatements
    private let connect: @Sendable () throws(DatabaseError) -> PostgresConnection
    private let background: BackgroundRead<Outcome>

    /// A reader of `statements`' table that opens its connection with `connect` and calls
    /// `whenRead` (on its own thread) once the outcome is known.
    init(statements: TableStatements, connect: @escaping @Sendable () throws(DatabaseError) -> PostgresConnection,
         whenRead: @escaping @Sendable () -> Void) {
        self.statements = statements
        self.connect = connect
        background = BackgroundRead(label: "seek.database.vocabulary", qos: .utility, whenDone: whenRead)
    }

    /// Starts reading, unless it started already.
    func start() {
        let roles = statements.table.roles
        guard roles.scopeField != nil || !roles.tokenFields.isEmpty else {
            // Nothing to read: no connection is made.
            background.finish(with: .read(SearchVocabulary(tokenFields: [])))
            return
        }
        background.start({ [self] () throws(DatabaseError) in .read(try read()) },
                         failure: { .failed("scope and token values: " + $0.description) })
    }

    /// The outcome once it is known, the first time it is asked for; nil before and after.
    func takeOutcome() -> Outcome? {
        background.takeOutcome()
    }

    /// Starts reading if needed and waits until the outcome is known.
    func waitUntilRead() {
        start()
        background.waitUntilDone()
    }

    /// Stops a statement still running; nothing is read after this (a reader that never
    /// started no longer keeps a waiter waiting).
    func stop() {
        background.stop()
    }

    /// The scope bar's scopes ("All" and each value of the scope field) and a suggested token
    /// for each value of each token field.
    private func read() throws(DatabaseError) -> SearchVocabulary {
        let connection = try background.connection(from: connect)
        let roles = statements.table.roles
        var vocabulary = SearchVocabulary(tokenFields: Set(roles.tokenFields))
        if let scopeField = roles.scopeField {
            let values = try distinctValues(of: scopeField, on: connection)
            if !values.isEmpty {
                vocabulary.scopes = [SearchScope("All")] + values.map { SearchScope($0, filter: SearchToken(field: scopeField, value: $0)) }
            }
        }
        for field in roles.tokenFields {
            vocabulary.suggestedTokens += try distinctValues(of: field, on: connection).map { SearchToken(field: field, value: $0) }
        }
        return vocabulary
    }

    /// The distinct values of `column`, at most ``PostgresSearch/distinctValueLimit`` of them.
    private func distinctValues(of column: String, on connection: PostgresConnection) throws(DatabaseError) -> [String] {
        try background.checkNotStopped()
        let statement = statements.distinctValues(of: column, limit: PostgresSearch.distinctValueLimit)
        return try connection.execute(statement.text, parameters: statement.parameters).rows.compactMap { $0.first ?? nil }
    }
}
