extension ChunkScanner {
    /// Walks the earlier result's `previous` entries (of items before `firstUnseen`) by searching
    /// the chunk's bytes for `required`, a rare byte every new match holds (with
    /// `scoresFromEntries`, every match of the last clause): an entry whose item lacks it is
    /// passed over without being read, the others are visited as the plain walk would. The
    /// search starts again at each entry it has not passed, so the chunk's bytes are read at most
    /// once in all. `!z gz` after `!z g`: no match of `!z g` holds a `z`, and no entry is visited.
    mutating func visitHolders(of previous: [UInt32], before firstUnseen: Int, holding required: RequiredByte,
                               narrowed: NarrowedChunk, scoresFromEntries: Bool?) {
        let endByte = Int(starts[firstUnseen])
        let matchIsKnown = scoresFromEntries == nil && requiredByteDecides
        var position = 0
        while position < previous.count {
            let holder = nextItem(from: RankingKey.offset(ofEntry: previous[position]), to: firstUnseen,
                                  endByte: endByte, holding: required)
            if holder >= firstUnseen { return }
            while position < previous.count && RankingKey.offset(ofEntry: previous[position]) < holder { position += 1 }
            guard position < previous.count else { return }
            let entry = previous[position]
            guard RankingKey.offset(ofEntry: entry) == holder else { continue }
            switch scoresFromEntries {
            case nil:
                if let growing, let traces = narrowed.traces {
                    if !resumes(holder, from: traces[position], growing: growing) { visit(holder) }
                } else {
                    visit(holder, matchIsKnown: matchIsKnown)
                }
            case true?: visit(holder, earlierScore: UInt16(truncatingIfNeeded: entry >> 16),
                              partialScore: narrowed.earlierScore(at: position))
            case false?:
                if let growing, let traces = narrowed.traces {
                    visit(holder, earlierScore: narrowed.earlierScore(at: position), resuming: traces[position], growing: growing)
                } else {
                    visit(holder, earlierScore: narrowed.earlierScore(at: position), partialScore: 0)
                }
            }
            position += 1
        }
    }

    /// Matches and scores the items in `first..<end` for a query of one exact `term` of two or
    /// more characters (see ``ScanPlan/searchesOccurrences``), from its occurrences found across
    /// the chunk's bytes by the pair of its first and last bytes
    /// (``ByteSearch/firstIndex(of:fold:followedBy:fold:at:in:from:to:)``). An item's
    /// score is the best of its occurrences' (``TermScoring/windowScore(_:start:end:positions:)``),
    /// so each occurrence is scored where it was found, without searching the item again; an
    /// item whose score bound cannot reach the top rows is recorded unscored at its first one.
    ///
    /// With `previous`, the matches of an earlier result that this query narrows: every match
    /// is among them, so after each item the search starts again at the next of them.
    mutating func visitItems(from first: Int, to end: Int, scoringOccurrencesOf term: ASCIITerm, ascii: ASCIIQuery,
                             restartingAt previous: [UInt32]?) {
        var item = first
        var nextPrevious = 0
        if let previous {
            guard let firstPrevious = previous.first else { return }
            item = max(first, RankingKey.offset(ofEntry: firstPrevious))
        }
        guard item < end else { return }
        let count = term.count
        let limit = Int(starts[end]) - count + 1
        let bound = mayEarnWhiteBonus ? ascii.bound : ascii.boundWithoutWhite
        var position = Int(starts[item])
        while position < limit {
            let start = nextCandidate(of: term, from: position, to: limit)
            if start >= limit { return }
            while Int(starts[item + 1]) <= start { item += 1 }
            let terminator = Int(starts[item + 1]) - 1
            guard start + count <= terminator, occurs(term, at: start) else {
                position = start + 1
                continue
            }
            let itemStart = Int(starts[item])
            let length = terminator - itemStart
            let index = firstIndex + item
            if threshold != .max && bound < Self.leastScore(beating: threshold, index: index, length: RankingKey.rankedLength(bytes.baseAddress! + itemStart, count: length)) {
                entries.append(RankingKey.unscoredEntry(offset: item))
            } else {
                let text = ASCIIItemText(text: bytes.baseAddress! + itemStart, count: length, term: term, tables: ascii.tables)
                var best = Int.min
                var occurrence = start
                let lastStart = terminator - count + 1
                while occurrence < lastStart {
                    if occurrence == start || occurs(term, at: occurrence) {
                        best = max(best, TermScoring.windowScore(text, start: occurrence - itemStart,
                                                                 end: occurrence - itemStart + count - 1, positions: nil))
                    }
                    occurrence = nextCandidate(of: term, from: occurrence + 1, to: lastStart)
                }
                let entry = RankingKey.entry(score: best, offset: item)
                entries.append(entry)
                let key = RankingKey.key(entry: entry, index: index, length: RankingKey.rankedLength(bytes.baseAddress! + itemStart, count: length))
                if key <= threshold { offer(key) }
            }
            var next = item + 1
            if let previous {
                while nextPrevious < previous.count && RankingKey.offset(ofEntry: previous[nextPrevious]) <= item { nextPrevious += 1 }
                guard nextPrevious < previous.count else { return }
                next = RankingKey.offset(ofEntry: previous[nextPrevious])
            }
            item = next
            position = Int(starts[next])
        }
    }

