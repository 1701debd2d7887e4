import SeekMatching
import SeekModel
import Testing
@testable import SeekUI

/// The query is matched against each search field on its own, never against the fields joined.
@Suite struct PerFieldMatchingTests {
    struct Contact: Identifiable {
        let name: String, team: String, city: String, email: String
        var id: String { email }
    }

    /// Twenty-five contacts; six hold `a…d…a` inside one field (a name, Philadelphia, an address).
    static let contacts: [Contact] = {
        let people = [
            ("Ada Lovelace", "Engines", "London"), ("Adam Smith", "Economics", "Kirkcaldy"),
            ("Grace Hopper", "Compilers", "Arlington"), ("Edsger Dijkstra", "Algorithms", "Nuenen"),
            ("Barbara Liskov", "Languages", "Boston"), ("Ken Thompson", "Systems", "Berkeley"),
            ("Frances Allen", "Compilers", "Peru"), ("Tony Hoare", "Algorithms", "Cambridge"),
            ("Margaret Hamilton", "Systems", "Boston"), ("Alan Turing", "Machines", "Wilmslow"),
            ("John Backus", "Languages", "Philadelphia"), ("Niklaus Wirth", "Languages", "Winterthur"),
            ("Dennis Ritchie", "Systems", "Bronxville"), ("Bjarne Stroustrup", "Languages", "Aarhus"),
            ("Guido van Rossum", "Languages", "Haarlem"), ("James Gosling", "Languages", "Calgary"),
            ("Leslie Lamport", "Systems", "Brooklyn"), ("Donald Knuth", "Algorithms", "Milwaukee"),
            ("Robin Milner", "Languages", "Yealmpton"), ("Hedy Lamarr", "Radio", "Vienna"),
            ("Katherine Johnson", "Orbits", "White Sulphur Springs"), ("Jean Sammet", "Languages", "New York"),
            ("Radia Perlman", "Networks", "Portsmouth"), ("Fran Allen", "Compilers", "Peru"),
            ("Shafi Goldwasser", "Cryptography", "New York"),
        ]
        return people.map { name, team, city in
            let local = name.lowercased().split(separator: " ").joined(separator: ".")
            return Contact(name: name, team: team, city: city, email: "\(local)@example.org")
        }
    }()

    static func search(fields: [(Contact) -> String]) -> ItemSearch<Contact> {
        ItemSearch(items: contacts, fields: fields, row: { Text($0.name).runs }, tokenBridge: nil, scopeBridge: nil, detail: nil)
    }

    @Test func adaMatchesOnlyTheContactsThatHoldItInOneField() {
        let search = Self.search(fields: [\.name, \.team, \.city, \.email])
        let names = search.match(SearchQuery(text: "ada"), scopes: []).matches.map { Self.contacts[$0.index].name }
        #expect(Set(names) == ["Ada Lovelace", "Adam Smith", "Radia Perlman", "John Backus", "Donald Knuth", "Shafi Goldwasser"])
        // The same query over the fields joined finds most of the list: what per-field matching prevents.
        let joined = QueryMatcher(Query("ada"))
        let joinedCount = Self.contacts.filter { contact in
            var text = [contact.name, contact.team, contact.city, contact.email].joined(separator: " ")
            return text.withUTF8 { joined.score($0) } != nil
        }.count
        #expect(joinedCount == 10)
    }

    @Test func aBetterMatchInAnyFieldRanksFirst() {
        let search = Self.search(fields: [\.name, \.city])
        let ranked = search.match(SearchQuery(text: "ken"), scopes: []).matches.map { Self.contacts[$0.index].name }
        // `Ken` at the start of a name beats k, e, n scattered through "Katherine Johnson".
        #expect(ranked.first == "Ken Thompson")
        #expect(ranked.contains("Katherine Johnson"))
    }

    @Test func equalMatchesKeepTheirInputOrder() {
        let search = Self.search(fields: [\.name, \.city])
        let ranked = search.match(SearchQuery(text: "peru"), scopes: []).matches.map { Self.contacts[$0.index].name }
        #expect(ranked == ["Frances Allen", "Fran Allen"])
    }

    @Test func withoutSearchFieldsTheRowTextIsSearched() {
        let search = Self.search(fields: [])
        let names = search.match(SearchQuery(text: "'london"), scopes: []).matches.map { Self.contacts[$0.index].name }
        #expect(names.isEmpty)
        #expect(search.match(SearchQuery(text: "lovelace"), scopes: []).matches.count == 1)
    }
}
