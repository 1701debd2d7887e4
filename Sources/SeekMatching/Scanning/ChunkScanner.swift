/// Scans the items of one chunk against a compiled query, recording an entry for every match and
/// keeping the best keys; one scanner per chunk, so workers share nothing while they run.
///
/// Once the best keys are full, a match whose score bound (``ASCIIQuery/bound``, with the
/// white-space bonus only where the item can earn it) cannot beat the worst of them is only
/// tested, not scored: its entry is left unscored for
/// ``ScanResult`` to score if a page that deep is ever ranked. Scoring (the backward passes and
/// the two windows) is most of the work per match, and only the top rows need it while typing.
/// For one-term fuzzy queries the bound is tightened per match by the window test
/// (``ASCIIQuery/reach(within:largestBonus:_:count:earliest:)``), which also serves as the match test.
struct ChunkScanner {
    let matcher: QueryMatcher
    /// The query compiled for ASCII items, when its patterns are ASCII.
    let ascii: ASCIIQuery?
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<UInt32>
    let isASCII: Bool
    /// Whether some item of the chunk may earn the white-space bonus (see
    /// ``ItemChunk/Profile/mayEarnWhiteBonus``); when none does, every item's score bound is the
    /// query's bound without white space, known without reading the item.
    let mayEarnWhiteBonus: Bool
    /// The chunk's ``ItemChunk/whiteSpaceBits``: which items hold white space or a control
    /// character, read instead of searching an item whose bound depends on it.
    let whiteSpaceBits: UnsafeBufferPointer<UInt64>
    /// Whether holding the required byte is the whole match test: the query is one term of one
    /// character (see ``ScanPlan/requiredByteDecides``), so an item the byte search found matches.
    let requiredByteDecides: Bool
    /// The byte no match holds, when the query is one negated term of that one character (see
    /// ``ScanPlan/excluded``).
    let excluded: RequiredByte?
    /// Whether every term of the query is negated, so that every match scores 0 (see
    /// ``ScanPlan/onlyNegated``).
    let onlyNegated: Bool
    /// Whether the query is one positive exact term of two or more characters, whose
    /// occurrences are searched for across the chunk (see ``ScanPlan/searchesOccurrences``).
    let searchesOccurrences: Bool
    /// The byte the narrowed result's entries are walked by (see ``ScanPlan/entriesWalkedBy``).
    let entriesWalkedBy: RequiredByte?
    let firstIndex: Int
    var entries: [UInt32] = []
    /// With ``kept``, the earlier clauses' kept score for each entry (see ``KeptClauses/kept(_:)``);
    /// entries found by the full query get 0 (unknown) when the scan ends.
    var earlierScores: [UInt16] = []
    /// With ``tracesPrefix``, each entry's ``PrefixTrace``, for a next keystroke that types more
    /// of the term (see ``visitEntries(_:resuming:growing:)``).
    var traceWriter: TraceWriter
    /// Whether the scanner keeps a trace per entry (see ``ScanPlan/tracesPrefix``).
    let tracesPrefix: Bool
    /// Whether the scanner keeps a trace of the last clause per entry (see ``ScanPlan/tracesLast``).
    let tracesLast: Bool
    /// How the query extends the narrowed result's, whose entries carry traces (see ``ScanPlan/growing``).
    let growing: GrowingTerm?
    /// The query whose one term grows: the last clause when the earlier clauses are kept, else
    /// the whole query. Kept as a value rather than chosen per item (measured: choosing it in
    /// the resume cost `libpyt` 5 M instructions more on 200,000 lines).
    let growingQuery: ASCIIQuery?
    /// How this chunk's searches for a step by gaps went (see ``GapSearchTally``).
    var gapSearches = GapSearchTally()
    /// The offsets of the matches counted but not listed, outside the selected scope (see
    /// ``ScanResult/unlisted``), in input order.
    var unlisted: [UInt32] = []
    /// The query's earlier clauses and last clause, when the scan narrows a result that had the
    /// same earlier clauses (see ``visit(_:earlierScore:partialScore:)``).
    let kept: KeptClauses.Views?
    var best: BestKeys
    /// A key no better than the worst of some full set of best keys (this chunk's or another's):
    /// a match whose key is larger cannot be in the top rows. `UInt64.max` until one is known.
    private(set) var threshold: UInt64
    /// Whether full best keys lower ``threshold``; when not (a scan whose every match will be
    /// ranked anyway), every match is scored as it is found.
    let prunes: Bool
    /// Reused to decode non-ASCII items.
    var scratch: [UInt32] = []
    /// Reused by the fuzzy search for its candidates, item after item (see
    /// ``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``).
    var workspace: [Int32] = []
    /// Where the window test leaves each pattern character's earliest place in the item it
    /// tested, for the search to start from (see ``EarliestPlaces``).
    let earliest: EarliestPlaces

