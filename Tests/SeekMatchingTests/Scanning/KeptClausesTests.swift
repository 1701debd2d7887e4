import Testing
@testable import SeekMatching

/// Typing the last word of a query of several clauses: the scan tests only the last clause on the
/// previous matches and adds the earlier clauses' kept score; every snapshot must still equal a
/// fresh search, rank for rank, far past the eagerly ranked top.
@Suite struct KeptClausesTests {
    @Test func onlyQueriesKeepingAllButTheirLastClauseAreSplit() {
        #expect(KeptClauses(Query("usr s"), narrowing: Query("usr")) != nil)
        #expect(KeptClauses(Query("usr sh"), narrowing: Query("usr s")) != nil)
        #expect(KeptClauses(Query("usr sh"), narrowing: Query("usr s"))?.scoresFromEntries == false)
        #expect(KeptClauses(Query("usr s"), narrowing: Query("usr"))?.scoresFromEntries == true)
        #expect(KeptClauses(Query("usr"), narrowing: Query("us")) == nil)
        #expect(KeptClauses(Query("usrx s"), narrowing: Query("usr s")) == nil)
        #expect(KeptClauses(Query("a b c"), narrowing: Query("a")) == nil)
        #expect(KeptClauses(Query("usr é"), narrowing: Query("usr")) == nil)
    }

    @Test func typingTheLastWordGivesWhatAFreshSearchGives() {
        // Paths starting with `/` have tight score bounds, so many matches are left unscored.
        let items = MatchEngineTests.randomItems(5000, seed: 11).enumerated().map { $0 % 3 == 0 ? $1 : "/" + $1 }
        let typed = ["s", "sr", "src", "src ", "src m", "src ma", "src mai", "src main", "src main d", "src main do",
                     "src main doc", "src main doc$", "src main doc$ !F", "src main doc$ !Fo", "src 'ma", "src 'mai",
                     "src ma | é x", "src ma | é x_", "é", "é s", "é sr", "x_y ^/s", "x_y ^/sr", "x_y ^/src$"]
        for chunkSize in [400, 1700] {
            let engine = MatchEngine(store: MatchEngineTests.store(items, chunkSize: chunkSize))
            for (generation, query) in typed.enumerated() {
                let snapshot = engine.match(query, generation: generation)!
                let reference = MatchEngineTests.reference(query, items)
                #expect(Array(snapshot.matches) == reference, "\(query), chunks of \(chunkSize)")
                var all: [MatchSnapshot.Match] = []
                snapshot.matches.forEachBestFirst { all.append($0) }
                #expect(all == reference, "\(query), chunks of \(chunkSize)")
            }
        }
    }

    @Test func aScanThatKeptClausesRecordsTheirScores() {
        let items = MatchEngineTests.randomItems(3000, seed: 12)
        let engine = MatchEngine(store: MatchEngineTests.store(items, chunkSize: 500))
        _ = engine.match("src", generation: 1)
        _ = engine.match("src m", generation: 2)
        let snapshot = engine.match("src ma", generation: 3)!
        guard case .scanned(let result) = snapshot.matches.source else {
            Issue.record("not a scan")
            return
        }
        let scores = result.earlierScores
        #expect(scores != nil)
        #expect(scores?.map(\.count) == result.segments.map(\.count))
        // Every known kept score is what `src` alone scores.
        let matcher = QueryMatcher(Query("src"))
        for (chunk, entries) in result.segments.enumerated() {
            for (position, entry) in entries.enumerated() {
                guard let kept = KeptClauses.score(kept: scores![chunk][position]) else { continue }
                var item = items[result.store.chunkStarts[chunk] + RankingKey.offset(ofEntry: entry)]
                #expect(item.withUTF8 { matcher.score($0) } == kept)
            }
        }
    }

    /// While the third word is typed, a match whose second word's bound already puts it out of
    /// reach keeps the first word's score as a partial one, and the rest keep the first two
    /// words' score: each is what those words alone score.
    @Test func aScanKeepsThePartialScoreOfTheClausesBeforeTheLastEarlierOne() {
        // The best matches score the most any can, so the threshold is at the bound; the others
        // are shorter, so the query's bound does not rule them out, but they hold `src` inside
        // a word, and its score does.
        let items = (0..<3000).map { $0 % 10 == 0 ? "/src/ma/do/a/longer/path/\($0)" : "/xsrcx/ma/do\($0 % 10)" }
            + MatchEngineTests.randomItems(2000, seed: 13).map { "/" + $0 }
        let engine = MatchEngine(store: MatchEngineTests.store(items, chunkSize: 700))
        var snapshot: MatchSnapshot?
        for (generation, query) in ["s", "sr", "src", "src ", "src m", "src ma", "src ma ", "src ma d", "src ma do"].enumerated() {
            snapshot = engine.match(query, generation: generation)
            #expect(Array(snapshot!.matches) == MatchEngineTests.reference(query, items), "\(query)")
        }
        guard case .scanned(let result) = snapshot!.matches.source, let scores = result.earlierScores else {
            Issue.record("not a scan that kept clauses")
            return
        }
        let first = QueryMatcher(Query("src"))
        let both = QueryMatcher(Query("src ma"))
        var partials = 0
        for (chunk, entries) in result.segments.enumerated() {
            for (position, entry) in entries.enumerated() {
                var item = items[result.store.chunkStarts[chunk] + RankingKey.offset(ofEntry: entry)]
                if let partial = KeptClauses.partialScore(kept: scores[chunk][position]) {
                    partials += 1
                    #expect(item.withUTF8 { first.score($0) } == partial)
                } else if let kept = KeptClauses.score(kept: scores[chunk][position]) {
                    #expect(item.withUTF8 { both.score($0) } == kept)
                }
            }
        }
        #expect(partials > 0)
    }
}
