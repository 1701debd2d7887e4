extension ChunkScanner {
    /// Matches the item at `offset`, a match of a result whose query had this query's earlier
    /// clauses (see ``KeptClauses``): they hold, so only the last clause is tested, and scored
    /// when the item can reach the top rows. `earlierScore` is their kept score, or 0 when it is
    /// unknown (or, when the scan does not take scores from entries, the kept partial score of
    /// the clauses before ``KeptClauses/lastEarlier``, see ``KeptClauses/kept(partial:)``); then
    /// it is computed only if the item might reach the top rows, and kept for the next scan.
    /// `partialScore` is the kept score of the clauses before ``KeptClauses/lastEarlier`` when
    /// the scan takes scores from entries (0 when unknown or not used).
    @inline(__always)
    mutating func visit(_ offset: Int, earlierScore: UInt16, partialScore: UInt16) {
        let lower = Int(starts[offset])
        let length = Int(starts[offset + 1]) - 1 - lower
        guard let kept,
              isASCII || UTF8Decoding.isASCII(UnsafeBufferPointer(rebasing: bytes[lower..<(lower + length)])) else {
            visit(offset)
            if entries.count > earlierScores.count { earlierScores.append(0) }
            if tracesLast { traceWriter.recordUnknown(upTo: entries.count) }
            return
        }
        let base = bytes.baseAddress! + lower
        let index = firstIndex + offset
        var known = KeptClauses.score(kept: earlierScore)
        if known == nil {
            // Only the whole query's bound is checked before the earlier clauses are scored:
            // pruning harder here (with their item bound) leaves their score unknown, and the
            // next keystroke then pays for all of them (measured: `usr share do` 25 -> 48 ms).
            if threshold != .max, let ascii, case .outOfReach = Self.reach(ascii, base, length: length, index: index, offset: offset,
                                                                            whiteSpaceBits: whiteSpaceBits, threshold: threshold,
                                                                            mayEarnWhiteBonus: mayEarnWhiteBonus,
                                                                            earliest: earliest.places) {
                if kept.last.matches(base, count: length) {
                    record(RankingKey.unscoredEntry(offset: offset), earlier: 0, trace: .unknown)
                }
                return
            }
            let partial = kept.lastEarlier == nil ? nil
                : kept.scoresFromEntries ? KeptClauses.score(kept: partialScore) : KeptClauses.partialScore(kept: earlierScore)
            // Before the earlier clauses are scored, the last one is tested: an item it does not
            // match is dropped without their score, which costs far more than the test (measured:
            // `'linux ^/u`, whose `^/u` keeps 6,324 of 404,289 matches, spent 78 M of its 130 M
            // instructions on 200,000 lines scoring `'linux` on items that `^/u` then dropped).
            // Scored in full, not bounded by the threshold: a bounded search that falls short
            // leaves the score unknown for every later keystroke too (measured: `usr sh` to
            // `usr share` 71-93 M instructions each on 200,000 lines became 564-591 M).
            // Neither can be nil for a match of the narrowed result; a fresh scan would drop the item too.
            if let partial {
                // With the clauses before it known, the last earlier clause's bound may already
                // put the item out of reach (measured: most of `usr share d`'s time went to
                // scoring `share` on such items); the partial score is kept for the next keystroke.
                if threshold != .max, let lastEarlier = kept.lastEarlier {
                    let bounds = mayEarnWhiteBonus ? lastEarlier.bound + kept.last.bound
                        : lastEarlier.boundWithoutWhite + kept.last.boundWithoutWhite
                    if partial + bounds < Self.leastScore(beating: threshold, index: index, length: RankingKey.rankedLength(base, count: length)) {
                        if kept.last.matches(base, count: length) {
                            record(RankingKey.unscoredEntry(offset: offset), earlier: KeptClauses.kept(partial: partial),
                                   trace: .unknown)
                        }
                        return
                    }
                }
                guard kept.last.matches(base, count: length),
                      let score = kept.lastEarlier!.score(base, count: length, workspace: &workspace) else { return }
                known = partial + score
            } else {
                guard kept.last.matches(base, count: length),
                      let score = kept.earlier.score(base, count: length, workspace: &workspace) else { return }
                known = score
            }
        }
        let earlier = known!
        let keptScore = KeptClauses.kept(earlier)
        if threshold != .max {
            // What the last clause must score for the item to beat the threshold.
            let needed = Self.leastScore(beating: threshold, index: index, length: RankingKey.rankedLength(base, count: length)) - earlier
            switch Self.reach(kept.last, base, length: length, index: index, offset: offset,
                              whiteSpaceBits: whiteSpaceBits, threshold: threshold,
                              mayEarnWhiteBonus: mayEarnWhiteBonus, adding: earlier, earliest: earliest.places) {
            case .noMatch: return
            case .matchOutOfReach:
                record(RankingKey.unscoredEntry(offset: offset), earlier: keptScore,
                       trace: lastTrace(base, length: length, windowRan: true, ceiling: needed - 1))
                return
            case .outOfReach:
                if tracesLast {
                    recordTraced(offset, base, length: length, earlier: keptScore, ceiling: needed - 1)
                } else if kept.last.matches(base, count: length) {
                    record(RankingKey.unscoredEntry(offset: offset), earlier: keptScore, trace: .unknown)
                }
                return
            case .mayReach: break
            }
            // Only a score of the last clause that beats the threshold matters (see `visit(_:holdsRequiredByte:)`).
            guard let last = kept.last.score(base, count: length, reaching: needed, largestBonus: largestBonus,
                                             workspace: &workspace,
                                             earliest: kept.last.testsWindow ? UnsafePointer(earliest.places) : nil) else { return }
            if last == TermScoring.fallsShort {
                record(RankingKey.unscoredEntry(offset: offset), earlier: keptScore,
                       trace: lastTrace(base, length: length, windowRan: kept.last.testsWindow, ceiling: needed - 1))
                return
            }
            let entry = RankingKey.entry(score: earlier + last, offset: offset)
            record(entry, earlier: keptScore, trace: lastTrace(base, length: length, windowRan: kept.last.testsWindow, ceiling: last))
            offer(RankingKey.key(entry: entry, index: index, length: RankingKey.rankedLength(base, count: length)))
            return
        }
        guard let last = kept.last.score(base, count: length, workspace: &workspace) else { return }
        let entry = RankingKey.entry(score: earlier + last, offset: offset)
        record(entry, earlier: keptScore, trace: lastTrace(base, length: length, windowRan: false, ceiling: last))
        offer(RankingKey.key(entry: entry, index: index, length: RankingKey.rankedLength(base, count: length)))
    }

    /// Records a match with its earlier clauses' kept score and, when the scan keeps them, its
    /// last clause's trace.
    @inline(__always)
    private mutating func record(_ entry: UInt32, earlier: UInt16, trace: PrefixTrace) {
        entries.append(entry)
        earlierScores.append(earlier)
        if tracesLast { traceWriter.record(trace) }
    }

    /// Records the ASCII item at `offset` (`length` bytes at `base`), whose last clause the
    /// bounds found unable to score more than `ceiling`, unscored with its trace when the last
    /// clause matches: the match test is the earliest assignment, whose end the trace keeps.
    /// Not inlined, as ``recordTraced(_:_:length:offset:)`` is not.
    @inline(never)
    private mutating func recordTraced(_ offset: Int, _ base: UnsafePointer<UInt8>, length: Int, earlier: UInt16, ceiling: Int) {
        guard let last = kept?.last else { return }
        let term = last.terms[0]
        let end = term.earliestEnd(in: base, count: length, tables: last.tables)
        guard end >= 0 else { return }
        record(RankingKey.unscoredEntry(offset: offset), earlier: earlier,
               trace: PrefixTrace(frontier: end, ceiling: ceiling, length: length, patternCount: term.count))
    }

    /// The last clause's trace (``PrefixTrace/init(of:in:count:tables:earliest:ceiling:)``) when
    /// the scan keeps them; otherwise nothing is computed.
    @inline(__always)
    private func lastTrace(_ base: UnsafePointer<UInt8>, length: Int, windowRan: Bool, ceiling: Int) -> PrefixTrace {
        guard tracesLast, let last = kept?.last else { return .unknown }
        return Self.tracedLast(last.terms[0], tables: last.tables, base, length: length,
                               earliest: windowRan ? UnsafePointer(earliest.places) : nil, ceiling: ceiling)
    }

    /// ``PrefixTrace/init(of:in:count:tables:earliest:ceiling:)``, not inlined, as
    /// ``trace(_:_:length:offset:windowRan:score:)`` is not, and static, so that the scanner is
    /// not copied to call it.
    @inline(never)
    private static func tracedLast(_ term: ASCIITerm, tables: ASCIIScoringTables, _ base: UnsafePointer<UInt8>,
                                   length: Int, earliest: UnsafePointer<Int32>?, ceiling: Int) -> PrefixTrace {
        PrefixTrace(of: term, in: base, count: length, tables: tables, earliest: earliest, ceiling: ceiling)
    }
}