    /// The threshold shared with the other chunks' scanners, read whenever a match is scored and
    /// lowered whenever this chunk's best keys lower ``threshold``; nil for a scanner on its own.
    let shared: ScanThreshold?

    init(matcher: QueryMatcher, ascii: ASCIIQuery?, kept: KeptClauses.Views? = nil,
         bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>, whiteSpaceBits: UnsafeBufferPointer<UInt64>,
         isASCII: Bool, mayEarnWhiteBonus: Bool = true, requiredByteDecides: Bool = false,
         excluded: RequiredByte? = nil, onlyNegated: Bool = false, searchesOccurrences: Bool = false,
         entriesWalkedBy: RequiredByte? = nil, tracesPrefix: Bool = false, tracesLast: Bool = false,
         growing: GrowingTerm? = nil,
         firstIndex: Int, expectedCount: Int, bestCapacity: Int, threshold: UInt64, prunes: Bool = true,
         shared: ScanThreshold? = nil) {
        self.tracesPrefix = tracesPrefix && ascii != nil && prunes
        self.tracesLast = tracesLast && kept != nil && prunes
        self.growing = self.tracesPrefix || self.tracesLast ? growing : nil
        growingQuery = self.tracesLast ? kept?.last : ascii
        self.mayEarnWhiteBonus = mayEarnWhiteBonus
        self.whiteSpaceBits = whiteSpaceBits
        self.requiredByteDecides = requiredByteDecides
        self.excluded = excluded
        self.onlyNegated = onlyNegated
        self.searchesOccurrences = searchesOccurrences
        self.entriesWalkedBy = entriesWalkedBy
        self.matcher = matcher
        self.prunes = prunes
        self.shared = prunes ? shared : nil
        self.ascii = ascii
        self.kept = kept
        self.bytes = bytes
        self.starts = starts
        self.isASCII = isASCII
        self.firstIndex = firstIndex
        self.best = BestKeys(capacity: bestCapacity)
        earliest = EarliestPlaces(capacity: max(ascii?.windowPatternCount ?? 0, kept?.last.windowPatternCount ?? 0))
        self.threshold = prunes ? threshold : .max
        entries.reserveCapacity(expectedCount)
        if kept != nil { earlierScores.reserveCapacity(expectedCount) }
        traceWriter = TraceWriter(capacity: self.tracesPrefix || self.tracesLast ? expectedCount : nil)
    }

