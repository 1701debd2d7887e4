import SeekTestSupport
import Testing
@testable import SeekMatching

/// Typing one fuzzy term a character at a time: each earlier match is decided from where the
/// previous pattern's earliest assignment ended and an upper bound of its score (``PrefixTrace``).
/// Every snapshot must equal a fresh search, rank for rank, and every trace must hold.
@Suite struct GrowingTermTests {
    @Test func onlyOneFuzzyTermGrowingWithTheSameCaseFoldsIsGrowth() {
        #expect(GrowingTerm(Query("src"), narrowing: Query("sr"))?.earlierCount == 2)
        #expect(GrowingTerm(Query("src/m"), narrowing: Query("sr"))?.addedCount == 3)
        // A one-character query keeps no traces.
        #expect(GrowingTerm(Query("sr"), narrowing: Query("s")) == nil)
        #expect(GrowingTerm(Query("FoO"), narrowing: Query("Fo"))?.addedCount == 1)
        // Smart case: `srC` is case-sensitive, `sr` was not, so their folds differ.
        #expect(GrowingTerm(Query("srC"), narrowing: Query("sr")) == nil)
        #expect(GrowingTerm(Query("srx"), narrowing: Query("sr")) != nil)
        #expect(GrowingTerm(Query("srx"), narrowing: Query("rx")) == nil)
        #expect(GrowingTerm(Query("'src"), narrowing: Query("'sr")) == nil)
        #expect(GrowingTerm(Query("src m"), narrowing: Query("src")) == nil)
        #expect(GrowingTerm(Query("!src"), narrowing: Query("!sr")) == nil)
        #expect(GrowingTerm(Query("sré"), narrowing: Query("sr")) == nil)
    }

    /// A result that keeps a trace per match costs the history a word per match more, and one
    /// that keeps the earlier clauses' scores half a word more, so that the history's bound of
    /// four bytes per item holds for what it really keeps.
    @Test func aResultsCostCountsItsTracesAndKeptScores() {
        let items = (0..<3000).map { "src/module\($0 % 97)/main\($0).swift" }
        let store = MatchEngineTests.store(items, chunkSize: 700)
        let engine = MatchEngine(store: store)
        func scan(_ text: String, narrowing base: ScanResult?) -> ScanResult {
            engine.scan(Query(text), filter: nil, fields: (0, 0), in: store, narrowing: base, isCancelled: { false })!
        }
        let traced = scan("sr", narrowing: nil)
        #expect(traced.prefixTraces != nil)
        #expect(traced.count == 3000)
        #expect(traced.heldCount == 2 * traced.count)
        let plain = scan("'src", narrowing: nil)
        #expect(plain.prefixTraces == nil && plain.earlierScores == nil)
        #expect(plain.heldCount == plain.count)
        // The last clause `ma` is traced too (see `ScanPlan.tracesLast`); `m` is not.
        let kept = scan("src ma", narrowing: scan("src", narrowing: nil))
        let keptScores = kept.earlierScores?.reduce(0) { $0 + $1.count } ?? 0
        #expect(keptScores == kept.count)
        #expect(kept.prefixTraces != nil)
        #expect(kept.heldCount == 2 * kept.count + (keptScores + 1) / 2)
        let untraced = scan("src m", narrowing: scan("src", narrowing: nil))
        #expect(untraced.prefixTraces == nil)
        #expect(untraced.heldCount == untraced.count + (untraced.count + 1) / 2)
    }

