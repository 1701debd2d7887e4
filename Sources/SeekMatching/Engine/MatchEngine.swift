import Dispatch
import Synchronization

/// Runs requests over an ``ItemStore`` on every core and ranks the results.
///
/// - The store is scanned chunk by chunk; workers claim chunks one at a time and check the
///   caller's cancellation test before each, so a newer request stops an older scan quickly.
/// - A request's field conditions (tokens and the selected scope, see ``MatchRequest``) are
///   tested in the scan through ``ItemFields``' posting lists: only the items satisfying them
///   are visited, and the matches per scope of the scope bar are counted in the same scan.
/// - Recent results are kept: when a new request can only match a subset of what an earlier one
///   matched (its query narrows the earlier one's, see ``Query/narrows(_:)``, and its conditions
///   allow it, see `ScanResult.canBeNarrowed(to:_:)`), only the earlier matches are searched
///   again, plus any items appended since. The same request again is answered from the kept
///   result without scanning.
/// - While scanning, each chunk keeps its best ``eagerlyRankedCount`` keys, so the top rows are
///   ranked without sorting every match; ``RankedMatches`` ranks the rest lazily. Matches that
///   cannot reach those rows are not even scored during the scan (see `ChunkScanner`).
/// - Items can keep arriving: ``replaceStore(with:fields:)`` hands over a longer copy of the
///   store, with the fields of the new items.
public final class MatchEngine: Sendable {
    /// How many of the best matches are ranked during the scan itself unless the request asks for
    /// another number (``MatchRequest/rankedCount``): a screenful of rows with room to move. The fewer, the higher the score a match needs to be worth scoring, so the
    /// more matches a scan leaves unscored: 64 instead of 256 took seek-bench's typing session on
    /// 200,000 lines from 5,298 to 4,158 million instructions. Rows further down are ranked when
    /// first read (see ``RankedMatches``).
    public static let eagerlyRankedCount = 64

    private struct State {
        var store: ItemStore
        /// Always describes at least the store's items (see ``replaceStore(with:fields:)``).
        var fields: ItemFields
        /// How many items the fields handed over describe; the items after them were given no
        /// fields (yet), and a result that tested conditions on them cannot be narrowed later.
        var describedItemCount: Int
        /// Incremented whenever fields are handed over, so that nothing compiled from older ones
        /// is taken for current.
        var fieldsVersion = 0
        /// Recent results, newest last.
        var history: [ScanResult] = []
        /// The last request's compiled conditions, reused while they and the items stay the same
        /// (typing with the same tokens).
        var filter: ConditionFilter?
    }

    private let state: Mutex<State>
    /// How every request's text is read (`-e`, `-i`, `+i`); fixed for the engine's life, so that
    /// narrowing from one request to the next stays valid.
    public let queryOptions: QueryOptions

    /// Creates an engine over `store`, whose items' fields are `fields` (none by default).
    /// Items the fields do not describe hold no fields.
    public init(store: ItemStore, fields: ItemFields = ItemFields(), queryOptions: QueryOptions = QueryOptions()) {
        self.queryOptions = queryOptions
        var padded = fields
        if padded.count < store.count { padded.appendItemsWithoutFields(store.count - padded.count) }
        state = Mutex(State(store: store, fields: padded, describedItemCount: fields.count))
    }

    /// The items searched by the next match.
    public var store: ItemStore { state.withLock { $0.store } }

    /// The fields of the items searched by the next match.
    public var fields: ItemFields { state.withLock { $0.fields } }

    /// Replaces the items with `store`, which must hold the current items followed by new ones,
    /// and, when `fields` is given, their fields, together (a match sees both or neither).
    ///
    /// Like the store, the fields only grow: they must describe the current items as before,
    /// followed by the new ones. With `fields` nil the current fields are kept and the new items
    /// hold no fields, until fields describing them are handed over; so do items beyond the end
    /// of the fields given (the engine extends its fields with items without fields up to the
    /// store's count, so that the two stay in step). Fields may also describe items the store
    /// does not hold yet; those are ignored until the items arrive.
    /// Scans already running go on with the items and fields they started with.
    public func replaceStore(with store: ItemStore, fields: ItemFields? = nil) {
        state.withLock { state in
            precondition(store.count >= state.store.count, "the store only grows")
            state.store = store
            if let fields {
                state.fields = fields
                state.describedItemCount = fields.count
                state.fieldsVersion += 1
            }
            if state.fields.count < store.count {
                state.fields.appendItemsWithoutFields(store.count - state.fields.count)
            }
        }
    }

