import SeekMatching
import Testing

/// How `-e`, `-i`, `+i` and `--literal` change the reading of a query's terms.
@Suite struct QueryOptionsTests {
    @Test func exactModeMakesPlainTermsSubstringsAndQuotedOnesFuzzy() {
        let query = Query("main 'mn ^src", options: QueryOptions(isExact: true))
        let kinds = query.clauses.flatMap { $0 }.map(\.kind)
        #expect(kinds == [.exact, .fuzzy, .prefix])
    }

    @Test func caseMatchingOverridesSmartCase() {
        let ignoring = Query("Main", options: QueryOptions(caseMatching: .ignore)).clauses[0][0]
        #expect(!ignoring.isCaseSensitive)
        #expect(ignoring.pattern == "main", "a term that ignores case is kept in lowercase")
        #expect(Query("main", options: QueryOptions(caseMatching: .respect)).clauses[0][0].isCaseSensitive)
        #expect(Query("Main").clauses[0][0].isCaseSensitive)
        #expect(!Query("main").clauses[0][0].isCaseSensitive)
    }

    /// fzf 0.74: `printf 'résumé\nresume\nrèsume\n' | fzf -f resume --literal` prints only
    /// `resume`; without `--literal` all three.
    @Test func literalKeepsAccentedLettersFromMatchingPlainOnes() {
        let items = ["résumé", "resume", "rèsume"]
        let literal = MatchEngine(store: ItemStore(items), queryOptions: QueryOptions(isLiteral: true))
        #expect(literal.match(MatchRequest("resume"), generation: 1).map { $0.matches.map(\.index) } == [1])
        let normalising = MatchEngine(store: ItemStore(items))
        #expect(normalising.match(MatchRequest("resume"), generation: 1).map { $0.matches.map(\.index) } == [0, 1, 2])
        #expect(!Query("resume", options: QueryOptions(isLiteral: true)).clauses[0][0].normalizesLatinLetters)
    }

    @Test func theEngineReadsEveryRequestWithItsOptions() {
        let engine = MatchEngine(store: ItemStore(["Main.swift", "main.swift", "domain.c"]), queryOptions: QueryOptions(isExact: true, caseMatching: .respect))
        let snapshot = engine.match(MatchRequest("main"), generation: 1)
        #expect(snapshot.map { Set($0.matches.map(\.index)) } == [1, 2], "substring, case respected")
    }
}
