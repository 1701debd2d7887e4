import SeekCatalog
import SeekTestSupport
@testable import SeekDatabase

/// The tables the suite searches, made once per private server: the bundled recipes, the same
/// hostile rows as a file, and a view whose rows sleep when read (for cancellation).
enum TestTables {
    /// The recipes sample with its own roles, as a file search sees it.
    static func recipesFile() throws -> DataSet {
        try BundledSample.named("recipes")!.load()
    }

    /// The roles seek opens the recipes sample with, as command-line choices.
    static var recipesRoles: FieldRoleChoices { BundledSample.named("recipes")!.roles }

    /// Rows whose text is made to break a careless translation: quotes, LIKE's wildcards and
    /// escape, a statement to inject, accents, white space at the ends.
    static let hostileNames = [
        "O'Brien's pie", "50% off_sale", "back\\slash", "'; DROP TABLE recipes; --", "say \"cheese\"",
        "  leading space", "trailing space  ", "plain apple", "Apple Pie", "a_b%c",
    ]

    /// The hostile rows as a file search sees them, with a column whose name is hostile too.
    static func hostileFile() -> DataSet {
        let records = hostileNames.enumerated().map { position, name in
            Record(fields: [("na\"me", .text(name)), ("x'; DROP TABLE t; --", .text(position.isMultiple(of: 2) ? "even" : "odd"))])
        }
        let roles = FieldRoles(display: DisplayTemplate("na\"me"), scopeField: "x'; DROP TABLE t; --", detailFields: ["na\"me"])
        return DataSet(name: "hostile", fieldNames: ["na\"me", "x'; DROP TABLE t; --"], records: records, roles: roles)
    }

    /// Creates the tables on `server`.
    static func load(into server: PrivatePostgresServer) throws {
        let connection = try PostgresConnection(url: server.url())
        // The connection is read-only by default; only this fixture opts out, per transaction.
        _ = try connection.execute("BEGIN READ WRITE")
        try create("recipes", from: try recipesFile(), on: connection)
        try create("hostile", from: hostileFile(), on: connection)
        _ = try connection.execute("CREATE TABLE words (name text)")
        for word in ["slow walker", "fast runner", "fast car"] {
            _ = try connection.execute("INSERT INTO words VALUES ($1)", parameters: [word])
        }
        // Declared stable (it is not) so that the planner leaves the view's column unread by
        // statements that do not select it: only reading a "slow" row's pause sleeps.
        _ = try connection.execute("""
            CREATE FUNCTION nap(word text) RETURNS text LANGUAGE sql STABLE AS
              $$ SELECT CASE WHEN word LIKE 'slow%' THEN (pg_sleep(30) IS NULL)::text ELSE 'awake' END $$
            """)
        _ = try connection.execute("CREATE VIEW sleepy AS SELECT name, nap(name) AS pause FROM words")
        // A view whose every row read raises a notice that would write the clipboard (OSC 52)
        // and clear the screen if it reached the terminal as it is.
        _ = try connection.execute(#"""
            CREATE FUNCTION noisy(word text) RETURNS text LANGUAGE plpgsql STABLE AS $$
              BEGIN RAISE NOTICE E'\x1b]52;c;cHduZWQ=\x07\x1b[2Jwiped by %', word; RETURN word; END $$
            """#)
        _ = try connection.execute("CREATE VIEW noisy AS SELECT noisy(name) AS name FROM words")
        // A thousand rows with a primary key (keyset pages), and the same as a view without one
        // (pages by offset). The key's order differs from the names' on purpose.
        _ = try connection.execute("CREATE TABLE numbered (id integer PRIMARY KEY, name text, colour text)")
        _ = try connection.execute("""
            INSERT INTO numbered SELECT n, 'number ' || lpad(((n * 7919) % 1000 + 1)::text, 4, '0'),
              (ARRAY['red', 'green', 'blue', 'ruby'])[n % 4 + 1] FROM generate_series(1, 1000) AS n
            """)
        _ = try connection.execute("CREATE VIEW numbered_view AS SELECT name, colour FROM numbered")
        // Enough rows that counting every match takes longer than a short count timeout.
        _ = try connection.execute("CREATE TABLE many (id integer PRIMARY KEY, name text)")
        _ = try connection.execute("INSERT INTO many SELECT n, 'item ' || n FROM generate_series(1, 300000) AS n")
        _ = try connection.execute("COMMIT")
    }

    /// A table of text columns holding each record's fields as a file search shows them.
    private static func create(_ name: String, from dataSet: DataSet, on connection: PostgresConnection) throws {
        let columns = dataSet.fieldNames.map { SQLStatement.identifier($0) + " text" }.joined(separator: ", ")
        _ = try connection.execute("CREATE TABLE \(SQLStatement.identifier(name)) (\(columns))")
        let placeholders = dataSet.fieldNames.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        for record in dataSet.records {
            _ = try connection.execute("INSERT INTO \(SQLStatement.identifier(name)) VALUES (\(placeholders))",
                                       parameters: dataSet.fieldNames.map { record[$0]?.displayText ?? "" })
        }
    }
}
