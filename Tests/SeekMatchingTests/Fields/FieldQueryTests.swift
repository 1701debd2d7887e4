import SeekMatching
import Testing

/// Per-field matching: each term of a query compiled on its own and matched against each field
/// of an item; with one field it means exactly what the whole query means on a line.
@Suite struct FieldQueryTests {
    /// `query`'s score on an item whose fields are `fields`, or nil when it does not match.
    static func score(_ query: String, fields: [String]) -> Int? {
        SearchFieldTable(fieldCount: fields.count, items: [fields]).withFields { table in
            FieldQuery(query).match(fieldCount: fields.count) { table.text(ofField: $0, item: 0) }?.score
        }
    }

    static func lineScore(_ query: String, line: String) -> Int? {
        Array(line.utf8).withUnsafeBufferPointer { QueryMatcher(Query(query)).score($0) }
    }

    @Test func everyTermCompiledAloneMeansOnOneFieldWhatTheQueryMeansOnALine() {
        let queries = ["abc", "'ab$", "'ab$$", "^ab", "ab$", "$$", "^$$", "^ab$", "!ab", "!'ab", "!'ab$$", "!^ab", "!ab$",
                       "!^ab$", "!!a$", "a\\ b", "a\\\\ b", "ab\\ ", "$", "^'a", "^^a", "Abc", "café", "!$", "'a\\",
                       "ab | cd", "!ab | cd ef"]
        let lines = ["abc", "ab", "xab", "ab$", "a b", "a\\ b", "ab ", "'a", "^a", "Abc", "cafe", "café", "$", "cd ef", "", "ab cd"]
        for query in queries {
            for line in lines {
                #expect(Self.score(query, fields: [line]) == Self.lineScore(query, line: line), "\(query) on \(line)")
            }
        }
    }

    @Test func aTermNeverMatchesAcrossTwoFields() {
        #expect(Self.lineScore("lacelon", line: "Ada Lovelace London") != nil)
        #expect(Self.score("lacelon", fields: ["Ada Lovelace", "London"]) == nil)
        #expect(Self.score("ada london", fields: ["Ada Lovelace", "London"]) != nil)
        #expect(Self.score("ada !london", fields: ["Ada Lovelace", "London"]) == nil)
    }
}