    /// The first index in `position..<limit` where the exact `term`'s first and last bytes are
    /// where an occurrence would have them, or `limit`.
    @inline(__always)
    private func nextCandidate(of term: ASCIITerm, from position: Int, to limit: Int) -> Int {
        ByteSearch.firstIndex(of: term.pattern[0], fold: term.folds[0],
                                         followedBy: term.pattern[term.count - 1], fold: term.folds[term.count - 1],
                                         at: term.count - 1, in: UnsafeRawPointer(bytes.baseAddress!), from: position, to: limit)
    }

    /// Whether the bytes between the first and last of an occurrence of `term` starting at
    /// `start` (a candidate, see ``nextCandidate(of:from:to:)``) are the pattern's.
    @inline(__always)
    private func occurs(_ term: ASCIITerm, at start: Int) -> Bool {
        var index = 1
        while index < term.count - 1 {
            if bytes[start + index] | term.folds[index] != term.pattern[index] { return false }
            index += 1
        }
        return true
    }

    /// Matches and scores the items in `first..<end` for a query of one character, `required`
    /// (see ``ScanPlan/requiredByteDecides``), from the character's occurrences found across
    /// the chunk's bytes: such a pattern scores `matchScore` plus twice the largest bonus among
    /// its occurrences (``TermScoring``'s one-character case), and each occurrence's bonus is
    /// known from the byte before it, so a match is scored without its item being searched
    /// again, following its occurrences until one earns the most any can (``largestBonus``).
    ///
    /// An item that could not reach the top rows even so is recorded unscored at its first
    /// occurrence; so is one that would need the white-space bonus where its first occurrence
    /// does not earn it and it holds no white space (one search of the item, not one per
    /// occurrence: in paths most items hold their letter several times).
    mutating func visitItems(from first: Int, to end: Int, scoringOneCharacter required: RequiredByte,
                             tables: ASCIIScoringTables) {
        guard first < end else { return }
        let base = UnsafeRawPointer(bytes.baseAddress!)
        let endByte = Int(starts[end])
        let largest = largestBonus
        var item = first
        var position = Int(starts[first])
        while position < endByte {
            let hit = ByteSearch.firstIndex(of: required.byte, fold: required.fold, in: base,
                                                       from: position, to: endByte)
            if hit >= endByte { return }
            while Int(starts[item + 1]) <= hit { item += 1 }
            let itemStart = Int(starts[item])
            let terminator = Int(starts[item + 1]) - 1
            // The terminator's value does not matter, so it may be the byte searched for.
            if hit == terminator {
                position = hit + 1
                continue
            }
            let length = terminator - itemStart
            let index = firstIndex + item
            let itemText = bytes.baseAddress! + itemStart
            var best = tables.bonus(at: hit - itemStart, in: itemText)
            let least = threshold == .max ? Int.min : Self.leastScore(beating: threshold, index: index, length: RankingKey.rankedLength(itemText, count: length))
            if TermScoring.oneCharacterScore(bonus: largest) < least
                || (TermScoring.oneCharacterScore(bonus: max(best, FuzzyScorer.delimiterBoundaryBonus)) < least
                    && !(ItemChunk.holdsWhiteSpace(item, in: whiteSpaceBits)
                         && ByteSearch.containsByteInLongRange(below: 0x21, in: base, from: hit, to: terminator))) {
                entries.append(RankingKey.unscoredEntry(offset: item))
            } else {
                var occurrence = hit
                while best < largest {
                    occurrence = ByteSearch.firstIndex(of: required.byte, fold: required.fold, in: base,
                                                       from: occurrence + 1, to: terminator)
                    if occurrence == terminator { break }
                    best = max(best, tables.bonus(at: occurrence - itemStart, in: itemText))
                }
                let entry = RankingKey.entry(score: TermScoring.oneCharacterScore(bonus: best), offset: item)
                entries.append(entry)
                let key = RankingKey.key(entry: entry, index: index, length: RankingKey.rankedLength(itemText, count: length))
                if key <= threshold { offer(key) }
            }
            item += 1
            position = terminator + 1
        }
    }
}
