import SeekModel
import Testing
@testable import SeekUI

/// `SearchableItems`, the opt-in fast engine a body calls instead of its own predicate: the same
/// per-field matching and ranking as `SearchableList`, over the app's own items.
@Suite struct SearchableItemsTests {
    typealias Contact = PerFieldMatchingTests.Contact
    static var fields: [(Contact) -> String] { [\.name, \.team, \.city, \.email] }

    @Test func itRanksTheAppsItemsAsSearchableListDoes() {
        let engine = SearchableItems(PerFieldMatchingTests.contacts, searching: Self.fields)
        let list = PerFieldMatchingTests.search(fields: Self.fields)
        for text in ["ada", "ken", "peru", "lang !boston", "^al | york", "'son$"] {
            let fromList = list.match(SearchQuery(text: text), scopes: []).matches.map { PerFieldMatchingTests.contacts[$0.index].name }
            #expect(engine.matching(text).map(\.name) == fromList, "\(text)")
            #expect(!fromList.isEmpty, "\(text)")
        }
        #expect(engine.matching("ada").count == 6)
    }

    @Test func typingOnLooksAtTheLastMatchesAndFindsWhatAFreshSearchFinds() {
        let typed = SearchableItems(PerFieldMatchingTests.contacts, searching: Self.fields)
        var results: [[String]] = []
        for text in ["l", "la", "lam", "lamp"] { results.append(typed.matching(text).map(\.name)) }
        let fresh = SearchableItems(PerFieldMatchingTests.contacts, searching: Self.fields)
        #expect(results.last == fresh.matching("lamp").map(\.name))
        // `lamp` in a name first; l, a, m, p through an address after it.
        #expect(results.last?.first == "Leslie Lamport")
        #expect(results[0].count > results[3].count)
    }

    @Test func withoutTermsEveryItemIsListedInOrder() {
        let engine = SearchableItems(PerFieldMatchingTests.contacts, searching: Self.fields)
        #expect(engine.matching("").map(\.name) == PerFieldMatchingTests.contacts.map(\.name))
        #expect(engine.matching("  ").count == PerFieldMatchingTests.contacts.count)
    }

    @Test func aListOfItsMatchesShowsTheBestFirstAsTheUserTypes() {
        let harness = ViewHarness(MatchingContacts(contacts: SearchableItems(PerFieldMatchingTests.contacts, searching: [\.name, \.city])))
        #expect(harness.waitFor(showing: ["Ada Lovelace", "25/25"]))
        harness.terminal.press("k", "e", "n")
        #expect(harness.terminal.waitForScreen { lines in
            let list = lines.filter { $0.contains("Thompson") || $0.contains("Katherine") }
            return list.count == 2 && list[0].contains("Ken Thompson") && lines.contains { $0.contains("2/2") }
        })
        harness.terminal.press("x")
        #expect(harness.waitFor(showing: ["0/0"], hiding: ["Ken Thompson"]))
        // The first Esc dismisses search, the second leaves.
        harness.terminal.send(.escape, .escape)
        #expect(harness.ended())
    }
}

/// A view whose body lists what the engine matches for the text searched.
private struct MatchingContacts: View {
    let contacts: SearchableItems<PerFieldMatchingTests.Contact>
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List(contacts.matching(searchText)) { contact in
                Text(contact.name)
            }
            .searchable(text: $searchText)
        }
    }
}
