import SeekMatching
import SeekTestSupport
import Testing

/// `--no-sort`, `--tac` and `--tiebreak`: the order the engine lists matches in, by fzf's rules.
@Suite struct RankingOrderTests {
    func order(_ items: [String], _ query: String, _ ranking: RankingOrder) -> [Int] {
        let engine = MatchEngine(store: ItemStore(items), queryOptions: QueryOptions(ranking: ranking))
        return engine.match(MatchRequest(query), generation: 1).map { $0.matches.map(\.index) } ?? []
    }

    static let items = ["xx abc", "abc", "a-b-c", "zz abc zz", "nothing"]

    @Test func theStandardOrderIsScoreThenLengthThenInput() {
        #expect(order(Self.items, "abc", .standard) == [1, 0, 3, 2])
    }

    /// fzf 0.74 (`printf '   abc\nabcd\n  xabc  \nabc   \n' | fzf -f abc`) prints `   abc`,
    /// `abc   `, `abcd`, `  xabc  `: it trims white space at both ends before comparing lengths.
    @Test func theLengthTiebreakIgnoresBlanksAtEitherEndAsFzfs() {
        #expect(order(["   abc", "abcd", "  xabc  ", "abc   "], "abc", .standard) == [0, 3, 1, 2])
        #expect(order(["\tabcd", "abcde"], "abc", .standard) == [0, 1])
    }

    /// fzf 0.74 trims Unicode's white space too (`printf '\u3000\u3000\u3000xb\nxbcd\n' | fzf -f x
    /// --tiebreak length` prints the padded item first; so with U+00A0, and at the end).
    @Test func theLengthTiebreakTrimsUnicodeWhiteSpaceAsFzfs() {
        #expect(order(["xbcd", "\u{3000}\u{3000}\u{3000}xb"], "x", .standard) == [1, 0])
        #expect(order(["xbcd", "\u{A0}\u{A0}\u{A0}xb"], "x", .standard) == [1, 0])
        #expect(order(["xbcd", "xb\u{3000}\u{2003}\u{85}"], "x", .standard) == [1, 0])
        #expect(order(["xbcd", "\u{A0}x\u{A0}bcd"], "x", .standard) == [0, 1], "white space inside counts")
    }

    /// The same rule where the scan prunes by the top rows' threshold and ranks the rest later:
    /// among equal scores, trimmed lengths never decrease down the list, then input order.
    @Test func theTrimmedLengthOrdersEqualScoresThroughoutALargeList() {
        var generator = SeededGenerator(seed: 36)
        let items = (0..<20_000).map { _ in
            String(repeating: " ", count: Int.random(in: 0...6, using: &generator)) + "x abc"
                + String(repeating: "y", count: Int.random(in: 0...3, using: &generator))
                + String(repeating: " ", count: Int.random(in: 0...6, using: &generator))
        }
        let engine = MatchEngine(store: ItemStore(items))
        let matches = engine.match(MatchRequest("abc"), generation: 1).map { $0.matches.map { ($0.index, $0.score) } } ?? []
        #expect(matches.count == items.count)
        let trimmed = items.map { $0.trimmingPrefix(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).count }
        for (earlier, later) in zip(matches, matches.dropFirst()) where earlier.1 == later.1 {
            let inOrder = trimmed[earlier.0] < trimmed[later.0] || (trimmed[earlier.0] == trimmed[later.0] && earlier.0 < later.0)
            #expect(inOrder, "item \(earlier.0) before \(later.0)")
            if !inOrder { break }
        }
    }

    /// fzf 0.74 normalises Latin accents before scoring and counts characters, so `résumé`,
    /// `resume` and `rèsume` tie for `resume` and keep their input order (`fzf -f resume`).
    @Test func accentedMatchesTieWithPlainOnesAsFzfRanksThem() {
        #expect(order(["résumé", "resume", "rèsume"], "resume", .standard) == [0, 1, 2])
        #expect(order(["resumex", "résumé"], "resume", .standard) == [1, 0], "six characters beat seven, whatever the bytes")
    }

