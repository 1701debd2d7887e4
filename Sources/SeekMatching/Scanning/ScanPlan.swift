/// What a scan decides once, before it visits any chunk: the query compiled for ASCII and for any
/// text, the byte every match must hold, the earlier clauses whose scores it keeps, the compiled
/// field conditions, and the earlier result it narrows.
///
/// ``MatchEngine`` makes one plan per request that needs a scan and runs
/// ``scan(chunk:of:threshold:)`` for every chunk on every core; the workers share only the plan
/// (read-only) and the ``ScanThreshold``. Reading a plan top to bottom tells what a scan will do:
///
/// 1. `matcher` and `ascii`: the query, compiled (``QueryMatcher``, and ``ASCIIQuery`` when every
///    pattern is ASCII, the fast path for ASCII items).
/// 2. `required`: a byte every match holds (``RequiredByte``); items never seen before are found
///    by searching a chunk's bytes for it instead of visiting each item.
/// 3. `base` and `kept`: when the request narrows a recent result, only its matches (and the items
///    appended since) are visited, and while the last word is typed only the last clause is
///    tested on them (``KeptClauses``).
/// 4. `filter`: tokens and the selected scope (``ConditionFilter``), which decide which items are
///    visited at all and count the matches per scope.
struct ScanPlan: Sendable {
    /// The request's query.
    let query: Query
    /// The query compiled for any text.
    let matcher: QueryMatcher
    /// The query compiled for ASCII items; nil when a pattern is not ASCII.
    let ascii: ASCIIQuery.Storage?
    /// A byte every match holds, searched for to skip the items that cannot match; nil without an
    /// ASCII form of the query, or when no clause has a single positive term.
    let required: RequiredByte?
    /// Whether an ASCII item holding `required` matches: the query is one positive fuzzy or exact
    /// term of that one character, as after the first keystroke. The scan then records such an
    /// item without testing it again, when it cannot reach the top rows.
    let requiredByteDecides: Bool
    /// The byte no match holds, when the query is one negated fuzzy or exact term of that one
    /// ASCII character (`!z`, a first keystroke after `!`): items never seen are found by
    /// searching a chunk's bytes for it, and every item between two that hold it matches without
    /// being read. Nil otherwise.
    let excluded: RequiredByte?
    /// Whether the query is one positive exact term of two or more ASCII characters (`'lin`):
    /// its occurrences are then searched for across a chunk's bytes, by the pair of its first
    /// and last bytes, and each occurrence is scored where it is found (see
    /// ``ChunkScanner/visitItems(from:to:scoringOccurrencesOf:ascii:restartingAt:)``).
    let searchesOccurrences: Bool
    /// A rare byte (``RequiredByte/isRare``) every match holds, or with ``kept`` every match of
    /// the last clause, that the narrowed result's query did not require: its entries are then
    /// walked by searching the chunk's bytes for it, so that those lacking it are passed over
    /// without being read (see ``ChunkScanner/visitHolders(of:before:holding:narrowed:scoresFromEntries:)``).
    /// Nil without a narrowed result, for one exact term (walked by its occurrences), or when
    /// no such byte is new: a byte every entry holds only adds the search to each visit
    /// (measured: `libpyt` after `libpy` walked by `y`, 1.19 of the instructions).
    let entriesWalkedBy: RequiredByte?
    /// Whether every term is negated (`!z`): every match then scores 0, and the scan records
    /// that score even for a match out of reach of the top rows, at no cost, so that a next
    /// keystroke adding a word (`!z g`) takes it as the earlier clause's score instead of
    /// testing `!z` again on every match (see ``KeptClauses``).
    let onlyNegated: Bool
    /// The earlier result this scan narrows, or nil for a scan of every item.
    let base: ScanResult?
    /// The query split into its earlier clauses and its last one, when it narrows `base` by
    /// its last clause only.
    let kept: KeptClauses?
    /// The tokens and scope to satisfy and the scopes to count; nil when there are none.
    let filter: ConditionFilter?
    /// How many of the best keys each chunk keeps (see ``MatchEngine/eagerlyRankedCount``).
    let bestCount: Int
    /// Whether every match is scored during the scan, without first testing whether it could
    /// reach the top rows (see ``MatchRequest/scoresEveryMatch``).
    let scoresEveryMatch: Bool
    /// Whether the scan keeps a ``PrefixTrace`` per match, for a next keystroke that types more
    /// of the same term: the query is one positive fuzzy ASCII term, without conditions, and the
    /// scan prunes.
    let tracesPrefix: Bool
    /// Whether the scan keeps a ``PrefixTrace`` of its last clause per match: it narrows `base`
    /// by its last clause (``kept``), which is one positive fuzzy ASCII term of two or more
    /// characters, without conditions, and it prunes. The traces then bound the last clause's
    /// score alone; the earlier clauses' is kept beside them (``ScanResult/earlierScores``).
    let tracesLast: Bool
    /// How the query extends `base`'s, when both are one fuzzy term, or both keep the same
    /// earlier clauses and end with one fuzzy term, and `base` kept its traces: its entries are
    /// then decided from their traces where they can be (see ``GrowingTerm``).
    let growing: GrowingTerm?

