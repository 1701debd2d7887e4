import SeekModel
import SeekScreen
import SeekToolkit
@testable import SeekUI
import Testing

/// Navigation in the view graph: links push their destinations and Esc goes back, sheets take
/// the screen until dismissed, split views show a column and the next, overlays cover, and
/// `onChange` sees a value change — all on the host, without a terminal.
@Suite struct NavigationViewTests {
    struct Fruit: Hashable {
        let name: String
    }

    struct Catalog: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Apples") { CounterPage(name: "Apples") }
                    NavigationLink("Pear", value: Fruit(name: "Pear"))
                    NavigationLink("Plum", value: 7)
                }
                .navigationTitle("Fruit")
                .navigationDestination(for: Fruit.self) { fruit in
                    Text("All about \(fruit.name)")
                }
            }
        }
    }

    struct CounterPage: View {
        let name: String
        @State private var taps = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("\(name) tapped \(taps)") { taps += 1 }
            Button("Done") { dismiss() }
            .navigationTitle(name)
        }
    }

    private func texts(_ host: ViewHost) -> [String] {
        (0..<host.rows.count).map { host.rows.cell(at: $0).text }
    }

    private func press(_ row: Int, in host: ViewHost, session: SearchSession) {
        host.rows.cell(at: row).activation?()
        _ = host.evaluate(session: session)
    }

    private func browser(_ host: ViewHost, _ session: SearchSession) -> SearchBrowser {
        SearchBrowser(session: session, itemCount: host.rows.count, size: TerminalSize(width: 60, height: 14), title: "")
    }

    @Test func aLinkPushesItsDestinationAndEscGoesBackToTheRoot() {
        let host = ViewHost(Catalog())
        let session = host.makeSession()
        #expect(texts(host) == ["Apples ›", "Pear ›", "Plum"], "a value without a destination is no link")
        #expect(host.traits.title == "Fruit")
        press(0, in: host, session: session)
        #expect(texts(host) == ["Apples tapped 0", "Done"])
        #expect(host.traits.title == "Apples")
        press(0, in: host, session: session)
        #expect(texts(host) == ["Apples tapped 1"] + ["Done"], "the pushed view keeps its state")
        let actions = host.navigate(.escape, in: browser(host, session))
        #expect(actions.contains(.user(.moveToFirst)), "back at the root, the list starts at its first row")
        #expect(texts(host) == ["Apples ›", "Pear ›", "Plum"])
        #expect(host.navigate(.escape, in: browser(host, session)) == [.user(.escape)], "at the root Esc is seek's")
    }

    @Test func aValueLinkShowsTheDestinationForItsTypeAndDismissPops() {
        let host = ViewHost(Catalog())
        let session = host.makeSession()
        press(1, in: host, session: session)
        #expect(texts(host) == ["All about Pear"])
        _ = host.navigate(.left, in: browser(host, session))
        #expect(texts(host).first == "Apples ›")
        press(0, in: host, session: session)
        press(1, in: host, session: session)
        #expect(texts(host).first == "Apples ›", "Done calls dismiss, which pops")
    }

    struct Sheets: View {
        @State private var isPresented = false
        @State private var dismissed = 0
        var body: some View {
            NavigationStack {
                Button("Open (closed \(dismissed))") { isPresented = true }
                    .sheet(isPresented: $isPresented, onDismiss: { dismissed += 1 }) {
                        SheetBody()
                    }
            }
        }
    }

    struct SheetBody: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View {
            Text("In the sheet, searching: \(isSearching)")
        }
    }

    @Test func aSheetTakesTheScreenUntilEscDismissesItAndOnDismissRuns() {
        let host = ViewHost(Sheets())
        let session = host.makeSession()
        #expect(texts(host) == ["Open (closed 0)"])
        press(0, in: host, session: session)
        #expect(texts(host) == ["In the sheet, searching: false"])
        #expect(ViewChrome(host.traits).showsField == false)
        _ = host.navigate(.escape, in: browser(host, session))
        #expect(texts(host) == ["Open (closed 1)"])
    }

    struct Watched: View {
        @State private var count = 0
        @State private var changes: [String] = []
        var body: some View {
            VStack {
                Button("Count \(count)") { count += 1 }
                Text(changes.joined(separator: ","))
            }
            .onChange(of: count) { old, new in changes.append("\(old)>\(new)") }
            .overlay {
                if count >= 3 { Text("Enough") }
            }
        }
    }

    @Test func onChangeSeesOldAndNewValuesAndAnOverlayWithRowsCoversTheContent() {
        let host = ViewHost(Watched())
        let session = host.makeSession()
        #expect(texts(host) == ["Count 0", ""])
        press(0, in: host, session: session)
        press(0, in: host, session: session)
        #expect(texts(host) == ["Count 2", "0>1,1>2"])
        press(0, in: host, session: session)
        #expect(texts(host) == ["Enough"])
    }

    struct Circles: View {
        var body: some View {
            HStack {
                Circle().fill(.red)
                Text("Red")
            }
        }
    }

    @Test func aFilledCircleIsOneCellInItsColour() {
        let runs = Circles().runs
        #expect(runs.first?.text == "●")
        #expect(runs.first?.style.foreground == Color.red.terminalColor)
    }
}
