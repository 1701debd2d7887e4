import SeekCatalog

/// A table's rows read into memory once, in the background, on a connection of its own, when
/// they fit a memory budget: the data set that ``MirroredTableSearch`` searches locally, with
/// the same engine, ranking and counts as a file of the same rows.
///
/// It reads the columns a page reads (``TableStatements/fetchedColumns``: shown, searched,
/// detail, scope, token and printed columns), so a page, the detail pane and the output need
/// no statement once it is loaded. First the planner's row count (`pg_class.reltuples`) rules
/// out a table whose rows alone would be over the budget; then one statement sums their text's
/// bytes; when the estimate of what they take in memory
/// (``estimatedBytes(rows:textBytes:columns:)``) is over the budget, nothing more is read. All are `SELECT`s in the connection's read-only session.
final class TableMirror: Sendable {
    /// What the mirror has come to.
    enum Outcome: Sendable {
        /// Still sizing or reading.
        case reading
        /// Every row, as a data set with the table's roles.
        case loaded(DataSet)
        /// The rows would take more memory than the budget: the server keeps answering.
        case overBudget(estimatedBytes: Int, budgetBytes: Int)
        /// Why the rows could not be read (a statement timed out, the server went away).
        case failed(String)
    }

    /// What a mirror's rows take in memory: their text twice (the records' values and the row
    /// text the engine scans) and, per row and per value, the stores' offsets and the engine's
    /// per-item state. Measured on 1.24 million real paths (125.7 MB of text, one column): the
    /// process grew by 337 MiB once the mirror was loaded and searched, about twice the text
    /// and 80 bytes a row (docs/Database.md); the estimate rounds the per-row part up.
    static func estimatedBytes(rows: Int, textBytes: Int, columns: Int) -> Int {
        textBytes * 2 + rows * (96 + 16 * columns)
    }

    private let statements: TableStatements
    private let name: String
    private let budgetBytes: Int
    private let connect: @Sendable () throws(DatabaseError) -> PostgresConnection
    private let background: BackgroundRead<Outcome>

    /// A mirror of `statements`' table, named `name` as the server's rows are, held to
    /// `budgetBytes`, read on a connection that `connect` opens; `whenDone` is called (on the
    /// mirror's own thread) once the outcome is known.
    init(statements: TableStatements, name: String, budgetBytes: Int,
         connect: @escaping @Sendable () throws(DatabaseError) -> PostgresConnection, whenDone: @escaping @Sendable () -> Void) {
        self.statements = statements
        self.name = name
        self.budgetBytes = budgetBytes
        self.connect = connect
        background = BackgroundRead(label: "seek.database.mirror", qos: .userInitiated, whenDone: whenDone)
    }

    /// Starts reading, unless it started already.
    func start() {
        background.start({ [self] () throws(DatabaseError) in try read() }, failure: { .failed($0.description) })
    }

    /// The outcome once it is known, the first time it is asked for; nil before and after.
    func takeOutcome() -> Outcome? {
        background.takeOutcome()
    }

    /// Starts reading if needed and waits until the outcome is known (or the mirror is stopped).
    func waitUntilDone() {
        start()
        background.waitUntilDone()
    }

    /// Stops a statement still running; nothing is loaded after this.
    func stop() {
        background.stop()
    }

    /// Sizes the rows, then reads them if they fit.
    private func read() throws(DatabaseError) -> Outcome {
        let connection = try background.connection(from: connect)
        let columns = statements.fetchedColumns
        // The rows alone, without their text, are a lower bound of the estimate: a table whose
        // planned rows are over the budget by that is not summed (a scan of every row).
        let planned = statements.plannedRowCount()
        let plannedRows = try connection.execute(planned.text, parameters: planned.parameters).rows.first?.first
            .flatMap { $0.flatMap { Double($0) } } ?? -1
        if plannedRows > 0 {
            let lowerBound = Self.estimatedBytes(rows: Int(plannedRows.rounded()), textBytes: 0, columns: columns.count)
            if lowerBound > budgetBytes { return .overBudget(estimatedBytes: lowerBound, budgetBytes: budgetBytes) }
        }
        try background.checkNotStopped()
        let size = statements.mirrorSize()
        let row = try connection.execute(size.text, parameters: size.parameters).rows.first ?? []
        let rows = row.first.flatMap { $0.flatMap { Int($0) } } ?? 0
        let textBytes = row.dropFirst().first.flatMap { $0.flatMap { Int($0) } } ?? 0
        let estimate = Self.estimatedBytes(rows: rows, textBytes: textBytes, columns: columns.count)
        guard estimate <= budgetBytes else { return .overBudget(estimatedBytes: estimate, budgetBytes: budgetBytes) }
        try background.checkNotStopped()
        var dataSet = DataSet(name: name, fieldNames: columns, records: RecordStore(columnNames: columns), roles: statements.table.roles)
        dataSet.columnTypes = statements.table.columnTypes
        let statement = statements.mirrorRows()
        try connection.execute(statement.text, parameters: statement.parameters,
                               timeoutMilliseconds: connection.statementTimeoutMilliseconds) { dataSet.append(rowsOf: $0) }
        return .loaded(dataSet)
    }
}
