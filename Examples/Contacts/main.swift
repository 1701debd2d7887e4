// A contacts browser built only from seek's library products: the data, the session, the
// runtime and the terminal. There is no run loop here; `SearchRuntime.run()` is the loop.
//
//     swift run contacts-example
import SeekCatalog
import SeekNcurses
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen

/// This program's own keys. Only it knows what they mean, so the runtime hands them back as
/// these values (a `CustomAction` holding one), never as names to compare.
enum ContactAction: Hashable, Sendable {
    /// Ctrl-Y: show only the selected contact's team.
    case sameTeam
}

func contact(_ name: String, _ team: String, _ city: String, _ email: String) -> Record {
    Record(fields: [("name", .text(name)), ("team", .text(team)), ("city", .text(city)), ("email", .text(email))])
}

let contacts = [
    contact("Ada Lovelace", "Engines", "London", "ada@example.org"),
    contact("Grace Hopper", "Compilers", "Arlington", "grace@example.org"),
    contact("Edsger Dijkstra", "Algorithms", "Nuenen", "edsger@example.org"),
    contact("Barbara Liskov", "Languages", "Boston", "barbara@example.org"),
    contact("Ken Thompson", "Systems", "Berkeley", "ken@example.org"),
    contact("Frances Allen", "Compilers", "Peru", "frances@example.org"),
    contact("Tony Hoare", "Algorithms", "Cambridge", "tony@example.org"),
    contact("Margaret Hamilton", "Systems", "Boston", "margaret@example.org"),
]
// Scopes from the team field, tokens from the city field (type `city:boston ` or pick one).
let roles = FieldRoles(display: DisplayTemplate("{name} · {city}"), scopeField: "team", tokenFields: ["city"],
                       detailFields: ["name", "team", "city", "email"])
let people = DataSet(name: "contacts", fieldNames: ["name", "team", "city", "email"], records: contacts, roles: roles)
let provider = DataSetSearch(dataSet: people)

let vocabulary = provider.currentVocabulary
var session = SearchSession(suggestedTokens: vocabulary.suggestedTokens, prompt: "Find a contact")
    .searchScopes(vocabulary.scopes, activation: .onSearchPresentation)
session.tokenFields = vocabulary.tokenFields

var keyMap = KeyMap.standard
keyMap.bindings.insert(KeyMap.Binding(keys: [.control("y")], action: .user(.custom(CustomAction(ContactAction.sameTeam))),
                                      help: KeyMap.Help("^Y", "same team")), at: 0)

do {
    let terminal = try NcursesTerminal(environment: ProcessEnvironment.current)
    let runtime = SearchRuntime(terminal: terminal, session: session, provider: provider,
                                options: BrowserOptions(title: "Contacts", hasDetailPane: true), keyMap: keyMap)
    // The key comes back as the value it was bound to; the answer is what the browser does next.
    runtime.onCustomAction = { action, browser in
        guard action.value(as: ContactAction.self) == .sameTeam, let item = browser.selectedItem,
              let team = people.records.value(at: item, field: "team")?.displayText,
              let scope = browser.session.scopes.firstIndex(where: { $0.filter?.value.lowercased() == team.lowercased() })
        else { return [] }
        return [.host(.session(.setPresented(true))), .host(.session(.selectScope(at: scope)))]
    }
    runtime.onSubmit = { query in _ = query }  // the onSubmit(of: .search) moment: log, remember, fetch
    let outcome = runtime.run()
    terminal.close()
    if case .chosen(let items, _) = outcome {
        for item in items { print(people.records.value(at: item, field: "email")?.displayText ?? "") }
    }
} catch {
    print("contacts: \(error)")
}