    /// A scanner for one chunk of `plan`'s scan: `bytes`, `starts` and `whiteSpaceBits` are the chunk's, its first
    /// item is item `firstIndex` of the store, and matches with keys above the `shared`
    /// threshold need not be scored.
    init(plan: ScanPlan, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>, whiteSpaceBits: UnsafeBufferPointer<UInt64>,
         isASCII: Bool, mayEarnWhiteBonus: Bool, firstIndex: Int, expectedCount: Int, shared: ScanThreshold) {
        self.init(matcher: plan.matcher.unshared(), ascii: plan.ascii?.query, kept: plan.kept?.views,
                  bytes: bytes, starts: starts, whiteSpaceBits: whiteSpaceBits, isASCII: isASCII, mayEarnWhiteBonus: mayEarnWhiteBonus,
                  requiredByteDecides: plan.requiredByteDecides, excluded: plan.excluded, onlyNegated: plan.onlyNegated,
                  searchesOccurrences: plan.searchesOccurrences, entriesWalkedBy: plan.entriesWalkedBy,
                  tracesPrefix: plan.tracesPrefix, tracesLast: plan.tracesLast, growing: plan.growing, firstIndex: firstIndex,
                  expectedCount: expectedCount, bestCapacity: plan.bestCount, threshold: shared.current,
                  prunes: !plan.scoresEveryMatch, shared: shared)
    }

    /// Visits this chunk's items for a request without conditions: the matches of the narrowed
    /// result (only its last clause tested when `scoresFromEntries` is set, see ``KeptClauses``),
    /// then the items `narrowed.firstUnseen..<end` it had not seen, only those holding `required`
    /// (or, for one exact term, an occurrence of it) when the chunk is ASCII.
    ///
    /// In an ASCII chunk, the earlier matches of a query of one exact term are passed over by
    /// searching the chunk's bytes for its occurrences
    /// (``visitItems(from:to:scoringOccurrencesOf:ascii:restartingAt:)``), and those of other
    /// queries, when every new match holds a rare byte that the earlier ones need not hold, by
    /// searching for that byte (``visitHolders(of:before:holding:narrowed:scoresFromEntries:)``).
    mutating func visit(_ narrowed: NarrowedChunk, end: Int, required: RequiredByte?, scoresFromEntries: Bool?) {
        if let previous = narrowed.entries {
            if isASCII, let ascii, scoresFromEntries == nil, searchesOccurrences {
                visitItems(from: 0, to: narrowed.firstUnseen, scoringOccurrencesOf: ascii.terms[0], ascii: ascii,
                           restartingAt: previous)
            } else if isASCII, ascii != nil, let holding = entriesWalkedBy {
                visitHolders(of: previous, before: narrowed.firstUnseen, holding: holding, narrowed: narrowed,
                             scoresFromEntries: scoresFromEntries)
            } else {
                visitEntries(of: narrowed, scoresFromEntries: scoresFromEntries)
            }
        }
        if isASCII, searchesOccurrences, let ascii {
            visitItems(from: narrowed.firstUnseen, to: end, scoringOccurrencesOf: ascii.terms[0], ascii: ascii, restartingAt: nil)
        } else if isASCII, requiredByteDecides, let required, let ascii {
            visitItems(from: narrowed.firstUnseen, to: end, scoringOneCharacter: required, tables: ascii.tables)
        } else if isASCII, let required {
            visitItems(from: narrowed.firstUnseen, to: end, holding: required)
        } else if isASCII, let excluded {
            visitItems(from: narrowed.firstUnseen, to: end, lacking: excluded)
        } else {
            for offset in narrowed.firstUnseen..<end { visit(offset) }
        }
    }

    /// Visits every entry of the narrowed result, in input order. A function of its own so that
    /// the per-item work is inlined into these loops (measured: with the loops in
    /// ``visit(_:end:required:scoresFromEntries:)`` beside the chunk searches, the compiler
    /// called the per-item visit out of line, 1.07-1.13 of the instructions of `li` and `lib`).
    mutating func visitEntries(of narrowed: NarrowedChunk, scoresFromEntries: Bool?) {
        guard let previous = narrowed.entries else { return }
        switch scoresFromEntries {
        case nil:
            if let growing, let traces = narrowed.traces {
                visitEntries(previous, resuming: traces, growing: growing)
                return
            }
            for entry in previous { visit(RankingKey.offset(ofEntry: entry)) }
        case true?:
            for (position, entry) in previous.enumerated() {
                visit(RankingKey.offset(ofEntry: entry), earlierScore: UInt16(truncatingIfNeeded: entry >> 16),
                      partialScore: narrowed.earlierScore(at: position))
            }
        case false?:
            if let growing, let traces = narrowed.traces {
                visitEntries(previous, keeping: narrowed, resuming: traces, growing: growing)
                return
            }
            for (position, entry) in previous.enumerated() {
                visit(RankingKey.offset(ofEntry: entry), earlierScore: narrowed.earlierScore(at: position), partialScore: 0)
            }
        }
    }

