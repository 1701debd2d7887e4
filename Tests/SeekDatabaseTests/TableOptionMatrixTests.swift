import Foundation
import SeekDatabase
@testable import seek
import SeekTestSupport
import SeekToolkit
import Testing

/// Issue 35, case 6: every display and matching option works on a table as on a file of the same
/// records — the same screen, the same `--filter` output — or is refused the same documented way.
/// Both go through one run setup (`RunSetup`, `SearchRun`); before it, a table ignored `--cycle`,
/// `--pointer`, `--marker`, `--border`, `--info`, `--header`, half of `--layout`, and never passed
/// `-e`, `-i`, `+i` to the SQL.
@Suite(.waitsOnPrograms, .privatePostgresServer, .enabled(if: PrivatePostgresServer.isAvailable, "PostgreSQL 15 is not installed in /usr/lib/postgresql/15/bin (.ci/run installs it)"))
struct TableOptionMatrixTests: PostgresSearchTesting {
    /// Package records, in key order (a file's input order): names in mixed case, one accented,
    /// several holding "vi" at different places and lengths, so that case, exactness, accents
    /// and every tiebreak change what is found or its order.
    static let packages: [(id: Int, name: String, description: String)] = [
        (1, "vim", "Vi IMproved"), (2, "Vim-Tiny", "compact vi"), (3, "neovim", "heavily refactored vim"),
        (4, "nano", "small editor"), (5, "emacs", "the extensible editor"), (6, "gvim", "vim with a GUI"),
        (7, "vifm", "file manager with vi keys"), (8, "VIM-doc", "documentation of vim"), (9, "evince", "document viewer"),
        (10, "nvi", "new vi"), (11, "résumé", "a CV maker"), (12, "mvim", "vim for macOS"),
    ]

