import SeekCatalog
import SeekMatching
import SeekModel
import SeekDatabase
import SeekSystem

/// A PostgreSQL table as seek's input: `seek postgresql://host/db --table T` with the same
/// field-role options as a file. The server does the searching; see `PostgresSearch`.
struct TableInput {
    var url: String
    var table: String
    var roles: FieldRoleChoices
    var debounceMilliseconds = PostgresSearch.defaultDebounceMilliseconds
    var countLimit = PostgresSearch.defaultCountLimit
    var countBudgetMilliseconds = PostgresSearch.defaultCountTimeoutMilliseconds
    var rankTimeoutMilliseconds = PostgresSearch.defaultRankTimeoutMilliseconds
    var statementTimeoutMilliseconds = PostgresConnection.statementTimeoutMilliseconds
    /// `--server-deadline`: nil for the statement timeout and a few seconds, 0 for none.
    var answerDeadlineMilliseconds: Int?
    /// `--mirror-budget` in bytes; nil with `--no-mirror` (see `MirroredTableSearch`).
    var mirrorBudgetBytes: Int? = MirroredTableSearch.defaultBudgetMebibytes << 20

    /// The table input the options name, or nil when the input is not a PostgreSQL URL.
    ///
    /// - Throws: when a URL comes without `--table`, or `--table` without a URL, or with options
    ///   that only apply to files.
    static func chosen(by input: InputOptions) throws(LoadError) -> TableInput? {
        guard let url = input.file, isURL(url) else {
            if input.table != nil { throw LoadError("--table needs a postgresql:// URL as the input") }
            if input.explainIndexes { throw LoadError("--explain-indexes needs a postgresql:// URL and --table") }
            if input.debounce != nil { throw LoadError("--debounce needs a postgresql:// URL and --table") }
            if input.countLimit != nil { throw LoadError("--count-limit needs a postgresql:// URL and --table") }
            if input.countBudget != nil { throw LoadError("--count-budget needs a postgresql:// URL and --table") }
            if input.rankTimeout != nil { throw LoadError("--rank-timeout needs a postgresql:// URL and --table") }
            if input.statementTimeout != nil { throw LoadError("--statement-timeout needs a postgresql:// URL and --table") }
            if input.serverDeadline != nil { throw LoadError("--server-deadline needs a postgresql:// URL and --table") }
            if input.mirrorBudget != nil || input.noMirror { throw LoadError("--mirror-budget and --no-mirror need a postgresql:// URL and --table") }
            return nil
        }
        guard let table = input.table else { throw LoadError("give --table TABLE with a postgresql:// URL") }
        guard !table.isEmpty else { throw LoadError("--table names no table") }
        // SQL's rules, checked before connecting: a name the server cannot read is one line.
        do throws(DatabaseError) {
            _ = try TableName(parsing: table)
        } catch {
            throw LoadError(error.description)
        }
        if input.sample != nil || input.format != nil || input.read0 {
            throw LoadError("--sample, --format and --read0 do not apply to a table")
        }
        var chosen = TableInput(url: url, table: table, roles: input.roleChoices)
        if let budget = input.mirrorBudget {
            guard budget >= 1, !input.noMirror else { throw LoadError("--mirror-budget takes MiB, 1 or more, and not with --no-mirror") }
            chosen.mirrorBudgetBytes = budget << 20
        }
        if input.noMirror { chosen.mirrorBudgetBytes = nil }
        if let debounce = try number(input.debounce, atLeast: 0, "--debounce takes milliseconds, 0 or more") {
            chosen.debounceMilliseconds = debounce
        }
        if let countLimit = try number(input.countLimit, atLeast: 1, "--count-limit takes a number of rows, 1 or more") {
            chosen.countLimit = countLimit
        }
        if let countBudget = try number(input.countBudget, atLeast: 1, "--count-budget takes milliseconds, 1 or more") {
            chosen.countBudgetMilliseconds = countBudget
        }
        if let rankTimeout = try number(input.rankTimeout, atLeast: 1, "--rank-timeout takes milliseconds, 1 or more") {
            chosen.rankTimeoutMilliseconds = rankTimeout
        }
        if let timeout = try number(input.statementTimeout, atLeast: 1, "--statement-timeout takes milliseconds, 1 or more") {
            chosen.statementTimeoutMilliseconds = timeout
        }
        if let deadline = try number(input.serverDeadline, atLeast: 0, "--server-deadline takes milliseconds, 0 (no limit) or more") {
            chosen.answerDeadlineMilliseconds = deadline
        }
        return chosen
    }

    /// `value` when given and at least `minimum`; `error` as the one line otherwise.
    private static func number(_ value: Int?, atLeast minimum: Int, _ error: String) throws(LoadError) -> Int? {
        guard let value else { return nil }
        guard value >= minimum else { throw LoadError(error) }
        return value
    }