    /// The ceiling's step (see ``PrefixTrace``): added pattern characters add at most a match
    /// score and the text's largest bonus each to the exact score, and at most the step
    /// ``GrowingTerm/resumptionByPairs(of:in:count:from:largestBonus:tables:)`` or
    /// ``GrowingTerm/resumptionByGaps(of:in:count:from:largestBonus:tables:within:)`` finds after
    /// the earlier pattern's frontier, whatever the text holds; both find the longer pattern's
    /// frontier, or that it does not occur. The step by gaps is never looser than the step by
    /// pairs, and for one added character it is often exactly what the character adds, so that
    /// one point less would not bound it.
    @Test func addedCharactersAddAtMostTheirStepAfterTheFrontier() {
        var generator = SeededGenerator(seed: 31)
        let alphabet = Array("abcAB/-_. \t1x:")
        let patternAlphabet = Array("abcA/-._1x")
        var compared = 0, belowLoose = 0, tighterByGaps = 0, exactByGaps = 0
        for _ in 0..<60000 {
            let text = String((0..<Int.random(in: 6...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let pattern = String((0..<Int.random(in: 2...3, using: &generator)).map { _ in
                patternAlphabet.randomElement(using: &generator)! })
            let added = String((0..<Int.random(in: 1...2, using: &generator)).map { _ in
                patternAlphabet.randomElement(using: &generator)! })
            let longer = pattern + added
            // Growth needs the same case folds (smart case).
            guard let growth = GrowingTerm(Query(longer), narrowing: Query(pattern)) else { continue }
            let steps = Self.steps(of: growth, longer: longer, earlier: pattern, in: text)
            guard let score = Self.score(pattern, in: text) else {
                #expect(steps.frontier < 0 && Self.score(longer, in: text) == nil, "\(pattern) in \(text)")
                continue
            }
            guard let longerScore = Self.score(longer, in: text) else {
                #expect(steps.byPairs == nil && steps.byGaps == nil, "\(longer) in \(text)")
                continue
            }
            guard let byPairs = steps.byPairs, let byGaps = steps.byGaps else {
                Issue.record("\(longer) in \(text): no step, but it scores \(longerScore)")
                continue
            }
            #expect(byPairs.frontier == steps.longerFrontier && byGaps.frontier == steps.longerFrontier, "\(longer) in \(text)")
            let loose = added.utf8.count * (FuzzyScorer.matchScore + steps.largest)
            #expect(longerScore <= score + loose, "\(pattern) then \(longer) in \(text)")
            #expect(longerScore <= score + byPairs.step, "\(pattern) then \(longer) in \(text): step \(byPairs.step)")
            #expect(longerScore <= score + byGaps.step, "\(pattern) then \(longer) in \(text): step by gaps \(byGaps.step)")
            #expect(byGaps.step <= byPairs.step, "\(longer) in \(text): by gaps \(byGaps.step), by pairs \(byPairs.step)")
            if byPairs.step < loose { belowLoose += 1 }
            if byGaps.step < byPairs.step { tighterByGaps += 1 }
            if added.utf8.count == 1 && longerScore == score + byGaps.step { exactByGaps += 1 }
            compared += 1
        }
        #expect(compared > 2000, "\(compared) compared")
        // Each step is tighter than the next looser one often enough to matter.
        #expect(belowLoose > compared / 4, "\(belowLoose) of \(compared) below the most")
        #expect(tighterByGaps > compared / 4, "\(tighterByGaps) of \(compared) tighter by gaps")
        // A step one point tighter would fail the bound above in every one of these.
        #expect(exactByGaps > compared / 10, "\(exactByGaps) of \(compared) exact by gaps")
    }

    /// The step by gaps of single cases worked by hand: an added character earns its own bonus
    /// less the gap after the last occurrence of the character before it, or a run's most.
    @Test func theStepByGapsIsTheMostAnOccurrenceEarnsAfterTheLastCharacterBeforeIt() {
        let match = FuzzyScorer.matchScore, gap = FuzzyScorer.gapStartPenalty, further = FuzzyScorer.gapExtensionPenalty
        // `e` two places after the last `m`, mid-word: no bonus, a gap of one.
        #expect(Self.steps(of: "src/m", adding: "e", in: "/src/lib/mode.c") == match + gap + further)
        // `/m` occurs: a run, at most the largest bonus (a delimiter's, 9 in a path).
        #expect(Self.steps(of: "src/", adding: "m", in: "/src/lib/mm.c") == match + FuzzyScorer.delimiterBoundaryBonus)
        // Two `b`s: the later one is nearer (`ab_c`), so the `c` earns a boundary bonus after a gap of one.
        #expect(Self.steps(of: "ab", adding: "c", in: "ab_xb_c") == match + FuzzyScorer.boundaryBonus + gap)
        // The `c` far from any `b`: a gap of four.
        #expect(Self.steps(of: "ab", adding: "c", in: "abxxxxc") == match + gap + 3 * further)
        // Exact where the best assignment of `ab` ends on that last `b`: the score of `abc` is
        // the score of `ab` and that much more. (In `ab_xb_c` it is not: `ab` scores most on
        // the first `b`.)
        for text in ["ab_c", "abxxxxc"] {
            #expect(Self.score("abc", in: text)! == Self.score("ab", in: text)! + Self.steps(of: "ab", adding: "c", in: text)!,
                    "\(text)")
        }
    }

    /// An escaped space added to the pattern earns the white-space bonus on itself after a gap,
    /// more than another non-word character's: its gap step counts it.
    @Test func anAddedSpaceStepsByTheWhiteSpaceBonus() {
        let text = "abx y"
        let growth = GrowingTerm(Query("ab\\ "), narrowing: Query("ab"))!
        let steps = Self.steps(of: growth, longer: "ab\\ ", earlier: "ab", in: text)
        let gained = Self.score("ab\\ ", in: text)! - Self.score("ab", in: text)!
        #expect(gained == FuzzyScorer.matchScore + FuzzyScorer.whiteBoundaryBonus + FuzzyScorer.gapStartPenalty)
        #expect(steps.byPairs!.step >= gained)
        #expect(steps.byGaps!.step >= gained)
    }

    @Test func typingOneTermGivesWhatAFreshSearchGives() {
        var generator = SeededGenerator(seed: 32)
        // Paths starting with `/` have tight score bounds, so most matches are decided by their
        // traces; long items (past the search's cell limit, and past what a trace can hold) and
        // non-ASCII ones keep no trace and take the ordinary path.
        var items = MatchEngineTests.randomItems(6000, seed: 33).enumerated().map { $0 % 3 == 0 ? $1 : "/" + $1 }
        let filler = Array("xzqwvk-_")
        for index in [17, 1014, 3008] {
            // About 40,000 and 70,000 bytes: lengths past 65,535 tie in the ranking, so only one is that long.
            let length = index % 2 == 0 ? 20000 : 35000
            let noise = String((0..<length).map { _ in filler.randomElement(using: &generator)! })
            items[index] = "/src/Foo/main/src.libpython3" + noise + "/src/Foo/main/libpython3/" + noise + "foO/b"
        }
        items[5] = "/sérc/main/lîbpython3"
        let sessions = [["s", "sr", "src", "src/", "src/m", "src/ma", "src/mai", "src/main"],
                        ["l", "li", "lib", "libpy", "libpyt", "libpython3"],
                        ["F", "Fo", "Foo", "Foo/", "Foo/m", "Foo/mai"],
                        ["f", "fo", "foO", "foO/", "foO/b"],
                        ["m", "ma", "mai", "main", "main.", "main/s"]]
        let checked = checkSessions(sessions, items: items)
        #expect(checked > 10000)
    }

    /// Typing the last word of several, the earlier ones kept (see ``ScanPlan/tracesLast``):
    /// the last clause's traces decide earlier matches as a single term's do.
    @Test func typingTheLastWordGivesWhatAFreshSearchGives() {
        var items = MatchEngineTests.randomItems(6000, seed: 34).enumerated().map { $0 % 3 == 0 ? $1 : "/" + $1 }
        items[11] = "/src/main/libpython3 /src/main/src.py"
        items[5] = "/sérc/main/lîbpython3"
        let sessions = [["s", "sr", "src", "src ", "src m", "src ma", "src mai", "src main"],
                        ["src m", "src ma", "src mai", "src mai lib", "src mai libp", "src mai libpy"],
                        ["l", "li", "lib", "lib ", "lib p", "lib py", "lib pyt", "lib pyth"],
                        ["F m", "F ma", "F maI", "F maIn"],
                        ["!x m", "!x ma", "!x mai", "!x main"]]
        let checked = checkSessions(sessions, items: items)
        #expect(checked > 10000)
    }

    /// Types each of `sessions` into an engine over the first 4,000 of `items` (the rest
    /// appended at the fourth keystroke), in chunks of two sizes, and checks that every snapshot
    /// equals a fresh search rank for rank and every kept trace holds; how many traces it checked.
    private func checkSessions(_ sessions: [[String]], items: [String]) -> Int {
        var checked = 0
        for chunkSize in [500, 2300] {
            for typed in sessions {
                let engine = MatchEngine(store: MatchEngineTests.store(Array(items[0..<4000]), chunkSize: chunkSize))
                var store = MatchEngineTests.store(Array(items[0..<4000]), chunkSize: chunkSize)
                var seen = 4000
                for (generation, query) in typed.enumerated() {
                    if generation == 3 {
                        // Items appended between keystrokes: some into the last chunk, the rest as a chunk.
                        for item in items[4000..<4300] { store.append(item) }
                        store.append(MatchEngineTests.chunk(items[4300..<6000]))
                        engine.replaceStore(with: store)
                        seen = 6000
                    }
                    let snapshot = engine.match(query, generation: generation)!
                    let reference = MatchEngineTests.reference(query, Array(items[0..<seen]))
                    #expect(snapshot.matches.count == reference.count, "\(query), chunks of \(chunkSize)")
                    let ranked = Array(snapshot.matches)
                    #expect(ranked == reference ? true : false,
                            "\(query), chunks of \(chunkSize): first difference at \(Self.firstDifference(ranked, reference))")
                    var all: [MatchSnapshot.Match] = []
                    snapshot.matches.forEachBestFirst { all.append($0) }
                    #expect(all == reference ? true : false,
                            "\(query), chunks of \(chunkSize): first difference at \(Self.firstDifference(all, reference))")
                    checked += checkTraces(of: snapshot, query: query, items: items)
                }
            }
        }
        return checked
    }