    /// Matches `text` against every item and ranks the matches, or returns nil when
    /// `isCancelled` turned true during the scan. The same as matching `MatchRequest(text)`.
    public func match(
        _ text: String,
        generation: Int,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> MatchSnapshot? {
        match(MatchRequest(text), generation: generation, isCancelled: isCancelled)
    }

    /// Finds the items that match the request's text and satisfy its conditions and scope,
    /// ranks them, and counts the matches per counted scope; or returns nil when `isCancelled`
    /// turned true during the scan.
    ///
    /// Without text, the items satisfying the conditions are listed in input order (every item
    /// when there are none), as fzf lists every item for an empty query.
    ///
    /// - Complexity: O(n·m) for n items of length m, divided among the cores; n is only the
    ///   items satisfying the conditions, and only the previous matches (plus new items) when
    ///   the request narrows a recent one. Ranking costs O(n log k) for the top k rows. Without
    ///   text: O(1) without conditions, else O(c) for the c items satisfying them.
    public func match(
        _ request: MatchRequest,
        generation: Int,
        isCancelled: @Sendable () -> Bool = { false }
    ) -> MatchSnapshot? {
        let snapshot = matchIncludingEveryItem(request, generation: generation, isCancelled: isCancelled)
        return request.excludedItems.isEmpty ? snapshot : snapshot?.excluding(request.excludedItems)
    }

    /// ``match(_:generation:isCancelled:)`` before the request's excluded items are left out.
    private func matchIncludingEveryItem(
        _ request: MatchRequest,
        generation: Int,
        isCancelled: @Sendable () -> Bool
    ) -> MatchSnapshot? {
        let query = Query(request.text, options: queryOptions)
        let conditions = RequestConditions(request)
        let (store, fields, fieldsVersion, describedItemCount, history) = state.withLock {
            ($0.store, $0.fields, $0.fieldsVersion, $0.describedItemCount, $0.history)
        }
        if query.isEmpty && conditions.conditions.isEmpty {
            return selection(request, conditions, store: store, fields: fields, generation: generation)
        }
        let filter = conditions.isEmpty ? nil : self.filter(conditions, store: store, fields: fields, fieldsVersion: fieldsVersion)
        if query.isEmpty, let filter {
            let (items, counts) = filter.selection()
            let listed = queryOptions.ranking.isReversed ? Array(items.reversed()) : items
            return MatchSnapshot(generation: generation, request: request, matches: RankedMatches(.selected(listed)),
                                 totalCount: store.count, scopeCounts: counts)
        }
        if let same = history.last(where: { $0.answers(query, conditions, store: store, fieldsVersion: fieldsVersion) }) {
            return snapshot(of: same, request: request, generation: generation)
        }
        let base = history
            .filter { $0.canBeNarrowed(to: query, conditions) }
            .min { $0.count < $1.count }
        guard let result = scan(query, ranking: max(1, request.rankedCount), scoringEveryMatch: request.scoresEveryMatch, filter: filter,
                                fields: (fieldsVersion, describedItemCount), in: store, narrowing: base, isCancelled: isCancelled) else { return nil }
        remember(result)
        return snapshot(of: result, request: request, generation: generation)
    }

    private func snapshot(of result: ScanResult, request: MatchRequest, generation: Int) -> MatchSnapshot {
        var ranking = queryOptions.ranking
        if let isSorted = request.isSorted { ranking.isSorted = isSorted }
        return Self.snapshot(of: result, request: request, generation: generation, ranking: ranking)
    }

    /// The ranked matches of `result` in the order `ranking` asks for (shared with ``FilterScan``).
    static func snapshot(of result: ScanResult, request: MatchRequest, generation: Int, ranking: RankingOrder) -> MatchSnapshot {
        // Only the standard order is what the scan's packed keys rank; another is listed in full.
        var order = ranking
        // As fzf, a query of negated terms only is not ranked: its matches list in input order.
        if !result.query.terms.contains(where: { !$0.isNegated }) { order.isSorted = false }
        let matches: RankedMatches
        if order.isStandard {
            matches = RankedMatches(.scanned(result))
        } else if !order.isSorted {
            // Unsorted, the scan's entries are already in input order: read them in place.
            matches = RankedMatches(.scannedInInputOrder(result, isReversed: order.isReversed))
        } else {
            matches = RankedMatches(.listed(result.matches(in: order)))
        }
        return MatchSnapshot(generation: generation, request: request, matches: matches,
                             totalCount: result.store.count, scopeCounts: result.scopeCounts)
    }

    /// The compiled form of `conditions` for the items of `store`: the last one when it fits.
    private func filter(_ conditions: RequestConditions, store: ItemStore, fields: ItemFields,
                        fieldsVersion: Int) -> ConditionFilter {
        if let last = state.withLock({ $0.filter }), last.fits(conditions, itemCount: store.count, fieldsVersion: fieldsVersion) {
            return last
        }
        let filter = ConditionFilter(conditions, fields: fields, itemCount: store.count, fieldsVersion: fieldsVersion)
        state.withLock { $0.filter = filter }
        return filter
    }

    /// Keeps `result`, dropping the oldest results while all kept ones cost more four-byte words
    /// than the store has items (so the history costs at most four bytes per item, its growing
    /// terms' traces and kept clause scores included; see ``ScanResult/heldCount``).
    private func remember(_ result: ScanResult) {
        state.withLock { state in
            state.history.append(result)
            var total = state.history.reduce(0) { $0 + $1.heldCount }
            while state.history.count > 1 && (total > state.store.count || state.history.count > 8) {
                total -= state.history.removeFirst().heldCount
            }
        }
    }
}
