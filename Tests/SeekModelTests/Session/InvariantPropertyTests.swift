import SeekTestSupport
import Testing
@testable import SeekModel

@Suite("Invariants under random action sequences")
struct InvariantPropertyTests {
    static let typedFragments = ["a", "p", " ", "cuisine:", "italian", "cuisine:thai ", "difficulty:easy", " é", "🍝"]
    static let replacements = ["", "pasta", "cuisine:thai soup", "difficulty:hard "]
    static let suggestionSets: [[SearchSuggestion]] = [
        [],
        [SearchSuggestion("Header")],
        [SearchSuggestion("Carbonara", completion: "carbonara"), SearchSuggestion("Header"), SearchSuggestion("Soup", completion: "soup")],
        [SearchSuggestion("Thai", token: Fixture.thai), SearchSuggestion("Popular")],
    ]
    static let tokenSets: [[SearchToken]] = [[], [Fixture.italian], [Fixture.italian, Fixture.thai, Fixture.easy]]

    static func randomSession(using generator: inout SeededGenerator) -> SearchSession {
        var session = SearchSession(isPresented: Bool.random(using: &generator))
        if Bool.random(using: &generator) {
            let activation = [SearchScopeActivation.automatic, .onTextEntry, .onSearchPresentation].randomElement(using: &generator)!
            session = session.searchScopes(Array(Fixture.scopes.prefix(Int.random(in: 1...3, using: &generator))), activation: activation)
        }
        let hidden = [Set<SearchSuggestionsPlacement>(), [.menu], [.menu, .content]].randomElement(using: &generator)!
        session = session.searchSuggestions(.hidden, for: hidden)
        session.tokenFields = Bool.random(using: &generator) ? ["cuisine", "difficulty"] : []
        session.matchTiming = [SearchMatchTiming.asYouType, .onSubmit, .suggestingAsYouType].randomElement(using: &generator)!
        session.recentSearchLimit = Int.random(in: 0...3, using: &generator)
        return session
    }

    static func randomAction(for session: SearchSession, using generator: inout SeededGenerator) -> SearchAction {
        switch Int.random(in: 0..<19, using: &generator) {
        case 0, 1: .insert(typedFragments.randomElement(using: &generator)!)
        case 2: .deleteBackward
        case 3: .replaceText(replacements.randomElement(using: &generator)!)
        case 4: .addToken(tokenSets[2].randomElement(using: &generator)!)
        case 5: .removeToken(at: Int.random(in: -1...3, using: &generator))
        case 6: .setPresented(Bool.random(using: &generator))
        case 7: .dismiss
        case 8: .focus([SearchFocus.none, .field, .results].randomElement(using: &generator)!)
        case 9: .submit
        case 10: .setSuggestions(suggestionSets.randomElement(using: &generator)!)
        case 11: .setSuggestedTokens(tokenSets.randomElement(using: &generator)!)
        case 12: .highlightNextSuggestion
        case 13: .highlightPreviousSuggestion
        case 14: .chooseHighlightedSuggestion
        case 15: .chooseSuggestion(at: Int.random(in: -1...7, using: &generator))
        case 16: [SearchAction.selectNextScope, .selectPreviousScope].randomElement(using: &generator)!
        case 17: .selectScope(at: Int.random(in: -1...3, using: &generator))
        default: .matchesArrived(generation: Int.random(in: 0...(session.generation + 1), using: &generator))
        }
    }

    /// The rules every reachable state keeps, checked through the public API.
    static func violations(of session: SearchSession) -> [String] {
        var found = session.invariantViolations
        if session.isSearching != session.isPresented { found.append("isSearching differs from isPresented") }
        if !session.isPresented && !session.visibleSuggestions.isEmpty { found.append("suggestions while not searching") }
        if let index = session.highlightedSuggestionIndex {
            let visible = session.visibleSuggestions
            if !visible.indices.contains(index) {
                found.append("highlight \(index) not on a visible suggestion")
            }
        }
        if !session.scopes.isEmpty && !session.scopes.indices.contains(session.selectedScopeIndex) {
            found.append("scope selection out of range")
        }
        if session.recentSearches.count > max(0, session.recentSearchLimit) { found.append("too many recent searches") }
        return found
    }

    @Test("Thousands of random action sequences keep the session's invariants", arguments: [1, 2, 3, 4])
    func randomSequencesKeepInvariants(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var reached = Reached()
        for sequence in 0..<1_000 {
            var session = Self.randomSession(using: &generator)
            var lastGeneration = session.generation
            for step in 0..<60 {
                let action = Self.randomAction(for: session, using: &generator)
                let effects = session.send(action)
                let context = "seed \(seed), sequence \(sequence), step \(step), \(action)"
                for case .match(_, let generation) in effects {
                    #expect(generation > lastGeneration, "generation did not increase: \(context)")
                    lastGeneration = generation
                }
                #expect(session.generation == lastGeneration, "generation without a match effect: \(context)")
                if action == .dismiss || action == .setPresented(false) {
                    #expect(session.text.isEmpty && session.tokens.isEmpty && session.focus == .none,
                            "dismiss left state behind: \(context)")
                    #expect(!session.areScopesVisible && session.visibleSuggestions.isEmpty,
                            "dismiss left scopes or suggestions: \(context)")
                }
                reached.record(session, effects: effects)
                let broken = Self.violations(of: session)
                if !broken.isEmpty {
                    Issue.record("\(broken) after \(context)")
                    return
                }
            }
        }
        // The sequences must reach the interesting states, or the invariants hold vacuously.
        #expect(reached.highlights > 100)
        #expect(reached.visibleScopeBars > 100)
        #expect(reached.scopeChanges > 100)
        #expect(reached.tokenStates > 100)
        #expect(reached.recentOffers > 100)
        #expect(reached.submits > 100)
        #expect(reached.suggestRequests > 100)
    }
}

/// How often the random sequences reached each interesting kind of state.
struct Reached {
    var highlights = 0
    var visibleScopeBars = 0
    var scopeChanges = 0
    var tokenStates = 0
    var recentOffers = 0
    var submits = 0
    var suggestRequests = 0
    private var lastScope = 0

    mutating func record(_ session: SearchSession, effects: [SearchEffect]) {
        if session.highlightedSuggestionIndex != nil { highlights += 1 }
        if session.areScopesVisible { visibleScopeBars += 1 }
        if session.selectedScopeIndex != lastScope { scopeChanges += 1 }
        lastScope = session.selectedScopeIndex
        if !session.tokens.isEmpty { tokenStates += 1 }
        if session.visibleSuggestions.contains(where: { if case .query = $0.completion { true } else { false } }) {
            recentOffers += 1
        }
        for effect in effects {
            if case .submit = effect { submits += 1 }
            if case .suggest = effect { suggestRequests += 1 }
        }
    }
}
