import SeekCatalog
import SeekCommands
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Synchronization
import Testing

/// fzf's `put`, `transform`, `replace-query`, `print-query` and `accept-or-print-query`, in whole
/// programs on the in-memory terminal (the commands are real: `/bin/sh` runs them).
@Suite(.waitsOnPrograms) struct BoundActionProgramTests {
    /// Whether the run's commands ended it with `print-query`, noted as the run finishes.
    final class PrintedQuery: Sendable {
        let value = Mutex<Bool?>(nil)
    }

    /// A program in fzf's face (or `face`) over `PreviewAndBindingTests.lines` with `bind`; `printedQuery`
    /// learns at the end whether `print-query` ended it.
    static func program(bind: String, face: ScreenFace = .fzf, growsUpward: Bool = false,
                        printedQuery: PrintedQuery = PrintedQuery()) -> RuntimeHarness {
        var options = BrowserOptions(title: "test")
        options.face = face
        options.listGrowsUpward = growsUpward
        return RuntimeHarness(width: 80, height: 12, options: options, configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse(bind, into: &commands.bindings)
            runtime.commandHandler = commands
        }, whenFinished: { runtime in
            let ended = (runtime.commandHandler as? SearchCommands)?.endedPrintingQuery
            printedQuery.value.withLock { $0 = ended }
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(PreviewAndBindingTests.lines)))
        }
    }

    @Test func putTypesTheKeysCharacterOrItsArgument() {
        let program = Self.program(bind: "a:put+put,b:put+put(ravo)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("> aa"))
        program.terminal.send(.character("b"))
        #expect(program.terminal.waitForText("> aabravo"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func boundUpGoesUpTheScreenInAListDrawnUpward() {
        let upward = Self.program(bind: "ctrl-k:up+accept", growsUpward: true)
        #expect(upward.terminal.waitForText("3/3"))
        upward.terminal.send(.control("k"))
        #expect(upward.outcome() == .chosen([1], query: SearchQuery(text: "")), "the second item is drawn above the first")
        let downward = Self.program(bind: "ctrl-k:down+accept")
        #expect(downward.terminal.waitForText("3/3"))
        downward.terminal.send(.control("k"))
        #expect(downward.outcome() == .chosen([1], query: SearchQuery(text: "")))
    }

    @Test func transformPerformsTheActionsTheCommandPrints() {
        let program = Self.program(bind: "ctrl-t:transform(echo 'change-prompt(new> )'; echo put:gam)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("t"))
        #expect(program.terminal.waitForText("new> gam"), "both lines' actions ran, the second after the first")
        #expect(program.terminal.waitForText("1/3"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func transformThatPrintsNoActionShowsWhy() {
        // seek's face has the status line that names a failed command.
        let program = Self.program(bind: "ctrl-t:transform(echo no-such-action)", face: .seek)
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("t"))
        #expect(program.terminal.waitForText("unknown action 'no-such-action'"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func replaceQueryPutsTheSelectedItemInTheQuery() {
        let program = Self.program(bind: "ctrl-r:replace-query")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.down)
        program.terminal.send(.control("r"))
        #expect(program.terminal.waitForText("1/3"), "only the item itself matches its text")
        #expect(program.terminal.screen.contains { $0.contains("beta two") })
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func printQueryEndsTheRunWithTheQueryAndNothingChosen() {
        let printedQuery = PrintedQuery()
        let program = Self.program(bind: "ctrl-j:print-query", printedQuery: printedQuery)
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.character("z"))
        program.terminal.send(.control("j"))
        #expect(program.outcome() == .chosen([], query: SearchQuery(text: "z")))
        #expect(printedQuery.value.withLock { $0 } == true)
    }

    @Test func acceptOrPrintQueryChoosesWhenARowMatches() {
        let printedQuery = PrintedQuery()
        let program = Self.program(bind: "ctrl-j:accept-or-print-query", printedQuery: printedQuery)
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("j"))
        #expect(program.outcome() == .chosen([0], query: SearchQuery(text: "")))
        #expect(printedQuery.value.withLock { $0 } == false)
    }

    @Test func acceptOrPrintQueryPrintsTheQueryWhenNothingMatches() {
        let printedQuery = PrintedQuery()
        let program = Self.program(bind: "ctrl-j:accept-or-print-query", printedQuery: printedQuery)
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.character("q"))
        #expect(program.terminal.waitForText("0/3"))
        program.terminal.send(.control("j"))
        #expect(program.outcome() == .chosen([], query: SearchQuery(text: "q")))
        #expect(printedQuery.value.withLock { $0 } == true)
    }
}

/// `search` and `transform-search` in a whole program: the list follows the text searched, the
/// query line keeps what was typed.
@Suite(.waitsOnPrograms) struct SearchActionProgramTests {
    @Test func transformSearchMatchesWhatTheCommandPrints() {
        let program = BoundActionProgramTests.program(bind: "change:transform-search(echo {q} | tr a g)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("1/3"), "'g' matches gamma three alone")
        #expect(program.terminal.screen.contains { $0.hasPrefix("> a") })
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func searchMatchesItsTextUntilTheQueryChanges() {
        let program = BoundActionProgramTests.program(bind: "ctrl-s:search(two)")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("s"))
        #expect(program.terminal.waitForText("1/3"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("3/3"), "every line has an a")
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}
