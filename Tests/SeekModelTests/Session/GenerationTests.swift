import Testing
@testable import SeekModel

@Suite("Generations")
struct GenerationTests {
    @Test("Every match effect carries a strictly increasing generation")
    func generationsIncrease() {
        var session = Fixture.recipes()
        var generations: [Int] = []
        let actions: [SearchAction] = [.insert("p"), .insert("a"), .selectNextScope, .deleteBackward, .dismiss]
        for action in actions {
            for case .match(_, let generation) in session.send(action) {
                generations.append(generation)
            }
        }
        #expect(generations == [1, 2, 3, 4, 5])
        #expect(session.generation == 5)
    }

    @Test("Results older than the displayed ones are ignored")
    func olderResultsIgnored() {
        var session = SearchSession()
        _ = session.send(.insert("p"))
        _ = session.send(.insert("a"))
        var store = SessionStore(session)
        store.send(.matchesArrived(generation: 2)) { $0.displayedGeneration = 2 }
        #expect(!store.state.accepts(generation: 1))
        store.send(.matchesArrived(generation: 1))
    }

    @Test("Results of an older generation are shown while nothing newer has arrived")
    func intermediateResultsAccepted() {
        var session = SearchSession()
        _ = session.send(.insert("p"))
        _ = session.send(.insert("a"))
        var store = SessionStore(session)
        #expect(store.state.accepts(generation: 1))
        #expect(!store.state.isCurrent(generation: 1))
        store.send(.matchesArrived(generation: 1)) { $0.displayedGeneration = 1 }
        store.send(.matchesArrived(generation: 1))
        #expect(store.state.accepts(generation: 1))
    }

    @Test("Results of a generation never requested are rejected")
    func futureResultsRejected() {
        var store = SessionStore(SearchSession(text: "p"))
        #expect(!store.state.accepts(generation: 1))
        store.send(.matchesArrived(generation: 1))
    }

    @Test("isCurrent is true only for the latest generation")
    func isCurrentOnlyLatest() {
        var session = SearchSession()
        #expect(session.isCurrent(generation: 0))
        _ = session.send(.insert("p"))
        #expect(session.isCurrent(generation: 1))
        #expect(!session.isCurrent(generation: 0))
    }
}
