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
        let ceiling = score ?? Self.leastScore(beating: threshold, index: firstIndex + offset, length: RankingKey.rankedLength(base, count: length)) - 1
        traceWriter.record(PrefixTrace(of: ascii.terms[0], in: base, count: length, tables: ascii.tables,
                                       earliest: windowRan ? UnsafePointer(earliest.places) : nil, ceiling: ceiling))
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
        let ceiling = Self.leastScore(beating: threshold, index: firstIndex + offset, length: RankingKey.rankedLength(base, count: length)) - 1
        traceWriter.record(PrefixTrace(frontier: end, ceiling: ceiling, length: length, patternCount: term.count))
    }

    /// Whether the item at `offset`, a match of the narrowed result whose one fuzzy term this
    /// query's extends by `growing`'s characters, is decided from its `trace` (see
    /// ``PrefixTrace``): when its ceiling, raised by the most the added characters can earn in
    /// this item after its frontier (the step, see ``resume(_:from:growing:base:length:largestBonus:least:keeping:)``),
    /// cannot beat ``threshold``, the match is recorded unscored with its new trace (or dropped,
    /// when the longer pattern does not occur). Otherwise (or when the trace is unknown) the
    /// caller visits it as any item, which traces it anew.
    ///
    /// The test that needs neither the item nor its bonus is inlined into the loops: the least
    /// step any search could find (``GrowingTerm/searchedStep``, each added word character its
    /// match score after a gap's start) must leave the ceiling short of the threshold's score.
    /// Before, that least step was the gap step with the delimiter's bonus (22 for a word
    /// character): at `src/m` on 200,000 lines every one of about 137,000 items failed it by 4
    /// to 7 points and took the window test (98 of the keystroke's 168 M instructions; now
    /// 46,900 items and 33.5 M). The rest is not inlined
    /// (``resume(_:from:growing:adding:keeping:)``), so that where the ceilings decide little the
    /// per-item visit is inlined as it was (measured: with the whole of this inlined, the loop called the
    /// visit out of line, `so` 202 -> 243 M instructions on 200,000 lines).
    ///
    /// In a scan that keeps the earlier clauses (``tracesLast``), the trace is the last clause's,
    /// `known` is the earlier clauses' score, and `keptScore` its kept form, recorded with the entry.
    @inline(__always)
    mutating func resumes(_ offset: Int, from trace: PrefixTrace, growing: GrowingTerm, adding known: Int = 0,
                          keeping keptScore: UInt16? = nil) -> Bool {
        // The least score that beats the threshold is its score or one more (ties on length and
        // input order).
        guard trace.isKnown, threshold != .max,
              known + trace.ceiling + growing.searchedStep <= RankingKey.score(ofKey: threshold) else { return false }
        guard let keptScore else { return resume(offset, from: trace, growing: growing) }
        return resume(offset, from: trace, growing: growing, adding: known, keeping: keptScore)
    }

    /// Visits the `previous` entries of a narrowed result whose last clause this query's extends,
    /// its earlier clauses kept (see ``ScanPlan/tracesLast``), each from its trace where it
    /// decides. A function of its own, as ``visitEntries(_:resuming:growing:)`` is.
    mutating func visitEntries(_ previous: [UInt32], keeping narrowed: NarrowedChunk, resuming traces: [PrefixTrace],
                               growing: GrowingTerm) {
        for (position, entry) in previous.enumerated() {
            visit(RankingKey.offset(ofEntry: entry), earlierScore: narrowed.earlierScore(at: position),
                  resuming: traces[position], growing: growing)
        }
    }

    /// Matches the item at `offset` as ``visit(_:earlierScore:partialScore:)`` does, unless its
    /// earlier clauses' kept score is known and its last clause's `trace` decides it.
    @inline(__always)
    mutating func visit(_ offset: Int, earlierScore: UInt16, resuming trace: PrefixTrace, growing: GrowingTerm) {
        if let known = KeptClauses.score(kept: earlierScore),
           resumes(offset, from: trace, growing: growing, adding: known, keeping: earlierScore) { return }
        visit(offset, earlierScore: earlierScore, partialScore: 0)
    }

    /// Records the resumed match at `offset`, with its kept earlier score when there is one.
    @inline(__always)
    private mutating func recordResumed(_ offset: Int, keeping keptScore: UInt16?, trace: PrefixTrace) {
        entries.append(RankingKey.unscoredEntry(offset: offset))
        if let keptScore { earlierScores.append(keptScore) }
        traceWriter.record(trace)
    }

    /// The resume of an item (see below) for one fuzzy term, nothing kept beside it:
    /// a copy of its own, so that the one-term scans pass and test nothing more per item than
    /// before (measured: with the kept score passed as an optional, `libpyt` 20.8 -> 22.1 M
    /// instructions on 200,000 lines).
    @inline(never)
    mutating func resume(_ offset: Int, from trace: PrefixTrace, growing: GrowingTerm) -> Bool {
        resume(offset, from: trace, growing: growing, adding: 0, keeping: nil)
    }

    /// The same for the last clause of a scan that keeps the earlier ones, whose score is `known`
    /// (kept as `keptScore`, recorded with the entry).
    @inline(never)
    mutating func resume(_ offset: Int, from trace: PrefixTrace, growing: GrowingTerm, adding known: Int,
                         keeping keptScore: UInt16) -> Bool {
        resume(offset, from: trace, growing: growing, adding: known, keeping: Optional(keptScore))
    }

    /// The part of ``resumes(_:from:growing:adding:keeping:)`` that reads the item: its largest
    /// bonus, the exact least score it needs, and the added characters after the frontier. When the most
    /// every added character could earn decides, only their earliest places are searched for;
    /// otherwise the step (``resume(_:from:growing:base:length:largestBonus:least:keeping:)``).
    @inline(__always)
    private mutating func resume(_ offset: Int, from trace: PrefixTrace, growing: GrowingTerm, adding known: Int,
                                 keeping keptScore: UInt16?) -> Bool {
        guard let ascii = growingQuery else { return false }
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
        let least = Self.leastScore(beating: threshold, index: firstIndex + offset, length: RankingKey.rankedLength(base, count: length)) - known
        let ceiling = trace.ceiling + growing.addedCount * (FuzzyScorer.matchScore + largest)
        guard ceiling < least else {
            return resume(offset, from: trace, growing: growing, base: base, length: length, largestBonus: largest,
                          least: least, keeping: keptScore)
        }
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
        recordResumed(offset, keeping: keptScore,
                      trace: PrefixTrace(frontier: place, ceiling: ceiling, length: length, patternCount: term.count))
        return true
    }

    /// The item at `offset` (`length` bytes at `base`, whose largest bonus is `largestBonus`),
    /// whose growing term needs a score of `least`, decided by its step after the frontier when
    /// the step leaves it short of `least`. Where `least` leaves room for every added character's
    /// gap step, the step by pairs (``GrowingTerm/resumptionByPairs(of:in:count:from:largestBonus:tables:)``);
    /// otherwise, where `least` leaves room for ``GrowingTerm/searchedStep`` and such searches
    /// still pay in this chunk (``gapSearches``), the step by gaps
    /// (``GrowingTerm/resumptionByGaps(of:in:count:from:largestBonus:tables:within:)``).
    ///
    /// Only such an item is searched for its step, and only when the most every added character
    /// could earn does not decide it: that needs no more than the added characters' earliest
    /// places. Measured on 200,000 lines (callgrind, median of three runs): with the step
    /// searched for every resumed item, for ceilings that stay tighter for the next keystroke,
    /// `libpyt` 19.8 -> 31.8 M instructions, `sock` 108 -> 148 M, `sock.` 153 -> 111 M, the
    /// session 1.02 of before; searched for every item whose ceiling the least an added
    /// character adds (no bonus, after a gap) leaves short, by pairs, `soc` 419 -> 468 M, as most of
    /// those items then had to be visited too.
    @inline(never)
    mutating func resume(_ offset: Int, from trace: PrefixTrace, growing: GrowingTerm, base: UnsafePointer<UInt8>,
                         length: Int, largestBonus: Int, least: Int, keeping keptScore: UInt16?) -> Bool {
        guard let ascii = growingQuery else { return false }
        let term = ascii.terms[0]
        // The step may be at most this for the item to be decided.
        let allowed = least - 1 - trace.ceiling
        let resumed: (frontier: Int, step: Int)?
        if allowed >= growing.gapSteps(largestBonus: largestBonus) {
            resumed = growing.resumptionByPairs(of: term, in: base, count: length, from: trace.frontier,
                                                largestBonus: largestBonus, tables: ascii.tables)
        } else {
            guard allowed >= growing.searchedStep, gapSearches.shouldSearch() else { return false }
            resumed = growing.resumptionByGaps(of: term, in: base, count: length, from: trace.frontier,
                                               largestBonus: largestBonus, tables: ascii.tables, within: allowed)
            gapSearches.count(deciding: resumed.map { $0.step <= allowed } ?? true)
        }
        // The longer pattern does not occur: decided, with no entry.
        guard let resumed else { return true }
        guard resumed.step <= allowed else { return false }
        recordResumed(offset, keeping: keptScore,
                      trace: PrefixTrace(frontier: resumed.frontier, ceiling: trace.ceiling + resumed.step,
                                         length: length, patternCount: term.count))
        return true
    }
}
