extension ChunkScanner {
    // A growing fuzzy term (see ``GrowingTerm``): a scan of one such term keeps a trace per
    // entry, and the next keystroke that types more of it resumes each earlier match from its
    // trace where that decides the match.

    /// Visits the `previous` entries of a narrowed result whose one fuzzy term this query's
    /// extends, each from its trace where it decides (see ``resumes(_:from:growing:)``). A
    /// function of its own, as ``visitEntries(of:scoresFromEntries:)`` is, so that the per-item
    /// visit is inlined into this loop too (measured: with both loops in one function, the
    /// compiler called the visit out of line).
    mutating func visitEntries(_ previous: [UInt32], resuming traces: [PrefixTrace], growing: GrowingTerm) {
        for (position, entry) in previous.enumerated() {
            let offset = RankingKey.offset(ofEntry: entry)
            if !resumes(offset, from: traces[position], growing: growing) { visit(offset) }
        }
    }

    /// Keeps the trace of the ASCII match at `offset` (`length` bytes at `base`): its frontier
    /// is the last earliest place the window test left (`windowRan`), or the earliest
    /// assignment's end found again; its ceiling is its `score`, or when it was not scored (it
    /// cannot beat ``threshold``) one less than the least score that could.
    ///
    /// Not inlined, so that the per-item visit stays small enough to be inlined in the loops
    /// (measured: with the tracing inside, the visit was called out of line, `so` 202 -> 263 M
    /// instructions on 200,000 lines).
    @inline(never)
    mutating func trace(_ ascii: ASCIIQuery, _ base: UnsafePointer<UInt8>, length: Int, offset: Int,
                        windowRan: Bool, score: Int?) {
        let term = ascii.terms[0]
        let frontier = windowRan ? Int(earliest.places[term.count - 1])
            : term.earliestEnd(in: base, count: length, tables: ascii.tables)
        let ceiling = score ?? Self.leastScore(beating: threshold, index: firstIndex + offset, length: length) - 1
        traceWriter.record(PrefixTrace(frontier: frontier, ceiling: ceiling, length: length, patternCount: term.count))
    }

    /// Records the ASCII item at `offset`, which the bounds found unable to beat ``threshold``,
    /// unscored with its trace when it matches: the match test is the earliest assignment,
    /// whose end the trace keeps.
    @inline(never)
    mutating func recordTraced(_ ascii: ASCIIQuery, _ base: UnsafePointer<UInt8>, length: Int, offset: Int) {
        let term = ascii.terms[0]
        let end = term.earliestEnd(in: base, count: length, tables: ascii.tables)
        guard end >= 0 else { return }
        entries.append(RankingKey.unscoredEntry(offset: offset))
        let ceiling = Self.leastScore(beating: threshold, index: firstIndex + offset, length: length) - 1
        traceWriter.record(PrefixTrace(frontier: end, ceiling: ceiling, length: length, patternCount: term.count))
    }

    /// Whether the item at `offset`, a match of the narrowed result whose one fuzzy term this
    /// query's extends by `growing`'s characters, is decided from its `trace` (see
    /// ``PrefixTrace``): when its ceiling, raised by the most the added characters can earn in
    /// this item, cannot beat ``threshold``, only the added characters are searched for,
    /// greedily after its frontier, and the match is recorded unscored with its new trace.
    /// Otherwise (or when the trace is unknown) the caller visits it as any item, which traces
    /// it anew.
    ///
    /// The test that needs neither the item nor its bonus is inlined into the loops; the rest is
    /// not (``resume(_:from:growing:)``), so that where the ceilings decide little the per-item
    /// visit is inlined as it was (measured: with the whole of this inlined, the loop called the
    /// visit out of line, `so` 202 -> 243 M instructions on 200,000 lines).
    @inline(__always)
    mutating func resumes(_ offset: Int, from trace: PrefixTrace, growing: GrowingTerm) -> Bool {
        // The least score that beats the threshold is its score or one more (ties on length and
        // input order), and no item's largest bonus is below the delimiter's.
        guard trace.isKnown, threshold != .max,
              trace.ceiling + growing.addedCount * (FuzzyScorer.matchScore + FuzzyScorer.delimiterBoundaryBonus)
                <= RankingKey.score(ofKey: threshold) else { return false }
        return resume(offset, from: trace, growing: growing)
    }

    /// The part of ``resumes(_:from:growing:)`` that reads the item: its largest bonus, the
    /// exact least score it needs, and the added characters after the frontier.
    @inline(never)
    mutating func resume(_ offset: Int, from trace: PrefixTrace, growing: GrowingTerm) -> Bool {
        guard let ascii else { return false }
        let lower = Int(starts[offset])
        let length = Int(starts[offset + 1]) - 1 - lower
        let term = ascii.terms[0]
        // Past the cell limit the scorer's answer is not the best assignment's (see `PrefixTrace`).
        guard length * term.count <= TermScoring.fuzzyCellLimit else { return false }
        let base = bytes.baseAddress! + lower
        // The largest bonus as the item's own bound takes it (see `itemReach`).
        let largest = mayEarnWhiteBonus
            ? ascii.tables.largestBonus(in: base, count: length,
                                        holdsWhiteSpace: ItemChunk.holdsWhiteSpace(offset, in: whiteSpaceBits))
            : FuzzyScorer.delimiterBoundaryBonus
        let ceiling = trace.ceiling + growing.addedCount * (FuzzyScorer.matchScore + largest)
        guard ceiling < Self.leastScore(beating: threshold, index: firstIndex + offset, length: length) else { return false }
        let raw = UnsafeRawPointer(base)
        var place = trace.frontier
        var patternIndex = growing.earlierCount
        while patternIndex < term.count {
            place = ByteSearch.firstIndex(of: term.pattern[patternIndex], fold: term.folds[patternIndex], in: raw,
                                          from: place + 1, to: length)
            // The longer pattern does not occur: decided, with no entry.
            if place == length { return true }
            patternIndex += 1
        }
        entries.append(RankingKey.unscoredEntry(offset: offset))
        traceWriter.record(PrefixTrace(frontier: place, ceiling: ceiling, length: length, patternCount: term.count))
        return true
    }
}