    /// Matches the items in `first..<end` that hold `required` (see
    /// ``nextItem(from:to:endByte:holding:)``). A function of its own so that the per-item work
    /// is inlined into this, the hottest loop.
    mutating func visitItems(from first: Int, to end: Int, holding required: RequiredByte) {
        let endByte = Int(starts[end])
        var offset = nextItem(from: first, to: end, endByte: endByte, holding: required)
        while offset < end {
            visit(offset, matchIsKnown: requiredByteDecides)
            offset = nextItem(from: offset + 1, to: end, endByte: endByte, holding: required)
        }
    }

    /// Matches the items in `first..<end` that lack `excluded`, the byte of a query that is one
    /// negated character (see ``ScanPlan/excluded``): the chunk's bytes are searched for it, and
    /// every item before the next one holding it matches without being read.
    mutating func visitItems(from first: Int, to end: Int, lacking excluded: RequiredByte) {
        let endByte = Int(starts[end])
        var offset = first
        while offset < end {
            let holder = nextItem(from: offset, to: end, endByte: endByte, holding: excluded)
            while offset < holder {
                visit(offset, matchIsKnown: true)
                offset += 1
            }
            offset = holder + 1
        }
    }

    /// The offset of the first item from `offset` on that holds `required`, or `end` when none
    /// before `end` does (`endByte` is where item `end` starts), found by searching the chunk's
    /// bytes sixteen at a time rather than visiting items: the items skipped cannot match. Only for
    /// chunks whose items are all ASCII (a non-ASCII letter may fold to a pattern byte).
    @inline(__always)
    func nextItem(from offset: Int, to end: Int, endByte: Int, holding required: RequiredByte) -> Int {
        if offset >= end { return end }
        let found = ByteSearch.firstIndex(of: required.byte, fold: required.fold,
                                                     in: UnsafeRawPointer(bytes.baseAddress!),
                                                     from: Int(starts[offset]), to: endByte)
        if found == endByte { return end }
        var item = offset
        while Int(starts[item + 1]) <= found { item += 1 }
        return item
    }

    /// Matches the item at `offset` in the chunk; `matchIsKnown` tells that the byte search has
    /// shown it matches (it holds the required byte of a query of that one character, or lacks
    /// the excluded byte of a query of that one negated character), so it is not tested again.
    @inline(__always)
    mutating func visit(_ offset: Int, matchIsKnown: Bool = false) {
        let lower = Int(starts[offset])
        let upper = Int(starts[offset + 1]) - 1
        let length = upper - lower
        let text = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        let textIsASCII = isASCII || UTF8Decoding.isASCII(text)
        let found: Int?
        if textIsASCII, let ascii {
            let base = bytes.baseAddress! + lower
            if threshold != .max {
                switch Self.reach(ascii, base, length: length, index: firstIndex + offset, offset: offset,
                                  whiteSpaceBits: whiteSpaceBits, threshold: threshold,
                                  mayEarnWhiteBonus: mayEarnWhiteBonus, earliest: earliest.places) {
                case .noMatch: return
                case .matchOutOfReach:
                    entries.append(RankingKey.unscoredEntry(offset: offset))
                    if tracesPrefix { trace(ascii, base, length: length, offset: offset, windowRan: true, score: nil) }
                    return
                case .outOfReach:
                    if tracesPrefix {
                        recordTraced(ascii, base, length: length, offset: offset)
                        return
                    }
                    if matchIsKnown || ascii.matches(base, count: length) {
                        // A query of negated terms only scores 0 on every match: known, so kept.
                        entries.append(onlyNegated ? RankingKey.entry(score: 0, offset: offset) : RankingKey.unscoredEntry(offset: offset))
                    }
                    return
                case .mayReach: break
                }
                guard let score = score(ascii, base, length: length, offset: offset) else { return }
                if score == TermScoring.fallsShort {
                    entries.append(RankingKey.unscoredEntry(offset: offset))
                    if tracesPrefix { trace(ascii, base, length: length, offset: offset, windowRan: ascii.testsWindow, score: nil) }
                    return
                }
                found = score
                // The window test ran unless the query is one character (see `reach`).
                if tracesPrefix { trace(ascii, base, length: length, offset: offset, windowRan: ascii.testsWindow, score: score) }
            } else {
                found = ascii.score(base, count: length, workspace: &workspace)
                if tracesPrefix, let found { trace(ascii, base, length: length, offset: offset, windowRan: false, score: found) }
            }
        } else {
            found = matcher.score(text, isASCII: textIsASCII, scratch: &scratch)
            if tracesPrefix && found != nil { traceWriter.record(.unknown) }
        }
        guard let score = found else { return }
        let entry = RankingKey.entry(score: score, offset: offset)
        entries.append(entry)
        offer(RankingKey.key(entry: entry, index: firstIndex + offset, length: RankingKey.rankedLength(bytes.baseAddress! + lower, count: length, isASCII: textIsASCII)))
    }

