/// Scans the items of one chunk against a compiled query, recording an entry for every match and
/// keeping the best keys; one scanner per chunk, so workers share nothing while they run.
///
/// Once the best keys are full, a match whose score bound (see ``ASCIIQuery/scoreBound(_:count:)``)
/// cannot beat the worst of them is only tested, not scored: its entry is left unscored for
/// ``ScanResult`` to score if a page that deep is ever ranked. Scoring (the backward passes and
/// the two windows) is most of the work per match, and only the top rows need it while typing.
/// For one-term fuzzy queries the bound is tightened per match by the window test
/// (``ASCIIQuery/reach(within:largestBonus:_:count:)``), which also serves as the match test.
struct ChunkScanner {
    let matcher: QueryMatcher
    /// The query compiled for ASCII items, when its patterns are ASCII.
    let ascii: ASCIIQuery?
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<UInt32>
    let isASCII: Bool
    let firstIndex: Int
    var entries: [UInt32] = []
    /// With ``kept``, the earlier clauses' kept score for each entry (see ``KeptClauses/kept(_:)``);
    /// entries found by the full query get 0 (unknown) when the scan ends.
    var earlierScores: [UInt16] = []
    /// The offsets of the matches counted but not listed, outside the selected scope (see
    /// ``ScanResult/unlisted``), in input order.
    var unlisted: [UInt32] = []
    /// The query's earlier clauses and last clause, when the scan narrows a result that had the
    /// same earlier clauses (see ``visit(_:earlierScore:)``).
    let kept: (earlier: ASCIIQuery, lastEarlier: ASCIIQuery?, last: ASCIIQuery)?
    var best: BestKeys
    /// A key no better than the worst of some full set of best keys (this chunk's or another's):
    /// a match whose key is larger cannot be in the top rows. `UInt64.max` until one is known.
    private(set) var threshold: UInt64
    /// Reused to decode non-ASCII items.
    var scratch: [UInt32] = []

    init(matcher: QueryMatcher, ascii: ASCIIQuery?, kept: (earlier: ASCIIQuery, lastEarlier: ASCIIQuery?, last: ASCIIQuery)? = nil,
         bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>,
         isASCII: Bool, firstIndex: Int, expectedCount: Int, bestCapacity: Int, threshold: UInt64) {
        self.matcher = matcher
        self.ascii = ascii
        self.kept = kept
        self.bytes = bytes
        self.starts = starts
        self.isASCII = isASCII
        self.firstIndex = firstIndex
        self.best = BestKeys(capacity: bestCapacity)
        self.threshold = threshold
        entries.reserveCapacity(expectedCount)
        if kept != nil { earlierScores.reserveCapacity(expectedCount) }
    }

    /// Matches the items in `first..<end` that hold `required`, jumping between its occurrences
    /// in the chunk's bytes; the others cannot match, so skipping them leaves the same entries.
    /// Only for chunks whose items are all ASCII (a non-ASCII letter may fold to a pattern byte).
    mutating func visitItems(from first: Int, to end: Int, holding required: RequiredByte) {
        guard first < end else { return }
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        let endByte = Int(starts[end])
        var offset = first
        var position = Int(starts[first])
        while true {
            let found = ByteSearch.firstIndex(of: required.byte, fold: required.fold, in: raw, from: position, to: endByte)
            if found == endByte { return }
            while Int(starts[offset + 1]) <= found { offset += 1 }
            visit(offset)
            offset += 1
            if offset == end { return }
            position = Int(starts[offset])
        }
    }

    /// Matches the item at `offset` in the chunk.
    @inline(__always)
    mutating func visit(_ offset: Int) {
        let lower = Int(starts[offset])
        let upper = Int(starts[offset + 1]) - 1
        let length = upper - lower
        let text = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        let textIsASCII = isASCII || UTF8Decoding.isASCII(text)
        let found: Int?
        if textIsASCII, let ascii {
            let base = bytes.baseAddress! + lower
            if threshold != .max {
                switch reach(ascii, base, length: length, index: firstIndex + offset) {
                case .noMatch: return
                case .matchOutOfReach:
                    entries.append(RankingKey.unscoredEntry(offset: offset))
                    return
                case .outOfReach:
                    if ascii.matches(base, count: length) {
                        entries.append(RankingKey.unscoredEntry(offset: offset))
                    }
                    return
                case .mayReach: break
                }
            }
            found = ascii.score(base, count: length)
        } else {
            found = matcher.score(text, isASCII: textIsASCII, scratch: &scratch)
        }
        guard let score = found else { return }
        let entry = RankingKey.entry(score: score, offset: offset)
        entries.append(entry)
        offer(RankingKey.key(entry: entry, index: firstIndex + offset, length: length))
    }

    /// Offers a scored match's key to the best keys, lowering the threshold once they are full.
    @inline(__always)
    mutating func offer(_ key: UInt64) {
        best.offer(key)
        if best.isFull && best.worst < threshold { threshold = best.worst }
    }

    /// Whether the item's key can beat ``threshold``: not when its score bound falls short of the
    /// least score that could, nor when it falls short once the start bonus, gaps and window
    /// scores of its fuzzy terms are counted (``ASCIIQuery/reach(within:largestBonus:_:count:)``).
    /// With `known`, `ascii` is part of the query and `known` is what the rest scores.
    @inline(__always)
    func reach(_ ascii: ASCIIQuery, _ base: UnsafePointer<UInt8>, length: Int, index: Int,
               adding known: Int = 0) -> ASCIIQuery.Reach {
        // The threshold's score is enough only if this item wins the tie on length and input order.
        let thresholdScore = RankingKey.score(ofKey: threshold)
        let least = (RankingKey.key(score: thresholdScore, index: index, length: length) > threshold
            ? thresholdScore + 1 : thresholdScore) - known
        if ascii.bound < least { return .outOfReach }
        guard ascii.testsWindow || ascii.boundWithoutWhite < least else { return .mayReach }
        // The item's own bound: the white-space bonus only when the item can earn it. For the
        // window test this matters: with the smaller bonus, far fewer starts inside words qualify.
        let bound = ascii.scoreBound(base, count: length)
        if bound < least { return .outOfReach }
        let largestBonus = bound == ascii.bound ? FuzzyScorer.whiteBoundaryBonus : FuzzyScorer.delimiterBoundaryBonus
        return ascii.reach(within: bound - least, largestBonus: largestBonus, base, count: length)
    }
}