    /// Every known trace of `snapshot`'s scan holds: the frontier is where the pattern's earliest
    /// assignment ends, and the ceiling is at least the exact score; the pattern is the query's
    /// last clause (the whole query when it is one term). How many traces it checked.
    @discardableResult
    private func checkTraces(of snapshot: MatchSnapshot, query: String, items: [String]) -> Int {
        guard case .scanned(let result) = snapshot.matches.source, let traces = result.prefixTraces else { return 0 }
        let parsed = Query(query)
        let last = Query(text: "", clauses: [parsed.clauses[parsed.clauses.count - 1]])
        let storage = ASCIIQuery.Storage(last)!
        let matcher = QueryMatcher(last)
        var checked = 0
        for (chunk, entries) in result.segments.enumerated() {
            #expect(traces[chunk].count == entries.count)
            for (position, entry) in entries.enumerated() where traces[chunk][position].isKnown {
                let trace = traces[chunk][position]
                var item = items[result.store.chunkStarts[chunk] + RankingKey.offset(ofEntry: entry)]
                let bytes = Array(item.utf8)
                let end = bytes.withUnsafeBufferPointer {
                    storage.query.terms[0].earliestEnd(in: $0.baseAddress!, count: $0.count, tables: storage.query.tables)
                }
                #expect(trace.frontier == end, "\(query) in \(item)")
                let score = item.withUTF8 { matcher.score($0) }
                #expect(trace.ceiling >= score!, "\(query) in \(item)")
                checked += 1
            }
        }
        return checked
    }

