import SeekMatching
import Testing

/// fzf's `+x` (seek's `--no-extended`): the whole query is one term, so spaces and the extended
/// syntax's operators are characters to match (fzf 0.74: `seq 100 | fzf -f '1 00$' +x` prints
/// nothing, without `+x` it prints `100`).
@Suite struct NonExtendedQueryTests {
    let plain = QueryOptions(isExtended: false)

    @Test func withoutTheExtendedSyntaxTheWholeQueryIsOneFuzzyTerm() {
        let query = Query("1 00$", options: plain)
        #expect(query.clauses.count == 1)
        #expect(query.clauses[0] == [QueryTerm(.fuzzy, "1 00$")])
        #expect(Query("!a | ^b", options: plain).clauses[0].map(\.pattern) == ["!a | ^b"])
        #expect(Query("", options: plain).clauses.isEmpty)
        #expect(Query("main", options: QueryOptions(isExact: true, isExtended: false)).clauses[0][0].kind == .exact)
    }

    @Test func spacesAndOperatorsMustMatchAsCharacters() {
        let items = (1...100).map(String.init) + ["1 00$"]
        let extended = MatchEngine(store: ItemStore(items))
        #expect(extended.match(MatchRequest("1 00$"), generation: 1).map { $0.matches.map(\.index) } == [99])
        let notExtended = MatchEngine(store: ItemStore(items), queryOptions: plain)
        #expect(notExtended.match(MatchRequest("1 00$"), generation: 1).map { $0.matches.map(\.index) } == [100])
    }

    @Test func caseFollowsTheWholeQuery() {
        #expect(Query("Read me", options: plain).clauses[0][0].isCaseSensitive)
        #expect(!Query("read me", options: plain).clauses[0][0].isCaseSensitive)
        let ignoring = Query("Read Me", options: QueryOptions(caseMatching: .ignore, isExtended: false)).clauses[0][0]
        #expect(ignoring.pattern == "read me" && !ignoring.isCaseSensitive)
    }
}
