import SeekTestSupport
import Testing
@testable import SeekMatching

@Suite struct ScopeCountTests {
    static let conditions: [FieldCondition] = [
        FieldCondition(field: "cuisine", value: "thai"), FieldCondition(field: "CUISINE", value: "Italian"),
        FieldCondition(field: "tags", value: "vegan"), FieldCondition(field: "Tags", value: "QUICK"),
        FieldCondition(field: "colour", value: "red"), FieldCondition(field: "cuisine", value: "korean"),
    ]
    static let scopes: [FieldCondition?] = [
        nil, FieldCondition(field: "cuisine", value: "thai"), FieldCondition(field: "cuisine", value: "italian"),
        FieldCondition(field: "cuisine", value: "french"), FieldCondition(field: "tags", value: "spicy"),
    ]
    /// Scope bars: none; one field (one slot per item); a list field (items in several scopes);
    /// two fields; the same scope twice.
    static let scopeBars: [[FieldCondition?]] = [
        [],
        [nil, FieldCondition(field: "cuisine", value: "thai"), FieldCondition(field: "cuisine", value: "italian"),
         FieldCondition(field: "Cuisine", value: "FRENCH")],
        [nil, FieldCondition(field: "tags", value: "vegan"), FieldCondition(field: "tags", value: "spicy")],
        [nil, FieldCondition(field: "cuisine", value: "thai"), FieldCondition(field: "tags", value: "quick"), nil],
        [FieldCondition(field: "tags", value: "spicy"), FieldCondition(field: "tags", value: "Spicy")],
    ]
    static let words = ["src ma", "lib test", "doc", "foo bar", "x_y", "é", "!main s", "^S", "readme$"]

    /// Checks one request against the brute-force answer and against a fresh engine, rank for rank.
    static func check(_ request: MatchRequest, _ engine: MatchEngine, _ data: ConditionTestData, count: Int,
                      chunkSize: Int, step: Int) {
        guard let snapshot = engine.match(request, generation: step) else {
            Issue.record("no snapshot at step \(step)")
            return
        }
        let expected = data.reference(request, count: count)
        let fresh = MatchEngine(store: data.store(count: count, chunkSize: chunkSize), fields: data.fields(count: count))
            .match(request, generation: step)!
        #expect(Array(snapshot.matches) == expected.matches, "step \(step): \(request)")
        #expect(snapshot.scopeCounts == expected.counts, "step \(step): \(request)")
        #expect(snapshot.matches == fresh.matches, "step \(step): \(request)")
        #expect(snapshot.scopeCounts == fresh.scopeCounts, "step \(step): \(request)")
        #expect(snapshot.totalCount == count)
    }

    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func typingWithTokensAndScopesAlwaysGivesTheBruteForceMatchesAndCounts(seed: UInt64) {
        let data = ConditionTestData.random(1600, seed: seed)
        let chunkSize = 97
        var count = 1000
        let engine = MatchEngine(store: data.store(count: count, chunkSize: chunkSize), fields: data.fields(count: count))
        var generator = SeededGenerator(seed: seed &* 7919)
        var request = MatchRequest()
        var step = 0
        for _ in 0..<12 {
            // Type a word letter by letter, changing tokens, scope or counts now and then.
            let word = Self.words.randomElement(using: &generator)!
            var typed = ""
            for character in word {
                typed.append(character)
                request.text = typed
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: request.conditions.append(Self.conditions.randomElement(using: &generator)!)
                case 1: if !request.conditions.isEmpty { request.conditions.removeLast() }
                case 2: request.scope = Self.scopes.randomElement(using: &generator)!
                case 3: request.scopesToCount = Self.scopeBars.randomElement(using: &generator)!
                case 4 where count < data.items.count:
                    // Items arrive while typing, some with fields given, some before them.
                    count = min(data.items.count, count + Int.random(in: 1...150, using: &generator))
                    engine.replaceStore(with: data.store(count: count, chunkSize: chunkSize), fields: data.fields(count: count))
                default: break
                }
                step += 1
                Self.check(request, engine, data, count: count, chunkSize: chunkSize, step: step)
            }
            // Erase it again, one letter at a time every other time.
            if Bool.random(using: &generator) {
                while !typed.isEmpty {
                    typed.removeLast()
                    request.text = typed
                    step += 1
                    Self.check(request, engine, data, count: count, chunkSize: chunkSize, step: step)
                }
            }
        }
    }

    @Test func switchingScopesWhileCountingGivesEachScopesOwnMatches() {
        let data = ConditionTestData.random(1200, seed: 11)
        let engine = data.engine()
        var step = 0
        for text in ["s", "sr", "src"] {
            for scope in Self.scopes {
                for bar in Self.scopeBars {
                    step += 1
                    let request = MatchRequest(text: text, conditions: [FieldCondition(field: "tags", value: "quick")],
                                               scope: scope, scopesToCount: bar)
                    Self.check(request, engine, data, count: 1200, chunkSize: 97, step: step)
                }
            }
        }
    }

    @Test func aRequestAskedAgainIsAnsweredWithTheSameCounts() {
        let data = ConditionTestData.random(800, seed: 12)
        let engine = data.engine()
        let request = MatchRequest(text: "src", scope: Self.scopes[1], scopesToCount: Self.scopeBars[1])
        let first = engine.match(request, generation: 1)!
        let second = engine.match(request, generation: 2)!
        #expect(first.scopeCounts == second.scopeCounts)
        #expect(first.matches == second.matches)
        #expect(second.generation == 2)
    }
}

extension ScopeCountTests {
    @Test func aResultCountingUnderAScopeServesOtherScopesAndPlainTypingCorrectly() {
        let data = ConditionTestData.random(1500, seed: 13)
        let engine = data.engine()
        let bar = Self.scopeBars[1]
        let sequence = [
            MatchRequest(text: "s", scope: Self.scopes[1], scopesToCount: bar),
            MatchRequest(text: "sr", scope: Self.scopes[2], scopesToCount: bar),
            MatchRequest(text: "src", scopesToCount: bar),
            MatchRequest(text: "src", scope: Self.scopes[3], scopesToCount: bar),
            MatchRequest(text: "src m"),
            MatchRequest(text: "src ma", scope: Self.scopes[1]),
            MatchRequest(text: "src mai", conditions: [FieldCondition(field: "tags", value: "quick")]),
        ]
        for (step, request) in sequence.enumerated() {
            Self.check(request, engine, data, count: 1500, chunkSize: 97, step: step)
        }
    }
}