    /// Among equal scores, lengths in characters never decrease down a long list of accented
    /// and plain items, where ranking merges pruned chunks.
    @Test func lengthsInCharactersOrderEqualScoresInALargeAccentedList() {
        var generator = SeededGenerator(seed: 74)
        let items = (0..<20_000).map { _ in
            (Bool.random(using: &generator) ? "résumé" : "resume")
                + String(repeating: Bool.random(using: &generator) ? "é" : "e", count: Int.random(in: 0...3, using: &generator))
        }
        let engine = MatchEngine(store: ItemStore(items))
        let matches = engine.match(MatchRequest("resume"), generation: 1).map { $0.matches.map { ($0.index, $0.score) } } ?? []
        #expect(matches.count == items.count)
        let lengths = items.map(\.unicodeScalars.count)
        for (earlier, later) in zip(matches, matches.dropFirst()) where earlier.1 == later.1 {
            let inOrder = lengths[earlier.0] < lengths[later.0] || (lengths[earlier.0] == lengths[later.0] && earlier.0 < later.0)
            #expect(inOrder, "item \(earlier.0) before \(later.0)")
            if !inOrder { break }
        }
    }

    @Test func withoutSortingMatchesKeepTheirInputOrder() {
        #expect(order(Self.items, "abc", RankingOrder(isSorted: false)) == [0, 1, 2, 3])
    }

    @Test func reversedWithoutSortingListsTheLastMatchFirst() {
        #expect(order(Self.items, "abc", RankingOrder(isSorted: false, isReversed: true)) == [3, 2, 1, 0])
    }

    /// fzf's `toggle-sort`: the order travels with each request, and one engine (and one kept
    /// scan) answers both orders.
    @Test func aRequestsOwnSortFlagOverridesTheEnginesOrder() {
        let unsorted = MatchEngine(store: ItemStore(Self.items), queryOptions: QueryOptions(ranking: RankingOrder(isSorted: false, isReversed: true)))
        var request = MatchRequest("abc")
        #expect(unsorted.match(request, generation: 1)?.matches.map(\.index) == [3, 2, 1, 0])
        request.isSorted = true
        #expect(unsorted.match(request, generation: 2)?.matches.map(\.index) == [1, 0, 3, 2])
        let sorted = MatchEngine(store: ItemStore(Self.items))
        request.isSorted = false
        #expect(sorted.match(request, generation: 1)?.matches.map(\.index) == [0, 1, 2, 3])
        request.isSorted = nil
        #expect(sorted.match(request, generation: 2)?.matches.map(\.index) == [1, 0, 3, 2])
    }

    @Test func reversedInputWinsTiesForTheLaterItem() {
        let items = ["a1", "a2", "a3", "b"]
        #expect(order(items, "a", .standard) == [0, 1, 2])
        #expect(order(items, "a", RankingOrder(isReversed: true)) == [2, 1, 0])
    }

    @Test func anEmptyQueryReadInReverseListsTheLastItemFirst() {
        #expect(order(["a", "b", "c"], "", RankingOrder(isReversed: true)) == [2, 1, 0])
        #expect(order(["a", "b", "c"], "", RankingOrder(isSorted: false, isReversed: true)) == [2, 1, 0])
    }

    @Test func theIndexTiebreakIgnoresLength() {
        let items = ["long abc item", "abc"]
        #expect(order(items, "abc", .standard) == [1, 0])
        #expect(order(items, "abc", RankingOrder(tiebreaks: [])) == [0, 1])
    }

    @Test func theChunkTiebreakPrefersTheShorterRunAroundTheMatch() {
        // Equal scores (each "abc" starts a word); the chunks are "abcdefgh" and "abcd".
        let items = ["abcdefgh x", "abcd xxxxxxxxxx"]
        #expect(order(items, "abc", RankingOrder(tiebreaks: [.chunk])) == [1, 0])
        #expect(order(items, "abc", .standard) == [0, 1], "length alone prefers the shorter line")
    }

