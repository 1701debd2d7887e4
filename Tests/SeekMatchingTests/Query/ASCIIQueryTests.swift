import SeekTestSupport
import Testing
@testable import SeekMatching

/// The byte-wise ASCII matcher must agree with the general ``QueryMatcher`` on every ASCII text.
@Suite struct ASCIIQueryTests {
    static let alphabet = Array("abcAB/_-. 1x\t")
    static let forms = ["", "'", "^", "!", "!^", "!'"]

    func random(_ length: Int, from alphabet: [Character], using generator: inout SeededGenerator) -> String {
        String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    }

    func randomQuery(using generator: inout SeededGenerator) -> String {
        let words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            let form = Self.forms.randomElement(using: &generator)!
            let body = random(Int.random(in: 1...4, using: &generator), from: Array("abcAB/_-.1x"), using: &generator)
            let suffix = Bool.random(using: &generator) && !form.hasPrefix("!") ? "$" : ""
            return form + body + suffix
        }
        return words.joined(separator: Bool.random(using: &generator) ? " | " : " ")
    }

    @Test func scoresEqualTheGeneralMatchersOnRandomTextsAndQueries() {
        var generator = SeededGenerator(seed: 4)
        var matched = 0
        for _ in 0..<400 {
            let query = Query(randomQuery(using: &generator))
            let general = QueryMatcher(query)
            guard let storage = ASCIIQuery.Storage(query) else { continue }
            for _ in 0..<50 {
                let text = Array(random(Int.random(in: 0...30, using: &generator), from: Self.alphabet, using: &generator).utf8)
                let expected = text.withUnsafeBufferPointer { general.score($0) }
                let actual = text.withUnsafeBufferPointer { storage.query.score($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: $0.count) }
                #expect(actual == expected, "\(query.text) on \(String(decoding: text, as: UTF8.self))")
                if actual != nil { matched += 1 }
            }
        }
        #expect(matched > 1000)
    }

    @Test func queriesWithNonASCIIPatternsAreLeftToTheGeneralMatcher() {
        #expect(ASCIIQuery.Storage(Query("café")) == nil)
        #expect(ASCIIQuery.Storage(Query("cafe")) != nil)
    }
}
