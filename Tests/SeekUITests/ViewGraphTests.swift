import SeekModel
@testable import SeekUI
import Synchronization
import Testing

/// The view graph: structural identity keeps a row's state, only rows shown are built, and a
/// view is evaluated again when its state, model or environment changes.
@Suite struct ViewGraphTests {
    /// Counts evaluations of row bodies.
    final class Counter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }

    struct CounterRow: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Button("\(name): \(taps)") { taps += 1 }
        }
    }

    struct Counters: View {
        @State var filter = ""
        let names = ["ant", "bee", "cat", "bat"]
        var body: some View {
            List(names.filter { filter.isEmpty || $0.contains(filter) }, id: \.self) { name in
                CounterRow(name: name)
            }
            .searchable(text: $filter)
        }
    }

    @Test func aRowKeepsItsStateByItsIdWhenTheListAroundItChanges() throws {
        let host = ViewHost(Counters())
        let session = host.makeSession()
        #expect((0..<4).map { host.rows.cell(at: $0).text } == ["ant: 0", "bee: 0", "cat: 0", "bat: 0"])
        let tap = try #require(host.rows.cell(at: 3).activation)
        tap()
        tap()
        _ = host.evaluate(session: session)
        #expect(host.rows.cell(at: 3).text == "bat: 2")
        // The filter moves "bat" to the second row; its state goes with it, by its id.
        var typed = session
        _ = typed.send(.replaceText("at"))
        host.takeUserChanges(from: typed)
        _ = host.evaluate(session: typed, answering: true)
        #expect(host.rows.count == 2)
        #expect((0..<2).map { host.rows.cell(at: $0).text } == ["cat: 0", "bat: 2"])
    }

    struct CountedRow: View {
        let number: Int
        let counter: Counter
        var body: some View {
            counter.increment()
            return Text("row \(number)")
        }
    }

    struct LongList: View {
        @State var query = ""
        let counter: Counter
        var body: some View {
            List(Array(0..<100_000).filter { query.isEmpty || $0 % 2 == 0 }, id: \.self) { number in
                CountedRow(number: number, counter: counter)
            }
            .searchable(text: $query)
        }
    }

    @Test func onlyTheRowsShownAreBuiltAndAChangeBuildsThemAgainOnlyWhenShown() {
        let counter = Counter()
        let host = ViewHost(LongList(counter: counter))
        #expect(counter.value == 0)
        #expect(host.rows.count == 100_000)
        for index in 0..<20 { _ = host.rows.cell(at: index) }
        for index in 0..<20 { _ = host.rows.cell(at: index) }
        #expect(counter.value == 20, "each shown row is built once")
        var session = host.makeSession()
        _ = session.send(.replaceText("even"))
        host.takeUserChanges(from: session)
        _ = host.evaluate(session: session, answering: true)
        #expect(host.rows.count == 50_000)
        #expect(counter.value == 20, "nothing is built until shown")
        #expect(host.rows.cell(at: 3).text == "row 6")
        #expect(counter.value == 21)
    }

    final class Thermometer: ObservableObject {
        @Published var degrees = 20
    }

    struct Reading: View {
        @ObservedObject var thermometer: Thermometer
        var body: some View { Text("\(thermometer.degrees)°") }
    }

    @Test func aPublishedChangeEvaluatesTheObservingViewAgain() {
        let thermometer = Thermometer()
        let host = ViewHost(Reading(thermometer: thermometer))
        #expect(host.rows.cell(at: 0).text == "20°")
        #expect(!host.graph.hasInvalidations)
        thermometer.degrees = 25
        #expect(host.graph.hasInvalidations)
        _ = host.evaluate(session: host.makeSession())
        #expect(host.rows.cell(at: 0).text == "25°")
    }

    struct ShelfLabel: View {
        @Environment(\.shelf) private var shelf
        var body: some View { Text("shelf \(shelf)") }
    }

    @Test func aCustomEnvironmentValueReachesTheViewsBelowOnly() {
        let host = ViewHost(VStack {
            ShelfLabel()
            ShelfLabel().environment(\.shelf, "top")
        })
        #expect(host.rows.cell(at: 0).text == "shelf none")
        #expect(host.rows.cell(at: 1).text == "shelf top")
    }

    // The seed's "isSearching in parent vs child".
    struct ParentView: View {
        @Environment(\.isSearching) var isSearching
        @State private var query = ""
        var body: some View {
            NavigationStack {
                ChildView(parentSees: isSearching)
                    .searchable(text: $query)
            }
        }
    }

    struct ChildView: View {
        let parentSees: Bool
        @Environment(\.isSearching) var isSearching
        var body: some View { Text("parent \(parentSees) child \(isSearching)") }
    }

    @Test func theViewThatAppliesSearchableSeesFalseItsChildTrue() {
        let host = ViewHost(ParentView())
        #expect(host.rows.cell(at: 0).text == "parent false child false")
        var session = host.makeSession()
        _ = session.send(.setPresented(true))
        host.takeUserChanges(from: session)
        _ = host.evaluate(session: session)
        #expect(host.rows.cell(at: 0).text == "parent false child true")
    }

    @Test func aSpacerTakesTheRoomTheRowLeaves() {
        let cell = ViewGraph.line(of: HStack { Text("a"); Spacer(); Text("b") })
        #expect(cell.runs(columns: 7).map(\.text).joined() == "a     b")
    }

    @Test func caseInsensitiveContainsFoldsAsciiAndUnicode() {
        #expect("Caesar Salad".localizedCaseInsensitiveContains("SA"))
        #expect(!"Spaghetti Carbonara".localizedCaseInsensitiveContains("sa"))
        #expect("Crème Brûlée".localizedCaseInsensitiveContains("BRÛ"))
        #expect("abc".localizedCaseInsensitiveContains(""))
        #expect(!"ab".localizedCaseInsensitiveContains("abc"))
    }

    @Test func caseInsensitiveContainsFoldsANonAsciiNeedleOnceAndSkipsAsciiText() {
        #expect("Zürich".localizedCaseInsensitiveContains("ZÜR"))
        #expect(!"London".localizedCaseInsensitiveContains("zür"))
        #expect(!"Zurich".localizedCaseInsensitiveContains("zür"))
        // A Kelvin sign folds to an ASCII `k`, which ASCII text then holds.
        #expect("Kelvin".localizedCaseInsensitiveContains("\u{212A}EL"))
        #expect("\u{212A}elvin".localizedCaseInsensitiveContains("kel"))
    }

    @Test func caseInsensitiveContainsComparesWholeCharactersNextToOtherLetters() {
        #expect("Zürich".localizedCaseInsensitiveContains("RICH"))
        #expect("Kraków".localizedCaseInsensitiveContains("w"))
        // An `e` with a combining accent is another character than `e`, as in `String`.
        #expect(!"Cafe\u{301}".localizedCaseInsensitiveContains("cafe"))
        #expect("Cafe\u{301} noir".localizedCaseInsensitiveContains("NOIR"))
        #expect(!"a\r\nb".localizedCaseInsensitiveContains("\r"))
        #expect(!"Zürich".localizedCaseInsensitiveContains("zurich"))
        #expect(!"Zü".localizedCaseInsensitiveContains("zürich"))
    }
}

private struct ShelfKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}
