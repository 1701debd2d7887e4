import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import Testing

/// Completions of the word being typed, from the words of the best matches.
@Suite struct WordCompletionsTests {
    static let cities = ["Tokyo Japan", "Toronto Canada", "Paris France", "Tokyo Tower"]

    static func completions(of text: String) -> [SearchSuggestion] {
        let dataSet = DataSet(name: "cities", items: ItemStore(cities))
        let results = DataSetSearch.match(SearchQuery(text: text), in: dataSet)
        return WordCompletions.suggestions(for: text, results: results) { cities[$0] }
    }

    @Test func theLastWordIsCompletedOnceFromTheWordsOfTheMatchingRows() {
        let completions = Self.completions(of: "to")
        #expect(Set(completions.map(\.title)) == ["tokyo", "toronto", "tower"])
        #expect(completions.count == Set(completions.map(\.title)).count, "each word once")
    }

    @Test func aWordShorterThanTwoLettersOrWithQuerySyntaxIsNotCompleted() {
        #expect(Self.completions(of: "t").isEmpty)
        #expect(Self.completions(of: "^to").isEmpty)
        #expect(Self.completions(of: "tokyo\\ to").isEmpty, "an escaped space keeps one term, which holds a backslash")
    }
}
