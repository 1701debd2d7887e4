import SeekUI

/// The same list with SeekUI's opt-in fast engine: the body lists what ``SearchableItems``
/// matches (seek's per-field matching, best first) instead of filtering with a predicate.
struct EngineContactList: View {
    let contacts: SearchableItems<Contact>
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List(contacts.matching(searchText)) { contact in
                HStack { Text(contact.name); Text(contact.city); Text(contact.email) }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText)
        }
    }
}