    /// A table of ``packages`` (named uniquely, as the cases run at once on one server) and a
    /// JSONL file of the same records, which the caller removes.
    func makeTableAndFile() throws -> (url: String, table: String, file: String) {
        let table = "packages_" + UUID().uuidString.prefix(8).lowercased()
        let connection = try writableConnection()
        _ = try connection.execute("CREATE TABLE \(table) (id integer PRIMARY KEY, name text, description text)")
        for package in Self.packages {
            _ = try connection.execute("INSERT INTO \(table) VALUES ($1, $2, $3)",
                                       parameters: [String(package.id), package.name, package.description])
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("seek-\(table).jsonl").path
        let lines = Self.packages.map { #"{"id": \#($0.id), "name": "\#($0.name)", "description": "\#($0.description)"}"# }
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return (server.url(), table, file)
    }

    /// What `seek arguments` prints and its status.
    func seek(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: arguments)
    }

    // MARK: - Matching options, through --filter

    /// Matching options and a query: the lines printed, in order, and the status are the file's.
    @Test(arguments: [
        ([], "vim"), (["-e"], "im"), (["--exact"], "'vm"), (["-i"], "VIM"), (["+i"], "vim"), (["--smart-case"], "Vim"),
        (["-e", "-i"], "VI"), (["-e", "+i"], "vi"), (["--literal"], "résumé"), (["--literal"], "resume"),
        (["--tiebreak", "begin"], "vi"), (["--tiebreak", "end"], "vi"), (["--tiebreak", "index"], "vi"),
        (["--tiebreak", "length,begin"], "v"), (["--scheme", "path"], "vi"), (["--scheme", "history"], "vi"),
        (["--no-sort"], "vi"), (["--no-sort", "-e"], "vi"), (["+s"], "m"), (["--search-fields", "description"], "'vim"),
        (["-e", "--search-fields", "name,description"], "vi !vim"),
    ] as [([String], String)])
    func aMatchingOptionFiltersATableAsTheFileOfItsRecords(options: [String], query: String) throws {
        let (url, table, file) = try makeTableAndFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = try seek([file, "--filter", query] + options)
        let fromTable = try seek([url, "--table", table, "--filter", query] + options)
        #expect(fromTable.standardError == fromFile.standardError)
        #expect(fromTable.status == fromFile.status)
        #expect(fromTable.standardOutput == fromFile.standardOutput)
    }

    /// The options change what a file prints, so the matrix above compares something: each pair
    /// of option sets prints differently for the same query.
    @Test func theMatchingOptionsOfTheMatrixChangeWhatIsPrinted() throws {
        let (url, table, file) = try makeTableAndFile()
        try? FileManager.default.removeItem(atPath: file)
        func printed(_ options: [String], _ query: String) throws -> String {
            try seek([url, "--table", table, "--filter", query] + options).standardOutput
        }
        for (options, query) in [(["-e"], "im"), (["-i"], "VIM"), (["+i"], "vim"), (["--tiebreak", "end"], "vi"), (["--no-sort"], "vi")] {
            let with = try printed(options, query)
            let without = try printed([], query)
            #expect(with != without, "\(options) \(query)")
        }
    }

    /// Options that make no sense for a table: the same one line and status 2 whether given
    /// alone or with a query, before any connection (the URL's server need not exist).
    @Test(arguments: [
        (["--header-lines", "1"], "--header-lines applies to a file, piped input or SEEK_DEFAULT_COMMAND, not a table (--header TEXT does)"),
        (["--nth", "1"], "--nth and --with-nth select fields of plain lines; records have --search-fields and --display"),
        (["--with-nth", "2"], "--nth and --with-nth select fields of plain lines; records have --search-fields and --display"),
        (["--tail", "3"], "--tail keeps the last lines of plain input; packages is read as records"),
        (["--tac"], "--tac reads the input last line first; a table has no last line (--no-sort lists it in key order)"),
    ] as [([String], String)])
    func anOptionATableCannotHonourIsRefusedInOneLineBeforeConnecting(options: [String], message: String) throws {
        for mode in [["--filter", "vi"], []] {
            let result = try seek(["postgresql://nobody@127.0.0.1:1/none", "--table", "packages"] + options + mode)
            #expect(result.status == 2)
            #expect(result.standardError == "seek: \(message)\n")
            #expect(result.standardOutput.isEmpty)
        }
    }

    /// `--nth` and `--with-nth` are refused for a file of records in the same words as for a table.
    @Test func fieldsOfPlainLinesAreRefusedForAFileOfRecordsAsForATable() throws {
        let (url, table, file) = try makeTableAndFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        for options in [["--nth", "1"], ["--with-nth", "1"]] {
            let fromFile = try seek([file, "--filter", "vi"] + options)
            let fromTable = try seek([url, "--table", table, "--filter", "vi"] + options)
            #expect(fromFile.status == 2 && fromTable.status == 2)
            #expect(fromFile.standardError == fromTable.standardError)
        }
    }

    // MARK: - Display options, on the screen

    /// `--height` chooses the inline terminal, which a `TestBackend` stands in for: the terminal
    /// choice a table's run makes is the file's, for rows and for a share of the screen.
    @Test(arguments: ["10", "40%"])
    func heightChoosesTheSameInlineTerminalForATableAsForAFile(height: String) throws {
        let (url, table, file) = try makeTableAndFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let forTable = try CommandScreen.setup([url, "--table", table, "--height", height]).terminalChoice.height
        let forFile = try CommandScreen.setup([file, "--height", height]).terminalChoice.height
        #expect(forTable != nil)
        #expect(forTable == forFile)
    }

    /// Display options and keys: the table's screen is the file's, and the option changed the
    /// file's screen (so that a table ignoring it would differ).
    @Test(arguments: [
        ([], []), (["--cycle"], [.up]), (["--cycle", "--layout", "default"], [.down]), (["--pointer", "=>"], []),
        (["--multi", "--marker", "+"], [.tab]), (["--border"], []), (["--info", "inline"], []), (["--info", "hidden"], []),
        (["--header", "Packages\nfrom apt"], []), (["--layout", "reverse"], []), (["--layout", "reverse-list"], []),
        (["--layout", "default"], []), (["--prompt", "pkg> "], []), (["-e"], [.character("i"), .character("m")]),
        (["-i"], [.character("V"), .character("I")]), (["+i"], [.character("v"), .character("i")]),
        (["--no-sort"], [.character("v"), .character("i")]), (["--tiebreak", "end"], [.character("v"), .character("i")]),
    ] as [([String], [InputEvent])])
    func aDisplayOptionShowsATableAsTheFileOfItsRecords(options: [String], keys: [InputEvent]) throws {
        let (url, table, file) = try makeTableAndFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let shared = ["--title", "packages", "--no-history"]
        let fromFile = try CommandScreen.screen([file] + shared + options, keys: keys, showing: "vi")
        let fromTable = try CommandScreen.screen([url, "--table", table] + shared + options, keys: keys, showing: "vi")
        #expect(fromTable == fromFile, "table:\n\(fromTable.joined(separator: "\n"))\nfile:\n\(fromFile.joined(separator: "\n"))")
        if !options.isEmpty {
            let withoutOption = try CommandScreen.screen([file] + shared, keys: keys, showing: "vi")
            #expect(fromFile != withoutOption, "\(options) changed nothing on the screen")
        }
    }
}
