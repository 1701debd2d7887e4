import Dispatch
import Foundation
import SeekCatalog
@testable import SeekDatabase
import Synchronization
import Testing
import SeekTestSupport

/// Three private servers holding one table split across two of them, as docs/Database.md's "A
/// table split across servers" sets it up: PostgreSQL's own hash partitioning on the coordinator,
/// each partition a `postgres_fdw` foreign table on a shard server. The coordinator also holds
/// the same rows in one plain table, `recipes_whole`, which the split one is compared with.
///
/// seek connects as `reader`, which may only read (SELECT on the two tables, USAGE on the
/// schema) on every server; every statement a `reader` session runs is logged
/// (`log_statement = 'all'` for that role), so a test can read what seek made each server do.
final class SplitServers: Sendable {
    /// The server seek connects to: the partitioned table and the plain one.
    let coordinator: PrivatePostgresServer
    /// The servers holding the partitions, in the order of their remainders.
    let shards: [PrivatePostgresServer]

    /// The role seek connects as.
    static let reader = "reader"
    /// The foreign server name of shard `index` on the coordinator, as its errors name it.
    static func shardName(_ index: Int) -> String { "shard_\(index + 1)" }

    /// How long the coordinator waits for a shard to accept a connection (the foreign servers'
    /// `connect_timeout`).
    static let connectTimeoutSeconds = 2

    /// The coordinator's URL for the read-only role.
    var readerURL: String {
        "postgresql:///postgres?host=\(coordinator.folder)&user=\(Self.reader)"
    }

    /// Starts the three servers (side by side: each `initdb` is most of a second) and sets up
    /// the tables.
    init() throws {
        let started = Mutex<[Int: Result<PrivatePostgresServer, any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let server = Result { try PrivatePostgresServer() }
            started.withLock { $0[index] = server }
        }
        let servers = started.withLock { $0 }
        do {
            coordinator = try servers[0]!.get()
            shards = [try servers[1]!.get(), try servers[2]!.get()]
        } catch {
            for case .success(let server) in servers.values { server.stop() }
            throw error
        }
        do {
            try setUp()
        } catch {
            stop()
            throw error
        }
    }

    /// Stops every server and deletes its folder.
    func stop() {
        coordinator.stop()
        shards.forEach { $0.stop() }
    }

