import SeekTestSupport
@testable import SeekMatching

/// Items with fields for the condition tests, and the brute-force answer every request must give.
struct ConditionTestData {
    struct Item {
        var text: String
        /// Field name → values, as the data set spells them (mixed case).
        var fields: [String: [String]]
    }

    var items: [Item]

    /// The first `count` items' text in chunks of `chunkSize`.
    func store(count: Int? = nil, chunkSize: Int) -> ItemStore {
        MatchEngineTests.store(items.prefix(count ?? items.count).map(\.text), chunkSize: chunkSize)
    }

    /// The first `count` items' fields.
    func fields(count: Int? = nil) -> ItemFields {
        var fields = ItemFields()
        for item in items.prefix(count ?? items.count) {
            fields.appendItem(item.fields.sorted { $0.key < $1.key }.map { (field: $0.key, values: $0.value) })
        }
        return fields
    }

    /// An engine over every item and their fields.
    func engine(chunkSize: Int = 97) -> MatchEngine {
        MatchEngine(store: store(chunkSize: chunkSize), fields: fields())
    }

    func holds(_ condition: FieldCondition, _ item: Item) -> Bool {
        item.fields.contains { field, values in
            field.lowercased() == condition.field.lowercased()
                && values.contains { $0.lowercased() == condition.value.lowercased() }
        }
    }

    /// The matches of `request` over the first `count` items, computed one item at a time.
    func reference(_ request: MatchRequest, count: Int? = nil) -> (matches: [MatchSnapshot.Match], counts: [Int]?) {
        let items = Array(self.items.prefix(count ?? self.items.count))
        let textMatches: [MatchSnapshot.Match] = Query(request.text).isEmpty
            ? items.indices.map { MatchSnapshot.Match(index: $0, score: 0) }
            : MatchEngineTests.reference(request.text, items.map(\.text))
        let satisfying = textMatches.filter { match in request.conditions.allSatisfy { holds($0, items[match.index]) } }
        let listed = satisfying.filter { match in request.scope.map { holds($0, items[match.index]) } ?? true }
        let counts = request.scopesToCount.isEmpty ? nil : request.scopesToCount.map { scope in
            satisfying.filter { match in scope.map { holds($0, items[match.index]) } ?? true }.count
        }
        return (listed, counts)
    }

    /// `count` random items: paths, a single-valued `Cuisine` field (sometimes missing) and a
    /// `tags` list field holding zero to three values.
    static func random(_ count: Int, seed: UInt64) -> ConditionTestData {
        var generator = SeededGenerator(seed: seed)
        let texts = MatchEngineTests.randomItems(count, seed: seed)
        let cuisines = ["Thai", "italian", "FRENCH", "thai"]
        let tags = ["quick", "Vegan", "spicy"]
        return ConditionTestData(items: texts.map { text in
            var fields: [String: [String]] = [:]
            if Int.random(in: 0..<5, using: &generator) > 0 {
                fields["Cuisine"] = [cuisines.randomElement(using: &generator)!]
            }
            fields["tags"] = (0..<Int.random(in: 0...3, using: &generator)).map { _ in tags.randomElement(using: &generator)! }
            return Item(text: text, fields: fields)
        })
    }
}
