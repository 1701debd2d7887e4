import SeekMatching
import Testing

/// fzf's whole-word term `'abc'`: the pattern as a substring with no letter or digit right
/// before or after it; an underscore beside it ranks it lower (fzf 0.74's `test_boundary_match`
/// with the default scheme: `fzf -f "'xyz'"` prints the order expected below).
@Suite struct BoundaryTermTests {
    @Test func quotesOnBothSidesMakeAWholeWordTerm() {
        #expect(Query("'xyz'").clauses[0][0] == QueryTerm(.boundary, "xyz"))
        #expect(Query("!'xyz'").clauses[0][0] == QueryTerm(.boundary, "xyz", isNegated: true))
        #expect(Query("'xyz'", options: QueryOptions(isExact: true)).clauses[0][0].kind == .boundary)
        #expect(Query("''").clauses[0][0] == QueryTerm(.exact, "'"), "two quotes alone are an exact quote, as in fzf")
        #expect(Query("'x").clauses[0][0].kind == .exact)
    }

    @Test func onlyWholeWordsMatchAndUnderscoresRankLower() {
        let items = ["xxyzx", "-xxyz", "xyzx-", "_xyz_", "_xyz-", "-xyz_", "[xyz]", "-xyz-", " xyz ", "/xyz/"]
        let engine = MatchEngine(store: ItemStore(items))
        let listed = engine.match(MatchRequest("'xyz'"), generation: 1).map { $0.matches.map { items[$0.index] } }
        #expect(listed == [" xyz ", "/xyz/", "[xyz]", "-xyz-", "-xyz_", "_xyz-", "_xyz_"])
        #expect(engine.match(MatchRequest("!'xyz'"), generation: 1).map { $0.matches.map { items[$0.index] } } == ["xxyzx", "-xxyz", "xyzx-"])
    }

    @Test func aLaterOccurrenceOnABoundaryMatchesWhenTheFirstIsInsideAWord() {
        let engine = MatchEngine(store: ItemStore(["axyz xyz", "axyzb", "xyz", "é xyz"]))
        #expect(engine.match(MatchRequest("'xyz'"), generation: 1).map { Set($0.matches.map(\.index)) } == [0, 2, 3])
    }
}