    /// The statements a `reader` session ran on `server` since it started, from its log, in order.
    func readerStatements(on server: PrivatePostgresServer) throws -> [String] {
        let log = try String(contentsOfFile: server.folder + "/log", encoding: .utf8)
        // `LOG:  statement: …` (simple protocol) and `LOG:  execute <name>: …` (extended).
        return log.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "LOG:  statement: ") ?? line.range(of: "LOG:  execute ") else { return nil }
            let rest = line[start.upperBound...]
            guard line.range(of: "LOG:  execute ") == nil else {
                return rest.firstIndex(of: ":").map { String(rest[rest.index($0, offsetBy: 2)...]) }
            }
            return String(rest)
        }
    }

    /// Stops (`SIGSTOP`) or resumes (`SIGCONT`) the postmaster of `server`: it then accepts no
    /// new connection, as a server behind a network that drops its packets; its running sessions
    /// go on.
    func signalPostmaster(of server: PrivatePostgresServer, _ signal: Int32) throws {
        let pidFile = try String(contentsOfFile: server.folder + "/data/postmaster.pid", encoding: .utf8)
        guard let pid = pidFile.split(separator: "\n").first.flatMap({ pid_t($0) }), kill(pid, signal) == 0 else {
            throw ServerFailure("cannot signal the postmaster of \(server.folder)")
        }
    }

    // MARK: - Set-up

    /// The recipes sample as rows of text columns, as the other database tests hold it.
    private func setUp() throws {
        let file = try TestTables.recipesFile()
        let columns = file.fieldNames.map { SQLStatement.identifier($0) + " text" }.joined(separator: ", ")
        for shard in shards {
            try run(on: shard, [
                "CREATE TABLE recipes_part (\(columns))",
                "CREATE ROLE \(Self.reader) LOGIN",
                "ALTER ROLE \(Self.reader) SET log_statement = 'all'",
                "GRANT SELECT ON recipes_part TO \(Self.reader)",
            ])
        }
        var coordinatorSetUp = [
            "CREATE EXTENSION postgres_fdw",
            "CREATE ROLE \(Self.reader) LOGIN",
            "ALTER ROLE \(Self.reader) SET log_statement = 'all'",
        ]
        for (index, shard) in shards.enumerated() {
            let name = Self.shardName(index)
            coordinatorSetUp += [
                // batch_size: rows are loaded through the parent in batches, not one round trip
                // each; connect_timeout: a shard that does not answer is an error, not a wait
                // without end (postgres_fdw's connection cannot be cancelled while it is made).
                """
                CREATE SERVER \(name) FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '\(shard.folder)', dbname 'postgres', \
                batch_size '100', connect_timeout '\(Self.connectTimeoutSeconds)')
                """,
                "CREATE USER MAPPING FOR \(PrivatePostgresServer.user) SERVER \(name) OPTIONS (user '\(PrivatePostgresServer.user)')",
                // The shards trust local sockets; postgres_fdw refuses a role that is not a
                // superuser a connection without a password unless a superuser allows it.
                "CREATE USER MAPPING FOR \(Self.reader) SERVER \(name) OPTIONS (user '\(Self.reader)', password_required 'false')",
            ]
        }
        coordinatorSetUp.append("CREATE TABLE recipes (\(columns)) PARTITION BY HASH (name)")
        for index in shards.indices {
            coordinatorSetUp.append("""
                CREATE FOREIGN TABLE recipes_\(index + 1) PARTITION OF recipes FOR VALUES WITH (MODULUS \(shards.count), \
                REMAINDER \(index)) SERVER \(Self.shardName(index)) OPTIONS (table_name 'recipes_part')
                """)
        }
        coordinatorSetUp.append("CREATE TABLE recipes_whole (\(columns))")
        let placeholders = file.fieldNames.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        let connection = try PostgresConnection(url: coordinator.url())
        _ = try connection.execute("BEGIN READ WRITE")
        for statement in coordinatorSetUp { _ = try connection.execute(statement) }
        for record in file.records {
            _ = try connection.execute("INSERT INTO recipes_whole VALUES (\(placeholders))",
                                       parameters: file.fieldNames.map { record[$0]?.displayText ?? "" })
        }
        _ = try connection.execute("INSERT INTO recipes SELECT * FROM recipes_whole")
        _ = try connection.execute("GRANT USAGE ON SCHEMA public TO \(Self.reader)")
        _ = try connection.execute("GRANT SELECT ON recipes, recipes_whole TO \(Self.reader)")
        _ = try connection.execute("COMMIT")
        // Autovacuum analyzes neither a partitioned table nor a foreign one: the planner's
        // statistics of the split table exist only once ANALYZE is run by hand.
        _ = try connection.execute("ANALYZE recipes")
        _ = try connection.execute("ANALYZE recipes_whole")
    }

    /// Runs `statements` on `server` as its superuser, in one writable transaction.
    private func run(on server: PrivatePostgresServer, _ statements: [String]) throws {
        let connection = try PostgresConnection(url: server.url())
        // The connection is read-only by default; only this fixture opts out, per transaction.
        _ = try connection.execute("BEGIN READ WRITE")
        for statement in statements { _ = try connection.execute(statement) }
        _ = try connection.execute("COMMIT")
    }
}

/// Gives a suite the split servers for all of its tests, stopped after the last one; the tests
/// read them from ``SplitServers/current``.
struct SplitServersTrait: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let servers = try SplitServers()
        defer { servers.stop() }
        try await SplitServers.$current.withValue(servers) {
            try await function()
        }
    }
}

extension SplitServers {
    /// The servers of the suite running this test.
    @TaskLocal static var current: SplitServers?
}

extension Trait where Self == SplitServersTrait {
    /// Runs the suite against a table split across two private servers behind a third.
    static var splitServers: Self { Self() }
}
