import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekTestSupport
import SeekRuntime
import SeekScreen
import SeekToolkit
import Testing
import Glibc

/// The whole program — runtime, browser, screen, engine — on an in-memory terminal: keys go in
/// as a user types them, frames come out, and the run ends with what the user chose.
@Suite(.waitsOnPrograms) struct WholeProgramTests {
    static let fruits = ["apple", "apricot", "banana", "blackberry", "cherry", "grape", "lemon", "lime", "mango", "melon"]

    static func fruitProgram(session: SearchSession = SearchSession(), options: BrowserOptions = BrowserOptions(title: "fruit")) -> RuntimeHarness {
        RuntimeHarness(session: session, options: options) {
            DataSetSearch(dataSet: DataSet(name: "fruit", items: ItemStore(fruits)))
        }
    }

    @Test func typingNarrowsTheListAndTheCountFollows() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        program.terminal.press("m", "e")
        #expect(program.terminal.waitForText("2/10"), "melon and lemon")
        #expect(program.terminal.screen.contains { $0.contains("melon") })
        #expect(!program.terminal.screen.contains { $0.contains("banana") })
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func enterChoosesTheSelectedRowAndEndsTheRunWithTheQuery() {
        let program = Self.fruitProgram()
        program.terminal.press("b", "e", "r")
        #expect(program.terminal.waitForText("1/10"))
        program.terminal.send(.enter)
        let blackberry = Self.fruits.firstIndex(of: "blackberry")!
        #expect(program.outcome() == .chosen([blackberry], query: SearchQuery(text: "ber")))
        #expect(program.submittedQueries == [SearchQuery(text: "ber")])
        #expect(program.terminal.isClosed)
    }

