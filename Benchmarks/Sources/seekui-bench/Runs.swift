import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekUI

/// One program under test, run on its own thread over a new ``TimedTerminal`` as a program's
/// main thread runs it; it owns the terminal's program side from then on (hence unchecked).
struct ProgramRun: @unchecked Sendable {
    /// The three programs the benchmark types into.
    enum Kind: String, CaseIterable {
        /// The declarative layer: a `List` whose body filters with the app's predicate.
        case view
        /// seek's own screen and engine over the contacts as lines, as the command runs them.
        case seek
        /// The declarative layer with the opt-in engine: a `List` of what `SearchableItems` matches.
        case engine
        /// A `SearchableList`: SeekUI's search over the contacts' four fields.
        case list
    }

    let kind: Kind
    let contacts: [Contact]
    let lines: [String]
    let terminal = TimedTerminal(width: 100, height: 30)

    /// Starts the program and returns once its first frame with every contact is shown.
    func start() -> Bool {
        let run = self
        Thread.detach { run.run() }
        let total = "\(contacts.count)/\(contacts.count)"
        return terminal.firstFrame(from: 0) { lines in lines.contains { $0.contains(total) } } != nil
    }

    private func run() {
        switch kind {
        case .view:
            _ = try? ViewRunner(ContactList(contacts: contacts)).run(on: terminal, handlesSignals: false)
        case .engine:
            let engine = SearchableItems(contacts, searching: [\.name, \.team, \.city, \.email])
            _ = try? ViewRunner(EngineContactList(contacts: engine)).run(on: terminal, handlesSignals: false)
        case .seek:
            let provider = DataSetSearch(dataSet: DataSet(name: "contacts", items: ItemStore(lines)))
            let runtime = SearchRuntime(terminal: terminal, session: SearchSession(), provider: provider,
                                        options: BrowserOptions(title: "contacts"))
            runtime.handlesSignals = false
            _ = runtime.run()
        case .list:
            let list = SearchableList(contacts, searching: [\.name, \.team, \.city, \.email]) { contact in
                HStack { Text(contact.name).frame(width: 24); Text(contact.city).frame(width: 14); Text(contact.email) }
            }
            _ = try? list.run(on: terminal, handlesSignals: false)
        }
    }

    /// The count each program's status line shows for `query`: `matched/total`.
    static func expectedCounts(of kind: Kind, for prefixes: [String], contacts: [Contact], lines: [String]) -> [String] {
        switch kind {
        case .view:
            // The list holds only what the app's filter kept.
            return prefixes.map { prefix in
                let kept = contacts.count { ContactList.matches($0, prefix) }
                return "\(kept)/\(kept)"
            }
        case .seek:
            let engine = MatchEngine(store: ItemStore(lines))
            return prefixes.map { "\(engine.match($0, generation: 0)?.matches.count ?? -1)/\(lines.count)" }
        case .list, .engine:
            // Both match per field with SeekMatching's FieldQuery; the engine's list holds only its matches.
            let table = SearchFieldTable(fieldCount: 4, items: contacts.map(\.searchedFields))
            return prefixes.map { prefix in
                let query = FieldQuery(prefix)
                let matched = table.withFields { fields in
                    (0..<contacts.count).count { item in
                        query.match(fieldCount: 4) { fields.text(ofField: $0, item: item) } != nil
                    }
                }
                return kind == .list ? "\(matched)/\(contacts.count)" : "\(matched)/\(matched)"
            }
        }
    }
}
