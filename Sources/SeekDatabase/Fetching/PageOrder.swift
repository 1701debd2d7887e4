import SeekMatching

/// How the rows of a search are ordered, so that each page starts exactly where the one before
/// ended: by the server's rank when there is text to rank, then by the primary key (keyset
/// pagination: the next page is the rows after the last one read, found through the key's
/// index, and pages neither overlap nor skip rows).
///
/// A rank is worked out for every matching row before the first is sent, so on a large table a
/// short query would rank most of the table for each keystroke (pg_trgm's `similarity` costs
/// about 20 µs a row: seconds for a million matches). A table larger than the count limit is
/// therefore paged by key alone, which lets the server stop as soon as a page is full; seek's
/// scorer still ranks each page.
///
/// A table or view without a primary key is ordered by every column read and paged by offset:
/// rows that read the same are interchangeable, so pages still neither overlap nor skip what the
/// screen shows, but each page costs more than the last. `ctid` is not used: a view has none,
/// and an update moves a row's.
struct PageOrder: Sendable {
    /// The primary key's columns, in the key's order; empty when there is none.
    var keyColumns: [String] = []
    /// pg_trgm's `similarity`, schema-qualified and quoted, when the extension is installed in
    /// the database: rows then rank by trigram similarity to the query's terms, else by the
    /// length of the searched text.
    var similarityFunction: String?
    /// Whether rows are ranked by the server at all (else by key alone: see above).
    var ranksOnServer = true

    /// Whether pages are found by key (else by offset).
    var isKeyset: Bool { !keyColumns.isEmpty }

    /// Whether the page of `query` is ordered by a rank before the key: when the query has text
    /// and the server ranks every page, or this statement is a ranked one (`ranked`: the
    /// best-first page on a table paged by key, see `StatementRunner.rankedPageStatement`).
    func ranks(_ query: Query, ranked: Bool = false) -> Bool { (ranksOnServer || ranked) && !query.isEmpty }
}
