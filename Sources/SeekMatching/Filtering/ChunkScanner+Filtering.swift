extension ChunkScanner {
    /// Visits this chunk's items for a request with conditions or counts: the matches of the
    /// narrowed result (its entries, with their kept scores, and its unlisted matches, in input
    /// order) that the filter still visits, then the filter's candidates among the items
    /// `narrowed.firstUnseen..<end` (those the result had not seen). Matches in the selected
    /// scope become entries; the others are only tallied in `tally` and noted in ``unlisted``;
    /// the entries are tallied once all are visited.
    ///
    /// `scoresFromEntries` is ``KeptClauses/scoresFromEntries`` when the scan keeps the earlier
    /// clauses' scores, else nil. `required`, when set, is a byte every match holds.
    mutating func visit(
        _ narrowed: NarrowedChunk, end: Int, required: RequiredByte?, scoresFromEntries: Bool?,
        filter: ConditionFilter, tally: inout [Int]
    ) {
        let firstUnseen = narrowed.firstUnseen
        let unlisted = narrowed.unlisted ?? []
        var nextUnlisted = 0
        if let previous = narrowed.entries {
            for (position, entry) in previous.enumerated() {
                let offset = RankingKey.offset(ofEntry: entry)
                while nextUnlisted < unlisted.count && Int(unlisted[nextUnlisted]) < offset {
                    visit(unlisted: Int(unlisted[nextUnlisted]), keepingScores: scoresFromEntries != nil, filter: filter, tally: &tally)
                    nextUnlisted += 1
                }
                let index = firstIndex + offset
                if let visited = filter.candidateSet, !visited.contains(index) { continue }
                if let scope = filter.scopeSet, !scope.contains(index) {
                    if matches(offset) {
                        filter.membership!.tally(index, into: &tally)
                        self.unlisted.append(UInt32(offset))
                    }
                    continue
                }
                let keptScore = narrowed.earlierScore(at: position)
                switch scoresFromEntries {
                case nil: visit(offset)
                case true?: visit(offset, earlierScore: UInt16(truncatingIfNeeded: entry >> 16), partialScore: keptScore)
                case false?: visit(offset, earlierScore: keptScore, partialScore: 0)
                }
            }
        }
        while nextUnlisted < unlisted.count {
            visit(unlisted: Int(unlisted[nextUnlisted]), keepingScores: scoresFromEntries != nil, filter: filter, tally: &tally)
            nextUnlisted += 1
        }
        if let candidates = filter.candidates {
            let first = PostingLists.countBelow(candidates, firstIndex + firstUnseen)
            let last = PostingLists.countBelow(candidates, firstIndex + end)
            for position in first..<last {
                visit(candidate: Int(candidates[position]) - firstIndex, filter: filter, tally: &tally)
            }
        } else if isASCII, let required {
            let endByte = Int(starts[end])
            var offset = nextItem(from: firstUnseen, to: end, endByte: endByte, holding: required)
            while offset < end {
                visit(candidate: offset, filter: filter, tally: &tally)
                offset = nextItem(from: offset + 1, to: end, endByte: endByte, holding: required)
            }
        } else {
            for offset in firstUnseen..<end {
                visit(candidate: offset, filter: filter, tally: &tally)
            }
        }
        if let membership = filter.membership {
            for entry in entries {
                membership.tally(firstIndex + RankingKey.offset(ofEntry: entry), into: &tally)
            }
        }
    }

    /// Visits a match of the narrowed result that it did not list, when the filter lets it
    /// through; its earlier clauses' score is unknown (0) when the scan keeps them.
    private mutating func visit(unlisted offset: Int, keepingScores: Bool, filter: ConditionFilter, tally: inout [Int]) {
        if let visited = filter.candidateSet, !visited.contains(firstIndex + offset) { return }
        let listed = entries.count
        visit(candidate: offset, filter: filter, tally: &tally)
        if keepingScores && entries.count > listed { earlierScores.append(0) }
    }

    /// Visits an item the filter lets through: matched and listed when in the selected scope,
    /// else only tested, tallied and noted as unlisted.
    @inline(__always)
    private mutating func visit(candidate offset: Int, filter: ConditionFilter, tally: inout [Int]) {
        let index = firstIndex + offset
        if let scope = filter.scopeSet, !scope.contains(index) {
            if matches(offset) {
                filter.membership!.tally(index, into: &tally)
                unlisted.append(UInt32(offset))
            }
        } else {
            visit(offset)
        }
    }

    /// Whether the item at `offset` matches the query, without scoring or recording it.
    mutating func matches(_ offset: Int) -> Bool {
        let lower = Int(starts[offset])
        let length = Int(starts[offset + 1]) - 1 - lower
        let text = UnsafeBufferPointer(rebasing: bytes[lower..<(lower + length)])
        let textIsASCII = isASCII || UTF8Decoding.isASCII(text)
        if textIsASCII, let ascii {
            return ascii.matches(bytes.baseAddress! + lower, count: length)
        }
        return matcher.score(text, isASCII: textIsASCII, scratch: &scratch) != nil
    }
}
