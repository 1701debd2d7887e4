import Testing
@testable import SeekMatching

@Suite struct ConditionTests {
    static let data = ConditionTestData(items: [
        .init(text: "green curry", fields: ["cuisine": ["Thai"], "tags": ["spicy", "quick"]]),
        .init(text: "carbonara", fields: ["cuisine": ["Italian"], "tags": ["quick"]]),
        .init(text: "pad thai", fields: ["cuisine": ["thai"], "tags": []]),
        .init(text: "curry wurst", fields: ["cuisine": ["German"], "tags": ["Spicy"]]),
        .init(text: "red curry", fields: ["cuisine": ["THAI"], "tags": ["spicy"]]),
        .init(text: "plain rice", fields: [:]),
    ])

    func indexes(_ request: MatchRequest, chunkSize: Int = 2) -> [Int] {
        Self.data.engine(chunkSize: chunkSize).match(request, generation: 1)!.matches.map(\.index)
    }

    @Test func aConditionKeepsOnlyTheTextMatchesThatSatisfyIt() {
        let request = MatchRequest(text: "curry", conditions: [FieldCondition(field: "cuisine", value: "thai")])
        #expect(indexes(request) == Self.data.reference(request).matches.map(\.index))
        #expect(Set(indexes(request)) == [0, 4])
    }

    @Test func everyConditionMustHold() {
        let request = MatchRequest(text: "curry", conditions: [
            FieldCondition(field: "cuisine", value: "thai"), FieldCondition(field: "tags", value: "quick"),
        ])
        #expect(indexes(request) == [0])
    }

    @Test func emptyTextWithConditionsListsTheSatisfyingItemsInInputOrder() {
        let request = MatchRequest(conditions: [FieldCondition(field: "tags", value: "spicy")])
        let snapshot = Self.data.engine().match(request, generation: 3)!
        #expect(snapshot.matches.map(\.index) == [0, 3, 4])
        #expect(snapshot.matches.allSatisfy { $0.score == 0 })
        #expect(snapshot.generation == 3)
        #expect(snapshot.totalCount == 6)
    }

    @Test func fieldNamesAndValuesCompareIgnoringCase() {
        let lower = MatchRequest(conditions: [FieldCondition(field: "cuisine", value: "thai")])
        let mixed = MatchRequest(conditions: [FieldCondition(field: "CUISINE", value: "tHaI")])
        #expect(indexes(lower) == [0, 2, 4])
        #expect(indexes(mixed) == [0, 2, 4])
    }

    @Test func anItemHoldingSeveralValuesOfAListFieldSatisfiesEach() {
        #expect(indexes(MatchRequest(conditions: [FieldCondition(field: "tags", value: "quick")])) == [0, 1])
        #expect(indexes(MatchRequest(conditions: [FieldCondition(field: "tags", value: "spicy")])) == [0, 3, 4])
    }

    @Test func aConditionOnAFieldThatIsNotIndexedHoldsForNoItem() {
        let unknownField = MatchRequest(text: "curry", conditions: [FieldCondition(field: "colour", value: "red")])
        let unknownValue = MatchRequest(conditions: [FieldCondition(field: "cuisine", value: "korean")])
        #expect(indexes(unknownField).isEmpty)
        #expect(indexes(unknownValue).isEmpty)
        #expect(indexes(MatchRequest(scope: FieldCondition(field: "colour", value: "red"))).isEmpty)
    }

    @Test func theSelectedScopeMustHoldToo() {
        let request = MatchRequest(text: "curry", scope: FieldCondition(field: "cuisine", value: "german"))
        #expect(indexes(request) == [3])
        #expect(indexes(MatchRequest(scope: FieldCondition(field: "cuisine", value: "thai"))) == [0, 2, 4])
    }

    @Test func scopesAreCountedWithTheTextAndConditionsButNotTheSelectedScope() {
        let request = MatchRequest(
            text: "curry", conditions: [FieldCondition(field: "tags", value: "spicy")],
            scope: FieldCondition(field: "cuisine", value: "thai"),
            scopesToCount: [nil, FieldCondition(field: "cuisine", value: "thai"), FieldCondition(field: "cuisine", value: "german"),
                            FieldCondition(field: "cuisine", value: "italian")]
        )
        let snapshot = Self.data.engine(chunkSize: 2).match(request, generation: 1)!
        #expect(snapshot.scopeCounts == [3, 2, 1, 0])
        #expect(Set(snapshot.matches.map(\.index)) == [0, 4])
        #expect(snapshot.request == request)
    }

    @Test func countsWithoutTextOrConditionsComeFromThePostingLists() {
        let request = MatchRequest(scopesToCount: [nil, FieldCondition(field: "cuisine", value: "thai"),
                                                   FieldCondition(field: "tags", value: "SPICY")])
        let snapshot = Self.data.engine().match(request, generation: 1)!
        #expect(snapshot.scopeCounts == [6, 3, 3])
        #expect(snapshot.matches.count == 6)
    }

    @Test func noCountsAskedForGiveNoCounts() {
        #expect(Self.data.engine().match(MatchRequest("curry"), generation: 1)!.scopeCounts == nil)
        #expect(Self.data.engine().match(MatchRequest(text: "curry", scope: FieldCondition(field: "cuisine", value: "thai")),
                                         generation: 1)!.scopeCounts == nil)
    }

    @Test func itemsAppendedWithoutFieldsSatisfyNoCondition() {
        let engine = Self.data.engine()
        var store = Self.data.store(chunkSize: 2)
        store.append("thai curry extra")
        engine.replaceStore(with: store)
        #expect(engine.fields.count == 7)
        let request = MatchRequest(text: "curry", conditions: [FieldCondition(field: "cuisine", value: "thai")])
        #expect(Set(engine.match(request, generation: 1)!.matches.map(\.index)) == [0, 4])
        #expect(Set(engine.match(MatchRequest("curry"), generation: 2)!.matches.map(\.index)) == [0, 3, 4, 6])
    }

    @Test func hasConditionsIsTrueForConditionsOrAScopeOnly() {
        #expect(!MatchRequest("a").hasConditions)
        #expect(!MatchRequest(scopesToCount: [nil]).hasConditions)
        #expect(MatchRequest(conditions: [FieldCondition(field: "a", value: "b")]).hasConditions)
        #expect(MatchRequest(scope: FieldCondition(field: "a", value: "b")).hasConditions)
    }
}
