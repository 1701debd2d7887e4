import SeekUI
import Synchronization

/// The declarative app's view: its body filters the contacts with the app's own predicate, as
/// the seeds filter (`recipes.filter { $0.name.localizedCaseInsensitiveContains(searchText) }`).
/// No Foundation here: the predicate is SeekUI's stand-in, as in a SeekUI app.
struct ContactList: View {
    let contacts: [Contact]
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            List(filtered) { contact in
                HStack { Text(contact.name); Text(contact.city); Text(contact.email) }
            }
            .navigationTitle("Contacts")
            .searchable(text: $searchText)
        }
    }

    /// How many times a body filtered: once per keystroke when re-evaluation costs what the
    /// filter costs.
    static let filterCount = Atomic(0)

    var filtered: [Contact] {
        if searchText.isEmpty { return contacts }
        Self.filterCount.add(1, ordering: .relaxed)
        let text = searchText
        return contacts.filter { Self.matches($0, text) }
    }

    /// The app's predicate: some field contains `text`, ignoring case.
    static func matches(_ contact: Contact, _ text: String) -> Bool {
        contact.name.localizedCaseInsensitiveContains(text) || contact.team.localizedCaseInsensitiveContains(text)
            || contact.city.localizedCaseInsensitiveContains(text) || contact.email.localizedCaseInsensitiveContains(text)
    }
}