    /// Refuses, in one line and before connecting, the options that have no meaning for a table:
    /// the others work on a table as on a file of the same records (see ``RunSetup``).
    ///
    /// - `--header-lines`: a table has no lines before its rows (`--header TEXT` works).
    /// - `--nth`, `--with-nth`: fields of plain lines; a table's rows are records, refused as
    ///   a file of records refuses them (`--search-fields`, `--display` choose columns).
    /// - `--tail`: keeps the last lines of plain input; refused as for records.
    /// - `--tac`: reads the input last line first; the server sends rows best first or in key
    ///   order, and has no last line to start from (`--no-sort` lists them in key order).
    static func refuseOptionsTablesLack(search: SearchOptions, display: DisplayOptions, input: InputOptions) throws(LoadError) {
        let table = input.table ?? "the table"
        if display.headerLines > 0 {
            throw LoadError("--header-lines applies to a file, piped input or SEEK_DEFAULT_COMMAND, not a table (--header TEXT does)")
        }
        if input.nth != nil || input.withNth != nil {
            throw LoadError("--nth and --with-nth select fields of plain lines; records have --search-fields and --display")
        }
        if input.tail != nil {
            throw LoadError("--tail keeps the last lines of plain input; \(table) is read as records")
        }
        if search.tac {
            throw LoadError("--tac reads the input last line first; a table has no last line (--no-sort lists it in key order)")
        }
    }

    /// Whether `input` names a PostgreSQL server rather than a file: a `postgresql://` URL, or
    /// libpq's keyword string (`"host=db port=5432 dbname=shop"`), told from a file name by
    /// its first word being one of libpq's keywords followed by `=`.
    static func isURL(_ input: String) -> Bool {
        if input.hasPrefix("postgresql://") || input.hasPrefix("postgres://") { return true }
        let start = input.drop { $0 == " " || $0 == "\t" }
        guard let equals = start.firstIndex(of: "=") else { return false }
        var keyword = start[..<equals]
        while keyword.last == " " || keyword.last == "\t" { keyword.removeLast() }
        return connectionKeywords.contains(String(keyword))
    }

    /// libpq's connection keywords (its documentation's "Parameter Key Words"), the words a
    /// keyword connection string is made of.
    private static let connectionKeywords: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "require_auth", "channel_binding",
        "connect_timeout", "client_encoding", "options", "application_name", "fallback_application_name",
        "keepalives", "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout",
        "replication", "gssencmode", "sslmode", "requiressl", "sslnegotiation", "sslcompression", "sslcert", "sslkey",
        "sslpassword", "sslcertmode", "sslrootcert", "sslcrl", "sslcrldir", "sslsni", "requirepeer",
        "ssl_min_protocol_version", "ssl_max_protocol_version", "krbsrvname", "gsslib", "gssdelegation", "service",
        "target_session_attrs", "load_balance_hosts",
    ]

    /// Connects and reads the table's columns and values; a problem is one line. A
    /// `printedField` (`--print FIELD`) that is not a column of the table is one too, before
    /// any screen opens, as for a file; one that is, is read with every row. `queryOptions`
    /// (`-e`, `-i`, `+i`, `--literal`, `--tiebreak`, `--no-sort`) reach the SQL and seek's
    /// ranking of each page. With `wholeRows` (`--json`) every row is read with every column the
    /// role may read, as a file's record holds every field.
    func open(printing printedField: String? = nil, wholeRows: Bool = false, queryOptions: QueryOptions = QueryOptions()) throws(LoadError) -> MirroredTableSearch {
        do throws(DatabaseError) {
            let server = try PostgresSearch(url: url, table: table, roles: roles, printedColumns: printedField.map { [$0] } ?? [],
                                      readsEveryColumn: wholeRows,
                                      statementTimeoutMilliseconds: statementTimeoutMilliseconds, countLimit: countLimit,
                                      countTimeoutMilliseconds: countBudgetMilliseconds,
                                      debounceMilliseconds: debounceMilliseconds, rankTimeoutMilliseconds: rankTimeoutMilliseconds,
                                      answerDeadlineMilliseconds: answerDeadlineMilliseconds,
                                      // psql's prompt, on the terminal, before any screen opens.
                                      passwordPrompt: { user in
                                          TerminalPassword.read(prompt: user.isEmpty ? "Password: " : "Password for user \(user): ")
                                      },
                                      queryOptions: queryOptions)
            // Searched in memory once the rows are read, when they fit the budget.
            return MirroredTableSearch(server: server, url: url, statementTimeoutMilliseconds: statementTimeoutMilliseconds,
                                       budgetBytes: mirrorBudgetBytes)
        } catch {
            throw LoadError(error.description)
        }
    }

    /// The screen's title: the table and the columns searched, so that an empty list is not a
    /// mystery (`seek · packages · searching name`).
    func title(of search: MirroredTableSearch) -> String {
        "seek · \(table) · searching \(search.searchedColumns.joined(separator: ", "))"
    }

    /// Every row of the table that `query` matches (`--filter`, `--select-1`, `--exit-0`).
    static func matches(of query: SearchQuery, in search: MirroredTableSearch) throws(LoadError) -> DataSet {
        do throws(DatabaseError) {
            return try search.matchingDataSet(for: query)
        } catch {
            throw LoadError(error.description)
        }
    }
}
