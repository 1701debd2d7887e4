import Glibc
import SeekCatalog
import SeekDatabase
import SeekMatching

/// The benchmark's table of real file paths: the lines of a file (seek-bench's corpus, made by
/// a walk of /), one row each, `id` numbering them in the file's order. Lines PostgreSQL's
/// text cannot hold as they are (not UTF-8, or holding NUL, CR, or the bytes 1–3 the load uses
/// as CSV's quote, delimiter and NULL) are left out, and the kept lines are written to
/// ``keptFile``: the file the table's matches are compared with. Named after its row count
/// (`paths_1238000`), made once, with the index `seek --explain-indexes` prints.
///
/// This is the benchmark's own setup: seek itself never writes to a database.
struct PathTable {
    /// The field roles seek searches the table with: the path, as a file's lines are.
    static let roles = FieldRoleChoices(display: "path")

    /// Where the kept lines are written (readable by the server, which loads them itself).
    static let keptFile = "/tmp/seek-pg-bench-paths.txt"

    /// The kept lines, in order.
    let lines: [String]
    /// How many lines of the file were left out.
    let leftOut: Int

    /// The table's name.
    var name: String { "paths_\(lines.count)" }

    /// Reads `path`'s lines and writes those kept to ``keptFile``.
    init(reading path: String) throws(BenchFailure) {
        guard let file = fopen(path, "rb") else { throw BenchFailure("cannot read \(path)") }
        defer { fclose(file) }
        var kept: [String] = []
        var leftOut = 0
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while true {
            let length = getline(&line, &capacity, file)
            guard length >= 0, let line else { break }
            var bytes = UnsafeRawBufferPointer(start: line, count: length)
            if bytes.last == 0x0A { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast()) }
            guard !bytes.isEmpty, !bytes.contains(where: { $0 == 0 || $0 == 0x0D || (1...3).contains($0) }),
                  let text = String(validating: bytes, as: UTF8.self) else {
                leftOut += 1
                continue
            }
            kept.append(text)
        }
        free(line)
        lines = kept
        self.leftOut = leftOut
        guard let out = fopen(Self.keptFile, "wb") else { throw BenchFailure("cannot write \(Self.keptFile)") }
        for text in kept { _ = fputs(text + "\n", out) }
        fclose(out)
        chmod(Self.keptFile, 0o644)
    }

    /// The kept lines as a file search sees them.
    func dataSet() -> DataSet {
        DataSet(name: "paths", items: ItemStore(lines))
    }

    /// Makes the table and its index unless it is there, then loads both into the server's memory.
    func prepare(url: String) throws(DatabaseError) {
        let connection = try PostgresConnection(url: url, statementTimeoutMilliseconds: 24 * 3_600_000)
        _ = try connection.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE")
        _ = try connection.execute("SET client_min_messages = warning")
        let exists = try connection.execute("SELECT to_regclass($1) IS NOT NULL", parameters: [name]).rows.first?.first ?? nil
        if exists == "t" {
            progress("Using the table \(name), made by an earlier run.")
        } else {
            let started = now()
            progress("Making \(name) from \(Self.keptFile) (\(lines.count) lines; \(leftOut) left out) …")
            _ = try connection.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
            _ = try connection.execute("SET maintenance_work_mem = '1GB'")
            let building = name + "_building"
            _ = try connection.execute("DROP TABLE IF EXISTS \(building)")
            _ = try connection.execute("CREATE TABLE \(building) (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, path text NOT NULL)")
            // CSV with quote, delimiter and NULL bytes no kept line holds: every line is one
            // value, backslashes and all.
            _ = try connection.execute("""
                COPY \(building) (path) FROM '\(Self.keptFile)' WITH (FORMAT csv, QUOTE E'\\x01', DELIMITER E'\\x02', NULL E'\\x03')
                """)
            progress("    rows loaded in \(format(seconds: now() - started))")
            let search = try PostgresSearch(url: url, table: building, roles: Self.roles)
            for statement in search.indexStatements where !statement.hasPrefix("CREATE EXTENSION") {
                let indexStarted = now()
                _ = try connection.execute(statement)
                progress("    \(statement) — \(format(seconds: now() - indexStarted))")
            }
            _ = try connection.execute("ANALYZE \(building)")
            _ = try connection.execute("ALTER TABLE \(building) RENAME TO \(name)")
            progress("Table and index made in \(format(seconds: now() - started)).")
        }
        _ = try connection.execute("CREATE EXTENSION IF NOT EXISTS pg_prewarm")
        let relations = try connection.execute("""
            SELECT c.oid::regclass::text FROM pg_class c WHERE c.oid = $1::regclass
            UNION ALL SELECT i.indexrelid::regclass::text FROM pg_index i WHERE i.indrelid = $1::regclass
            """, parameters: [name]).rows.compactMap { $0.first ?? nil }
        for relation in relations { _ = try connection.execute("SELECT pg_prewarm($1)", parameters: [relation]) }
    }
}