    @Test func enterTypedRightAfterTheQueryChoosesFromThatQuerysResults() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        // One burst, as a fast typist or a script sends it: no frame shows "melon" before Enter.
        program.terminal.send(.character("m"), .character("e"), .character("l"), .enter)
        #expect(program.outcome() == .chosen([Self.fruits.firstIndex(of: "melon")!], query: SearchQuery(text: "mel")))
    }

    @Test func tabCyclesTheScopesAndTheListAndCountsFollow() throws {
        let json = #"[{"name": "apple", "kind": "fruit"}, {"name": "apricot", "kind": "fruit"}, {"name": "leek", "kind": "vegetable"}]"#
        let dataSet = try DataSetLoader(format: .json, roles: FieldRoleChoices(display: "{name}", scopeField: "kind"))
            .load(bytes: Array(json.utf8), name: "produce.json")
        let session = SearchSession().searchScopes(SearchVocabulary(dataSet: dataSet).scopes, activation: .onSearchPresentation)
        let program = RuntimeHarness(width: 70, session: session) { DataSetSearch(dataSet: dataSet) }
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.press("/")
        #expect(program.terminal.waitForText("[All 3]"), "presenting the search shows the scopes with their counts")
        program.terminal.send(.tab)
        #expect(program.terminal.waitForText("2/3"), "the fruit scope lists the two fruits")
        #expect(!program.terminal.screen.contains { $0.contains("leek") && !$0.contains("vegetable") })
        program.terminal.send(.tab)
        #expect(program.terminal.waitForText("1/3"))
        #expect(program.terminal.screen.contains { $0.contains("leek") })
        program.terminal.send(.enter)
        guard case .chosen(let items, _)? = program.outcome() else {
            Issue.record("the run did not end with a choice")
            return
        }
        #expect(items == [2], "leek, the vegetable scope's only item")
    }

    @Test func downMovesTheSelectionBeforeEnterChooses() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        program.terminal.send(.down, .down, .enter)
        #expect(program.outcome() == .chosen([2], query: SearchQuery()))
    }

    @Test func escWhileSearchingDismissesTheSearchAndTheNextEscLeaves() {
        let program = Self.fruitProgram()
        program.terminal.press("l", "i")
        #expect(program.terminal.waitForText("1/10"))
        program.terminal.send(.escape)
        #expect(program.terminal.waitForText("10/10"), "the search is dismissed and the full list is back")
        program.terminal.send(.escape)
        #expect(program.outcome() == .cancelled)
    }

    @Test func aClickSelectsTheRowUnderTheMouseAndTheWheelScrolls() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        let screen = program.terminal.screen
        let row = screen.firstIndex { $0.contains("cherry") }!
        // The frame after the click shows the selection; Enter then chooses cherry.
        let frames = program.terminal.frameCount
        program.terminal.send(.mouse(MouseEvent(.press, row: row, column: 4)))
        #expect(program.terminal.waitForScreen { _ in program.terminal.frameCount > frames })
        program.terminal.send(.mouse(MouseEvent(.wheelDown, row: row, column: 4)), .enter)
        #expect(program.outcome() == .chosen([Self.fruits.firstIndex(of: "cherry")! + 3], query: SearchQuery()))
    }

    @Test func aResizeRedrawsAtTheNewSize() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        program.terminal.resize(width: 30, height: 6)
        #expect(program.terminal.waitForScreen { _ in program.terminal.lastFrame?.width == 30 && program.terminal.lastFrame?.height == 6 })
        #expect(program.terminal.screen.count == 6)
        program.terminal.resize(width: 0, height: 0)
        program.terminal.resize(width: 50, height: 10)
        #expect(program.terminal.waitForScreen { _ in program.terminal.lastFrame?.width == 50 })
        #expect(program.terminal.waitForText("10/10"))
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func ctrlZSuspendsTheTerminalAndRedrawsInFullAfterwards() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        let invalidated = program.terminal.invalidateCount
        let frames = program.terminal.frameCount
        program.terminal.send(.control("z"))
        #expect(program.terminal.waitForScreen { _ in program.terminal.frameCount > frames })
        #expect(program.terminal.suspendCount == 1)
        #expect(program.terminal.invalidateCount > invalidated)
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func aSignalEndsTheRunInOrder() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        program.mailbox.deliver(signal: SIGTERM)
        #expect(program.outcome() == .signal(SIGTERM))
        #expect(program.terminal.isClosed)
    }

    @Test func theLoopSleepsWhileNothingChanges() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        usleepMilliseconds(50)
        let frames = program.terminal.frameCount
        usleepMilliseconds(400)
        #expect(program.terminal.frameCount == frames, "no frame is drawn while idle")
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func actionsPostedByTheHostDriveTheSession() {
        let program = Self.fruitProgram()
        #expect(program.terminal.waitForText("10/10"))
        program.mailbox.post(.host(.session(.replaceText("an"))))
        #expect(program.terminal.waitForText("2/10"), "banana and mango")
        program.mailbox.post(.host(.session(.dismiss)))
        #expect(program.terminal.waitForText("10/10"))
        program.mailbox.post(.host(.setPlacement(.bottom)))
        program.mailbox.post(.host(.session(.setPresented(true))))
        // The bottom placement draws the field on the last line, below the status line.
        #expect(program.terminal.waitForScreen { lines in lines.last?.hasPrefix("/ Search") == true },
                "\(program.terminal.screen.joined(separator: "\n"))")
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func itemsThatArriveDuringAScanAreMatchedToo() {
        let growth = ScriptedGrowth(lines: (0..<50_000).map { "line \($0)" })
        let program = RuntimeHarness { DataSetSearch(growing: growth, relay: growth.relay) }
        #expect(program.terminal.waitForText("50000/50000"))
        program.terminal.press("l")
        // More items arrive while the scan for "l" may still run; the last one matches too.
        growth.append((50_000..<60_000).map { "line \($0)" } + ["lonely"])
        growth.finish()
        #expect(program.terminal.waitForText("60001/60001"), "every item, including those appended during the scan, is matched")
        program.terminal.press("o", "n")
        // "60001/60001" contains "1/60001": wait for the count to change, not for that text.
        #expect(program.terminal.waitForScreen { screen in !screen.contains { $0.contains("60001/60001") } && screen.contains { $0.contains("1/60001") } })
        #expect(program.terminal.screen.contains { $0.contains("lonely") })
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func theListGrowsAsItemsArriveWhileNothingIsTyped() {
        let growth = ScriptedGrowth(lines: ["first"])
        let program = RuntimeHarness { DataSetSearch(growing: growth, relay: growth.relay) }
        #expect(program.terminal.waitForText("1/1"))
        growth.append(["second", "third"])
        #expect(program.terminal.waitForText("3/3"))
        #expect(program.terminal.screen.contains { $0.contains("third") })
        growth.finish()
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([0], query: SearchQuery()))
    }

    @Test func aFailureOfTheInputEndsTheRunWithItsMessage() {
        let growth = ScriptedGrowth(lines: ["one"])
        let program = RuntimeHarness { DataSetSearch(growing: growth, relay: growth.relay) }
        #expect(program.terminal.waitForText("1/1"))
        growth.finish(failure: LoadError("data.jsonl:3:7: malformed JSON: expected a value"))
        #expect(program.outcome() == .failed("data.jsonl:3:7: malformed JSON: expected a value"))
    }
}