    /// The score of the ASCII item at `offset` (`length` bytes at `base`), which the window test
    /// and bounds found may beat ``threshold``: only a score that does matters now, so the search
    /// for it may stop early and answer ``TermScoring/fallsShort``; nil when it does not match.
    ///
    /// Not inlined: scoring costs thousands of instructions per item and a call a dozen, and
    /// outside the per-item visit it leaves the loops small where few items are scored
    /// (measured: the typing session 6,036 -> 5,990 M instructions on 200,000 lines, `!z`
    /// 45.8 -> 44.8 M).
    @inline(never)
    mutating func score(_ ascii: ASCIIQuery, _ base: UnsafePointer<UInt8>, length: Int, offset: Int) -> Int? {
        let needed = Self.leastScore(beating: threshold, index: firstIndex + offset, length: RankingKey.rankedLength(base, count: length))
        // A query that is tested by its window reaches here only through the window test, which
        // left the earliest places of its pattern in the item.
        return ascii.score(base, count: length, reaching: needed, largestBonus: largestBonus, workspace: &workspace,
                           earliest: ascii.testsWindow ? UnsafePointer(earliest.places) : nil)
    }

    /// Offers a scored match's key to the best keys, lowering the threshold once they are full,
    /// and takes the shared threshold when the other chunks have lowered it further. Scored
    /// matches are where a loose threshold costs, so that is where it is brought up to date.
    @inline(__always)
    mutating func offer(_ key: UInt64) {
        best.offer(key)
        guard prunes else { return }
        if best.isFull && best.worst < threshold {
            threshold = best.worst
            shared?.lower(to: threshold)
        }
        if let shared {
            let current = shared.current
            if current < threshold { threshold = current }
        }
    }

    /// The least score whose key, for the item with input index `index` and `length` bytes, is
    /// not above `threshold` (which must be known): the threshold's score is enough only if the
    /// item wins the tie on length and input order.
    @inline(__always)
    static func leastScore(beating threshold: UInt64, index: Int, length: Int) -> Int {
        let thresholdScore = RankingKey.score(ofKey: threshold)
        return RankingKey.key(score: thresholdScore, index: index, length: length) > threshold
            ? thresholdScore + 1 : thresholdScore
    }

    /// The largest bonus any character of an item of this chunk can earn: the white-space bonus
    /// unless no item can earn it (``mayEarnWhiteBonus``).
    var largestBonus: Int {
        mayEarnWhiteBonus ? FuzzyScorer.whiteBoundaryBonus : FuzzyScorer.delimiterBoundaryBonus
    }

