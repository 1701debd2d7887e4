import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders

/// The rows of one page as the worker read them, made on the worker's thread into what the
/// screen's thread only links: a data set of the fetched columns with the search's roles (rows
/// shown, search texts and records stored straight from libpq's bytes), and the page ranked by
/// seek's scorer; and the last row's values after those columns (its rank and key), where the
/// next page starts.
struct PageRows: Sendable {
    /// The rows, as a data set with the search's roles (see ``TableStatements/pageRoles``).
    var dataSet: DataSet
    /// The rows seek's scorer matches, best first, indexed from the page's first row; empty
    /// when the page was not ranked.
    var matches: [MatchSnapshot.Match] = []
    /// The last row's values after the fetched columns (the rank, then the key); nil without rows.
    var lastRowExtras: [String?]?
    /// How long the page's statement took, from libpq sending it to libpq holding the
    /// result (nanoseconds; see ``PostgresConnection/lastStatementNanoseconds``).
    var statementNanoseconds: UInt64 = 0

    /// How many rows the page holds.
    var count: Int { dataSet.items.count }

    /// No rows (the answer of a count).
    init() {
        dataSet = DataSet(name: "", items: ItemStore())
    }

    /// The rows of `result`, whose first columns are `columns` (see
    /// ``TableStatements/page(for:limit:after:ranked:)``), kept with `roles`; ranked by seek's
    /// scorer for `text` unless it is nil (rows that are ranked later together with others),
    /// reading it with `queryOptions` as the statement did.
    init(_ result: PostgresResult, columns: [String], roles: FieldRoles, rankingFor text: String?,
         queryOptions: QueryOptions = QueryOptions()) {
        dataSet = DataSet(name: "", fieldNames: columns, records: RecordStore(columnNames: columns), roles: roles)
        dataSet.append(rowsOf: result)
        if let text {
            matches.reserveCapacity(result.rowCount)
            Self.rank(dataSet.searchText ?? dataSet.items, for: text, queryOptions: queryOptions) { matches.append($0) }
        }
        if result.rowCount > 0 {
            // Without fetched columns the statement selects one NULL in their place.
            lastRowExtras = Array(result.texts(ofRow: result.rowCount - 1).dropFirst(max(1, columns.count)))
        }
    }

    /// Ranks the searched texts `searched` with seek's own scorer for `text`, as a file's rows
    /// are ranked, and hands each match over best first, its index counted from `first`. The
    /// tokens and the scope are not tested again: the server's `WHERE` did. `queryOptions` are
    /// the search's (`-e`, `-i`, `+i`, `--tiebreak`…), so the rows kept and their order are a
    /// file's.
    ///
    /// Every match is read, so every match is scored as the scan finds it
    /// (``MatchRequest/scoresEveryMatch``, the same matches in the same order): the test whether
    /// a match could reach the top rows prunes nothing on a page (all of its rows are ranked),
    /// and the traces kept for a next keystroke's narrowing serve nothing on an engine made for
    /// one page. Callgrind: 459,000 -> 417,000 instructions a page of 200 rows.
    static func rank(_ searched: ItemStore, for text: String, from first: Int = 0, queryOptions: QueryOptions = QueryOptions(),
                     _ body: (MatchSnapshot.Match) -> Void) {
        let engine = MatchEngine(store: searched, queryOptions: queryOptions)
        var request = MatchRequest(SearchQuery(text: text))
        request.scoresEveryMatch = true
        // Every row ranked while the scan runs: the matches then come best first straight from
        // the scan's top keys, where ranking 64 of them left the rest to be sorted chunk by chunk
        // and merged again (callgrind: 137,000 -> 15,000 instructions a page of 200 rows to read
        // them best first, for 32,000 more in the scan).
        request.rankedCount = max(1, searched.count)
        engine.match(request, generation: 0)?.matches.forEachBestFirst { match in
            body(MatchSnapshot.Match(index: first + match.index, score: match.score))
        }
    }
}

extension PostgresResult: TextTableRows {
    func text(row: Int, column: Int) -> UnsafeBufferPointer<UInt8>? {
        let value = bytes(row: row, column: column)
        // libpq gives a NULL as an empty text: only an empty one needs asking which it is.
        return value.isEmpty && isNull(row: row, column: column) ? nil : value
    }
}
