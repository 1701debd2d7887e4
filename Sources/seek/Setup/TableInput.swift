import SeekCatalog
import SeekModel
import SeekDatabase

/// A PostgreSQL table as seek's input: `seek postgresql://host/db --table T` with the same
/// field-role options as a file. The server does the searching; see `PostgresSearch`.
struct TableInput {
    var url: String
    var table: String
    var roles: FieldRoleChoices
    var debounceMilliseconds = PostgresSearch.defaultDebounceMilliseconds
    var countLimit = PostgresSearch.defaultCountLimit
    var rankTimeoutMilliseconds = PostgresSearch.defaultRankTimeoutMilliseconds

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
            if input.rankTimeout != nil { throw LoadError("--rank-timeout needs a postgresql:// URL and --table") }
            return nil
        }
        guard let table = input.table else { throw LoadError("give --table TABLE with a postgresql:// URL") }
        guard !table.isEmpty else { throw LoadError("--table names no table") }
        if input.sample != nil || input.format != nil || input.read0 {
            throw LoadError("--sample, --format and --read0 do not apply to a table")
        }
        var chosen = TableInput(url: url, table: table, roles: input.roleChoices)
        if let debounce = input.debounce {
            guard debounce >= 0 else { throw LoadError("--debounce takes milliseconds, 0 or more") }
            chosen.debounceMilliseconds = debounce
        }
        if let countLimit = input.countLimit {
            guard countLimit >= 1 else { throw LoadError("--count-limit takes a number of rows, 1 or more") }
            chosen.countLimit = countLimit
        }
        if let rankTimeout = input.rankTimeout {
            guard rankTimeout >= 1 else { throw LoadError("--rank-timeout takes milliseconds, 1 or more") }
            chosen.rankTimeoutMilliseconds = rankTimeout
        }
        return chosen
    }

    /// Whether `input` names a PostgreSQL server rather than a file.
    static func isURL(_ input: String) -> Bool {
        input.hasPrefix("postgresql://") || input.hasPrefix("postgres://")
    }

    /// Connects and reads the table's columns and values; a problem is one line. A
    /// `printedField` (`--print FIELD`) that is not a column of the table is one too, before
    /// any screen opens, as for a file; one that is, is read with every row.
    func open(printing printedField: String? = nil) throws(LoadError) -> PostgresSearch {
        do throws(DatabaseError) {
            return try PostgresSearch(url: url, table: table, roles: roles, printedColumns: printedField.map { [$0] } ?? [],
                                      countLimit: countLimit,
                                      debounceMilliseconds: debounceMilliseconds, rankTimeoutMilliseconds: rankTimeoutMilliseconds)
        } catch {
            throw LoadError(error.description)
        }
    }

    /// Every row of the table that `query` matches (`--filter`, `--select-1`, `--exit-0`).
    static func matches(of query: SearchQuery, in search: PostgresSearch) throws(LoadError) -> DataSet {
        do throws(DatabaseError) {
            return try search.matchingDataSet(for: query)
        } catch {
            throw LoadError(error.description)
        }
    }
}
