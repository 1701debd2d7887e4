import SeekModel
import Testing

/// `.refresh`: the data changed under the same query, so its results are asked for again.
@Suite struct RefreshTests {
    @Test func refreshAsksForTheSameQueryUnderANewGeneration() {
        var session = SearchSession(text: "pad")
        let before = session.generation
        let effects = session.send(.refresh)
        #expect(session.generation == before + 1)
        #expect(effects == [.match(session.query, generation: before + 1)])
        #expect(session.text == "pad", "the query is unchanged")
        #expect(!session.accepts(generation: before - 1))
    }
}