    @Test func theBeginTiebreakPrefersAnEarlierMatchAfterLeadingBlanks() {
        let items = ["xxxx abc", "   xx abc xxxxx"]
        #expect(order(items, "abc", RankingOrder(tiebreaks: [.begin])) == [1, 0])
    }

    @Test func theEndTiebreakPrefersAMatchNearTheEnd() {
        let items = ["abc xxxxxx", "xxxxxxxxxx abc"]
        #expect(order(items, "abc", RankingOrder(tiebreaks: [.end])) == [1, 0])
    }

    @Test func theEndTiebreakSearchesExactTermsFromTheEnd() {
        // fzf finds the last occurrence when ranking by end: "aa doc doc" then ends at its end.
        let engine = MatchEngine(store: ItemStore(["aaa doc", "aa doc doc"]),
                                 queryOptions: QueryOptions(isExact: true, ranking: RankingOrder(tiebreaks: [.end])))
        #expect(engine.match(MatchRequest("doc"), generation: 1).map { $0.matches.map(\.index) } == [1, 0])
    }

    @Test func thePathnameTiebreakPrefersAMatchInTheLastComponent() {
        // Both matches follow a slash, so they score the same.
        let items = ["q/doc/abc", "qqqqq/qqq/doc"]
        #expect(order(items, "doc", .standard) == [0, 1])
        #expect(order(items, "doc", RankingOrder(tiebreaks: [.pathname])) == [1, 0])
        #expect(order(items, "doc", RankingOrder(tiebreaks: [.pathname, .length])) == [1, 0])
    }

    @Test func aQueryOfNegatedTermsOnlyIsListedInInputOrder() {
        let items = ["long item", "b", "medium"]
        #expect(order(items, "!zzz", .standard) == [0, 1, 2])
        #expect(order(items, "!zzz", RankingOrder(isReversed: true)) == [2, 1, 0])
    }

    @Test func anUnsortedListReadsEveryRankInInputOrderAcrossChunks() throws {
        // Three chunks of at most 65,536 items; every item of the middle one holds a z, so the
        // negated query has no match there and the list must step over that chunk.
        let count = 150_000
        let items = (0..<count).map { index in (65_536..<131_072).contains(index) ? "z \(index)" : "item \(index)" }
        let expected = (0..<count).filter { !(65_536..<131_072).contains($0) }
        for ranking in [RankingOrder.standard, RankingOrder(isReversed: true), RankingOrder(isSorted: false, isReversed: true)] {
            let engine = MatchEngine(store: ItemStore(items), queryOptions: QueryOptions(ranking: ranking))
            let matches = try #require(engine.match(MatchRequest("!z"), generation: 1)).matches
            let listed = ranking.isReversed ? Array(expected.reversed()) : expected
            #expect(matches.count == listed.count)
            for rank in [0, 1, 65_535, 65_536, 65_537, listed.count - 1] {
                #expect(matches[rank].index == listed[rank], "rank \(rank)")
            }
            var walked: [Int] = []
            matches.forEachBestFirst { walked.append($0.index) }
            #expect(walked == listed)
        }
    }

    @Test func tiebreakListsAreReadAsFzfReadsThem() throws {
        #expect(try RankingOrder.tiebreaks(parsing: "length").get() == [.length])
        #expect(try RankingOrder.tiebreaks(parsing: "Begin,chunk,index").get() == [.begin, .chunk])
        #expect(try RankingOrder.tiebreaks(parsing: "index").get() == [])
        for bad in ["size", "length,length", "index,length", "length,begin,end,chunk", ""] {
            guard case .failure(let error) = RankingOrder.tiebreaks(parsing: bad) else {
                Issue.record("'\(bad)' was accepted")
                continue
            }
            #expect(!error.description.contains("\n"))
            // A library's message names what was wrong, not a command's option.
            #expect(!error.description.contains("--"), "\(error.description)")
        }
    }
}