    /// Whether the item's key can beat ``threshold``: not when its score bound falls short of the
    /// least score that could, nor when it falls short once the start bonus, gaps and window
    /// scores of its fuzzy terms are counted (``ASCIIQuery/reach(within:largestBonus:_:count:earliest:)``).
    /// With `known`, `ascii` is part of the query and `known` is what the rest scores. The item
    /// is item `offset` of the chunk, whose ``whiteSpaceBits`` are passed in.
    ///
    /// Static, with the scanner's `threshold`, `whiteSpaceBits` and `mayEarnWhiteBonus` passed in: as a method, it
    /// made the compiler copy the whole scanner (352 bytes) onto the stack for every item it
    /// tested, 18% of a first keystroke's instructions.
    @inline(__always)
    static func reach(_ ascii: ASCIIQuery, _ base: UnsafePointer<UInt8>, length: Int, index: Int, offset: Int,
                      whiteSpaceBits: UnsafeBufferPointer<UInt64>, threshold: UInt64, mayEarnWhiteBonus: Bool, adding known: Int = 0,
                      earliest: UnsafeMutablePointer<Int32>) -> ASCIIQuery.Reach {
        let least = leastScore(beating: threshold, index: index, length: RankingKey.rankedLength(base, count: length)) - known
        if (mayEarnWhiteBonus ? ascii.bound : ascii.boundWithoutWhite) < least { return .outOfReach }
        guard ascii.testsWindow || ascii.boundWithoutWhite < least else { return .mayReach }
        return itemReach(ascii, base, length: length, least: least, offset: offset, whiteSpaceBits: whiteSpaceBits,
                         mayEarnWhiteBonus: mayEarnWhiteBonus, earliest: earliest)
    }

    /// The part of ``reach(_:_:length:index:offset:whiteSpaceBits:threshold:mayEarnWhiteBonus:adding:earliest:)`` that
    /// reads the item: its own bound and, for a fuzzy term, the window test, for an item whose
    /// score must be at least `least`.
    ///
    /// Not inlined, so that the query's bounds, which decide most items of most scans without
    /// reading them, stay inlined in the scanner's loops: with the window test inside, the
    /// whole of `reach` was called out of line, also by `!z`, whose bounds decide every item
    /// (measured: 41.1 -> 46.7 M instructions on 200,000 lines); with the window test alone out
    /// of line, the fuzzy keystrokes that it decides paid two calls per item (`libpyt` 69.0 ->
    /// 73.6 M).
    @inline(never)
    static func itemReach(_ ascii: ASCIIQuery, _ base: UnsafePointer<UInt8>, length: Int, least: Int, offset: Int,
                          whiteSpaceBits: UnsafeBufferPointer<UInt64>, mayEarnWhiteBonus: Bool,
                          earliest: UnsafeMutablePointer<Int32>) -> ASCIIQuery.Reach {
        // The item's own bound: the white-space bonus only when the item can earn it. For the
        // window test this matters: with the smaller bonus, far fewer starts inside words qualify.
        // In a chunk where no item earns the white-space bonus, that is known without reading it;
        // otherwise by its first byte and the bit the chunk keeps (searching its bytes here was
        // 12 % of `libpyt`).
        let earnsWhiteBonus = mayEarnWhiteBonus
            && ascii.tables.largestBonus(in: base, count: length,
                                         holdsWhiteSpace: ItemChunk.holdsWhiteSpace(offset, in: whiteSpaceBits))
                == FuzzyScorer.whiteBoundaryBonus
        let bound = earnsWhiteBonus ? ascii.bound : ascii.boundWithoutWhite
        if bound < least { return .outOfReach }
        let largestBonus = earnsWhiteBonus ? FuzzyScorer.whiteBoundaryBonus : FuzzyScorer.delimiterBoundaryBonus
        return ascii.reach(within: bound - least, largestBonus: largestBonus, base, count: length, earliest: earliest)
    }
}