    /// Where two rankings first differ, for a short failure message.
    private static func firstDifference(_ left: [MatchSnapshot.Match], _ right: [MatchSnapshot.Match]) -> String {
        guard let rank = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "the end (\(left.count) against \(right.count))"
        }
        return "rank \(rank): \(left[rank]) against \(right[rank])"
    }

    /// What `query` scores for `text`, by the matcher for any text.
    private static func score(_ query: String, in text: String) -> Int? {
        var copy = text
        return copy.withUTF8 { QueryMatcher(Query(query)).score($0) }
    }

    /// The steps by pairs and by gaps (see ``GrowingTerm``) that `growth` finds in `text` after
    /// the frontier of `earlier`, with `longer`'s frontier and the text's largest bonus.
    private static func steps(of growth: GrowingTerm, longer: String, earlier: String, in text: String)
        -> (byPairs: (frontier: Int, step: Int)?, byGaps: (frontier: Int, step: Int)?, frontier: Int, longerFrontier: Int,
            largest: Int) {
        let storage = ASCIIQuery.Storage(Query(longer))!, earlierStorage = ASCIIQuery.Storage(Query(earlier))!
        let tables = storage.query.tables, term = storage.query.terms[0]
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let largest = tables.largestBonus(in: base, count: buffer.count)
            let frontier = earlierStorage.query.terms[0].earliestEnd(in: base, count: buffer.count, tables: tables)
            let longerFrontier = term.earliestEnd(in: base, count: buffer.count, tables: tables)
            guard frontier >= 0 else { return (nil, nil, frontier, longerFrontier, largest) }
            let byPairs = growth.resumptionByPairs(of: term, in: base, count: buffer.count, from: frontier,
                                                   largestBonus: largest, tables: tables)
            let byGaps = growth.resumptionByGaps(of: term, in: base, count: buffer.count, from: frontier,
                                                 largestBonus: largest, tables: tables, within: .max)
            return (byPairs, byGaps, frontier, longerFrontier, largest)
        }
    }

    /// The step by gaps of `earlier` growing by `added` in `text`.
    private static func steps(of earlier: String, adding added: String, in text: String) -> Int? {
        let growth = GrowingTerm(Query(earlier + added), narrowing: Query(earlier))!
        return steps(of: growth, longer: earlier + added, earlier: earlier, in: text).byGaps?.step
    }
}