    /// Plans the scan of `query` under `filter`, narrowing `base` when given (the caller checked
    /// that it may, see ``ScanResult/canBeNarrowed(to:_:)``).
    init(_ query: Query, filter: ConditionFilter?, narrowing base: ScanResult?, bestCount: Int, scoresEveryMatch: Bool = false) {
        self.query = query
        matcher = QueryMatcher(query)
        ascii = ASCIIQuery.Storage(query)
        required = ascii == nil ? nil : RequiredByte(query)
        let only = query.clauses.count == 1 && query.clauses[0].count == 1 ? query.clauses[0][0] : nil
        requiredByteDecides = required != nil && only.map {
            !$0.isNegated && ($0.kind == .fuzzy || $0.kind == .exact) && $0.pattern.utf8.count == 1
        } == true
        if let only, only.isNegated, only.kind == .fuzzy || only.kind == .exact, ascii != nil,
           let byte = only.pattern.utf8.first, only.pattern.utf8.count == 1, byte >= 0x20 {
            excluded = RequiredByte(byte, ignoringCase: !only.isCaseSensitive)
        } else {
            excluded = nil
        }
        searchesOccurrences = ascii != nil && only.map {
            !$0.isNegated && $0.kind == .exact && $0.pattern.utf8.count >= 2
        } == true
        onlyNegated = !query.terms.contains { !$0.isNegated }
        self.base = base
        kept = base.flatMap { KeptClauses(query, narrowing: $0.query) }
        let walkedBy = kept != nil ? RequiredByte(Query(text: "", clauses: [query.clauses[query.clauses.count - 1]]))
            : searchesOccurrences ? nil : required
        if let base, let walkedBy, walkedBy.isRare && !walkedBy.isRequired(by: base.query) {
            entriesWalkedBy = walkedBy
        } else {
            entriesWalkedBy = nil
        }
        self.filter = filter
        self.bestCount = bestCount
        self.scoresEveryMatch = scoresEveryMatch
        tracesPrefix = filter == nil && !scoresEveryMatch && ascii != nil && GrowingTerm.isTraced(query)
        let last = Query(text: "", clauses: [query.clauses.last ?? []])
        tracesLast = filter == nil && !scoresEveryMatch && kept != nil && GrowingTerm.isTraced(last)
        if tracesPrefix, let base, base.prefixTraces != nil {
            growing = GrowingTerm(query, narrowing: base.query)
        } else if tracesLast, let base, base.prefixTraces != nil, kept?.scoresFromEntries == false {
            // The same number of clauses and the same earlier ones: `base`'s traces are its last clause's.
            growing = GrowingTerm(last, narrowing: Query(text: "", clauses: [base.query.clauses.last ?? []]))
        } else {
            growing = nil
        }
    }
}
