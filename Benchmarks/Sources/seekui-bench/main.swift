// Typing latency of a SeekUI list over many items of the caller's own type, in a release build:
//
//     swift run -c release seekui-bench [ITEMS] [list|view]
//
// `list`: a `SearchableList` of generated contacts (name, team, city and email searched, 50,000
// by default) runs on the in-memory terminal, as a program's main thread would run it. `view`:
// the same contacts in the declarative layer, a `List` whose body filters them with the app's
// own `localizedCaseInsensitiveContains` over the same four fields, as the seeds filter. No
// Foundation here: the predicate is SeekUI's stand-in, as in a SeekUI app. Each query is
// typed one character at a time; a keystroke's time runs from the key being sent to the frame
// that shows its query with its results. A first, untimed pass learns the count each prefix
// shows, so the timed pass knows which frame is the one with the results. A space between terms
// is typed but not timed: the screen trims it, so no frame tells its query from the one before.
import SeekSystem
import Dispatch
import Glibc
import SeekTestSupport
import SeekToolkit
import SeekUI

struct Contact: Identifiable {
    let id: Int
    let name: String, team: String, city: String, email: String
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 50_000
let usesViews = CommandLine.arguments.dropFirst(2).first == "view"
let firstNames = ["Ada", "Grace", "Edsger", "Barbara", "Ken", "Frances", "Tony", "Margaret", "Alan", "John", "Niklaus",
                  "Dennis", "Bjarne", "Guido", "James", "Leslie", "Donald", "Robin", "Hedy", "Katherine", "Radia", "Shafi"]
let lastNames = ["Lovelace", "Hopper", "Dijkstra", "Liskov", "Thompson", "Allen", "Hoare", "Hamilton", "Turing", "Backus",
                 "Wirth", "Ritchie", "Stroustrup", "van Rossum", "Gosling", "Lamport", "Knuth", "Milner", "Lamarr", "Johnson"]
let teams = ["Engines", "Compilers", "Algorithms", "Languages", "Systems", "Machines", "Radio", "Orbits", "Networks"]
let cities = ["London", "Boston", "Peru", "Cambridge", "Philadelphia", "New York", "Aarhus", "Haarlem", "Vienna",
              "Portsmouth", "Zürich", "Kraków"]
let contacts = (0..<count).map { index in
    let first = firstNames[index % firstNames.count]
    let last = lastNames[(index / firstNames.count) % lastNames.count]
    let local = "\(first).\(last)".lowercased().filter { $0 != " " }
    return Contact(id: index, name: "\(first) \(last)", team: teams[(index / 7) % teams.count],
                   city: cities[(index / 13) % cities.count], email: "\(local)\(index)@example.org")
}
let queries = ["ada", "ada love", "lamport bos", "!london hop", "'zürich | peru sys", "knuth .org$"]

/// A list and its terminal handed to the list's own thread, which alone uses them from then on
/// (hence unchecked).
struct ListRun: @unchecked Sendable {
    let list: SearchableList<Contact>
    let terminal: TestBackend

    func start() {
        _ = try? list.run(on: terminal, handlesSignals: false)
    }
}

/// The declarative app's view: its body filters the contacts with the app's own predicate.
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

    var filtered: [Contact] {
        if searchText.isEmpty { return contacts }
        let text = searchText
        return contacts.filter { contact in
            [contact.name, contact.team, contact.city, contact.email].contains { $0.localizedCaseInsensitiveContains(text) }
        }
    }
}

/// The view and its terminal handed to the runner's own thread.
struct ViewRun: @unchecked Sendable {
    let terminal: TestBackend

    func start() {
        _ = try? ViewRunner(ContactList(contacts: contacts)).run(on: terminal, handlesSignals: false)
    }
}

/// Runs the list on its own thread over a new in-memory terminal.
func startList() -> TestBackend {
    let terminal = TestBackend(width: 100, height: 30)
    if usesViews {
        let run = ViewRun(terminal: terminal)
        Thread.detach { run.start() }
        _ = terminal.waitForText(contacts[0].email, seconds: 60)
        return terminal
    }
    let list = SearchableList(contacts, searching: [\.name, \.team, \.city, \.email]) { contact in
        HStack { Text(contact.name).frame(width: 24); Text(contact.city).frame(width: 14); Text(contact.email) }
    }
    let run = ListRun(list: list, terminal: terminal)
    Thread.detach { run.start() }
    _ = terminal.waitForText("\(count)/\(count)", seconds: 60)
    return terminal
}

/// The `n/total` the status line shows, or nil.
func shownCount(_ screen: [String]) -> String? {
    TmuxSession.matchCount(in: screen.joined(separator: "\n"))
}

func fieldShows(_ text: String, _ screen: [String]) -> Bool {
    screen.contains { $0.contains("/ \(text)") || $0.hasSuffix(text) }
}

func now() -> Double { MonotonicClock.now }

/// `value` with one decimal.
func tenths(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(scaled % 10)"
}

var timings: [Double] = []
for query in queries {
    // Learn the count each prefix settles on.
    let learning = startList()
    var expected: [String] = []
    for character in query {
        learning.press(String(character))
        var last: (count: String?, since: Double) = (nil, now())
        while true {
            let screen = learning.screen
            let shown = shownCount(screen)
            if shown != last.count { last = (shown, now()) }
            if learning.hasReadAllInput && now() - last.since > 0.3 { break }
            usleep(2_000)
        }
        expected.append(last.count ?? "")
    }
    // Ctrl-C ends the list: Esc would only dismiss the search typed.
    learning.send(.control("c"))
    // Time each keystroke to the frame with its query and its results.
    let terminal = startList()
    var typed = ""
    var perQuery: [Double] = []
    for (character, count) in zip(query, expected) {
        typed.append(character)
        if character == " " {
            terminal.press(" ")
            _ = terminal.waitForScreen { _ in terminal.hasReadAllInput }
            usleep(100_000)
            continue
        }
        let start = now()
        terminal.press(String(character))
        let shown = terminal.waitForScreen(seconds: 30) { fieldShows(typed, $0) && (shownCount($0) ?? "") == count }
        perQuery.append(now() - start)
        if !shown { print("query '\(typed)': the expected frame never came:\n" + terminal.screen.prefix(4).joined(separator: "\n")) }
    }
    terminal.send(.control("c"))
    timings += perQuery
    let milliseconds = perQuery.map { tenths($0 * 1000) }.joined(separator: " ")
    print("\(query.padding(toLength: 20, withPad: " ", startingAt: 0)) \(expected.last ?? "")  ms per key: \(milliseconds)")
}
let sorted = timings.sorted()
func percentile(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] * 1000 }
print("\(usesViews ? "view" : "list"): \(count) items, \(sorted.count) keystrokes: median \(tenths(percentile(0.5))) ms, "
      + "p95 \(tenths(percentile(0.95))) ms, max \(tenths((sorted.last ?? 0) * 1000)) ms")
