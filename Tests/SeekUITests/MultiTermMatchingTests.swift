import SeekMatching
import SeekModel
import SeekScreen
import Testing
@testable import SeekUI

/// Each term of a query holds when it matches some search field on its own; the item matches when
/// every clause holds, and scores the sum of each term's best field.
@Suite struct MultiTermMatchingTests {
    typealias Contact = PerFieldMatchingTests.Contact

    static func names(_ query: String, fields: [(Contact) -> String]) -> [String] {
        PerFieldMatchingTests.search(fields: fields).match(SearchQuery(text: query), scopes: []).matches.map {
            PerFieldMatchingTests.contacts[$0.index].name
        }
    }

    /// The score SeekMatching gives `query` over `text` alone.
    static func score(_ query: String, in text: String) -> Int? {
        var text = text
        let matcher = QueryMatcher(Query(query))
        return text.withUTF8 { matcher.score($0) }
    }

    @Test func eachTermMayMatchADifferentField() {
        #expect(Self.names("ada london", fields: [\.name, \.city]) == ["Ada Lovelace"])
        #expect(Self.names("lovelace london", fields: [\.name, \.city]) == ["Ada Lovelace"])
        #expect(Self.names("ken berkeley", fields: [\.name, \.team, \.city]) == ["Ken Thompson"])
    }

    @Test func aTermThatOnlyMatchesAcrossTwoFieldsMatchesNothing() {
        // `lacelon` runs from "Love(lace)" into "(Lon)don" when the fields are joined.
        #expect(Self.score("lacelon", in: "Ada Lovelace London") != nil)
        #expect(Self.names("lacelon", fields: [\.name, \.city]).isEmpty)
        #expect(Self.names("ada lacelon", fields: [\.name, \.city]).isEmpty)
    }

    @Test func theScoreIsTheSumOfEachTermsBestField() throws {
        let search = PerFieldMatchingTests.search(fields: [\.name, \.city, \.email])
        let match = try #require(search.match(SearchQuery(text: "ada london"), scopes: []).matches.first)
        // `ada` scores the same at the start of the name and of the email; `london` only in the city.
        let ada = try #require(Self.score("ada", in: "Ada Lovelace"))
        let london = try #require(Self.score("london", in: "London"))
        #expect(match.score == ada + london)
        #expect(Self.score("ada", in: "ada.lovelace@example.org") == ada)
    }

    @Test func aNegatedTermMustMatchNoField() {
        let fields: [(Contact) -> String] = [\.name, \.city]
        // Ken Thompson's city is Berkeley: a negated term is checked against every field.
        #expect(Self.names("ken !berkeley", fields: fields) == ["Katherine Johnson"])
        #expect(Self.names("!boston", fields: fields).count == PerFieldMatchingTests.contacts.count - 2)
        #expect(!Self.names("!boston", fields: fields).contains("Barbara Liskov"))
        // The same term in the name, not the city, excludes too.
        #expect(!Self.names("!hopper", fields: fields).contains("Grace Hopper"))
    }

    @Test func anOrClauseHoldsWhenAnyOfItsTermsMatchesSomeField() throws {
        let fields: [(Contact) -> String] = [\.name, \.team, \.city]
        #expect(Set(Self.names("'london | 'boston", fields: fields)) == ["Ada Lovelace", "Barbara Liskov", "Margaret Hamilton"])
        // An OR clause and a plain term in different fields.
        #expect(Set(Self.names("'london | 'boston ^sys", fields: fields)) == ["Margaret Hamilton"])
        // A clause held only by negation adds nothing to the score.
        let search = PerFieldMatchingTests.search(fields: fields)
        let scores = search.match(SearchQuery(text: "^ken 'nothing-here | !zzz"), scopes: []).matches.map(\.score)
        #expect(scores == [try #require(Self.score("^ken", in: "Ken Thompson"))])
    }

    @Test func exactPrefixSuffixAndWholeTermsApplyToOneFieldEach() {
        let fields: [(Contact) -> String] = [\.name, \.team, \.city, \.email]
        // `fran` scores the same at the start of both names; the shorter name goes first.
        #expect(Self.names("^peru$ 'fran", fields: fields) == ["Fran Allen", "Frances Allen"])
        #expect(Self.names("^leslie lamport@example.org$", fields: fields) == ["Leslie Lamport"])
        // `^` and `$` anchor at a field's edges, not at the joined text's.
        #expect(Self.names("^engines", fields: fields) == ["Ada Lovelace"])
        #expect(Self.names("^London$", fields: fields) == ["Ada Lovelace"])
        #expect(Self.names("'ovelace lon", fields: fields) == ["Ada Lovelace"])
    }

    @Test func itemsRankByTheSummedScoreThenTheShorterFields() {
        let fields: [(Contact) -> String] = [\.name, \.team, \.city]
        // `bo` starts Margaret Hamilton's city (Boston); Brooklyn and Bronxville have a gap
        // between B and o and score the same, and the shorter Brooklyn goes first.
        #expect(Self.names("sys bo", fields: fields) == ["Margaret Hamilton", "Leslie Lamport", "Dennis Ritchie"])
        #expect(Self.names("bo sys", fields: fields) == ["Margaret Hamilton", "Leslie Lamport", "Dennis Ritchie"])
    }

    @Test func eachTermIsHighlightedInTheRunItMatchesBest() {
        let row: (Contact) -> [ColoredText.Run] = { contact in
            HStack { Text(contact.name); Text(contact.email) }.runs
        }
        let search = ItemSearch(items: PerFieldMatchingTests.contacts, fields: [\.name, \.email], row: row,
                                tokenBridge: nil, scopeBridge: nil, detail: nil)
        let runs = search.rowRuns(ofItem: 0, columns: 60, query: "ada example") ?? []
        let highlighted = runs.filter { $0.style.foreground == Theme.standard.matchedCharacters.foreground }.map(\.text)
        // `ada` scores the same in both and goes to the shorter name; `example` is only in the email.
        #expect(highlighted == ["Ada", "example"])
        #expect(runs.map(\.text).joined() == "Ada Lovelace ada.lovelace@example.org")
        // A term that matches only across two runs is highlighted nowhere.
        let across = search.rowRuns(ofItem: 0, columns: 60, query: "ada ceada") ?? []
        #expect(across.filter { $0.style.foreground == Theme.standard.matchedCharacters.foreground }.map(\.text) == ["Ada"])
    }

    @Test func typingOnLooksOnlyAtTheLastMatchesAndFindsWhatAFreshSearchFinds() {
        let fields: [(Contact) -> String] = [\.name, \.team, \.city, \.email]
        let typing = PerFieldMatchingTests.search(fields: fields)
        // Narrowing steps (a character typed, a term added) and steps that widen (a character
        // removed, an alternative added, a negated term extended), one after another.
        let steps = ["a", "ad", "ada", "ada ", "ada l", "ada lo", "ada l", "!b", "!bo", "!bos", "ken | !bos", "ken", "ke",
                     "'sys", "'sys ^b", "'sys ^b | ^l"]
        for text in steps {
            let fresh = PerFieldMatchingTests.search(fields: fields).match(SearchQuery(text: text), scopes: []).matches
            #expect(typing.match(SearchQuery(text: text), scopes: []).matches == fresh, "\(text)")
        }
    }
}
