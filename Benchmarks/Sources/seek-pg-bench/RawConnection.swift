import Glibc
import CLibpq

/// A libpq connection with none of seek's layers, for the baseline: a statement sent with
/// `PQexecParams` and timed until libpq holds the whole result, as psql's `\timing` measures;
/// nothing is copied out of it.
final class RawConnection {
    private let connection: OpaquePointer

    /// Connects to `url` with the session settings seek's own connections use (read-only, the
    /// same statement timeout).
    init(url: String, statementTimeoutMilliseconds: Int) throws(BenchFailure) {
        guard let connection = PQconnectdb(url), PQstatus(connection) == CONNECTION_OK else {
            throw BenchFailure("cannot connect for the baseline")
        }
        self.connection = connection
        _ = try milliseconds("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        _ = try milliseconds("SET statement_timeout = \(statementTimeoutMilliseconds)")
    }

    deinit { PQfinish(connection) }

    /// How long `statement` took under a statement timeout of `timeoutMilliseconds` (set before
    /// and reset after, untimed), as seek runs its counts; nil when the server stopped it.
    func milliseconds(_ statement: String, parameters: [String] = [], timeoutMilliseconds: Int, resetTo usual: Int) throws(BenchFailure) -> Double? {
        _ = try milliseconds("SET statement_timeout = \(timeoutMilliseconds)")
        defer { _ = try? milliseconds("SET statement_timeout = \(usual)") }
        return try milliseconds(statement, parameters: parameters)
    }

    /// How long `statement` took, from sending it to holding its result; nil when the server
    /// stopped it (the statement timeout).
    func milliseconds(_ statement: String, parameters: [String] = []) throws(BenchFailure) -> Double? {
        let copies = parameters.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let values = copies.map { UnsafePointer($0) }
        let started = now()
        guard let result = PQexecParams(connection, statement, Int32(values.count), nil, values, nil, nil, 0) else {
            throw BenchFailure("the baseline connection failed")
        }
        let elapsed = now() - started
        defer { PQclear(result) }
        switch PQresultStatus(result) {
        case PGRES_TUPLES_OK, PGRES_COMMAND_OK: return elapsed
        default:
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) }
            if state == "57014" { return nil }
            throw BenchFailure("baseline statement failed: \(String(cString: PQresultErrorMessage(result)))")
        }
    }

    /// Every row of `statement`, each column as text.
    func rows(_ statement: String, parameters: [String] = []) -> [[String]] {
        let copies = parameters.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let values = copies.map { UnsafePointer($0) }
        guard let result = PQexecParams(connection, statement, Int32(values.count), nil, values, nil, nil, 0) else { return [] }
        defer { PQclear(result) }
        return (0..<PQntuples(result)).map { row in
            (0..<PQnfields(result)).map { String(cString: PQgetvalue(result, row, $0)) }
        }
    }
}
