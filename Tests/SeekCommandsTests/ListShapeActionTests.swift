import SeekCatalog
@testable import SeekCommands
import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Testing

/// fzf's actions that change how the list is made rather than what is typed: `toggle-sort`,
/// `change-nth`, `change-with-nth`, `exclude`, `change-header-lines`, `change-pointer`, in whole
/// programs in fzf's face on the in-memory terminal (fzf 0.74.5's `test_core.rb` cases, smaller).
@Suite struct ListShapeActionTests {
    /// A program in fzf's face over `lines`, with `bind`; `shape` adjusts the options, and the
    /// provider reads the lines with `lineFields` and `queryOptions`.
    static func program(
        lines: [String], bind: String, query: String = "", width: Int = 40, height: Int = 10,
        lineFields: LineFields = LineFields(), queryOptions: QueryOptions = QueryOptions(),
        expressions: FieldExpressions = FieldExpressions(),
        shape: @escaping @Sendable (inout BrowserOptions) -> Void = { _ in }
    ) -> RuntimeHarness {
        var options = BrowserOptions(title: "test")
        options.face = .fzf
        // fzf's --reverse: the first row at the top, and Down goes to the next item.
        options.listGrowsUpward = false
        shape(&options)
        var session = SearchSession(placement: .bottom)
        if !query.isEmpty { _ = session.send(.replaceText(query)) }
        return RuntimeHarness(width: width, height: height, session: session, options: options, configure: { runtime in
            let commands = PreviewAndBindingTests.commands()
            try? BindingParser.parse(bind, into: &commands.bindings)
            commands.fieldExpressions = expressions
            runtime.commandHandler = commands
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(lines)), lineFields: lineFields, queryOptions: queryOptions)
        }
    }

    /// Waits for a row that reads `text` (the screen's lines end where their text does, or at
    /// the scroll bar after blanks).
    static func waitForRow(_ text: String, in program: RuntimeHarness) -> Bool {
        program.terminal.waitForScreen(seconds: 10) { lines in
            lines.contains { $0 == text || $0.hasPrefix(text + " ") && $0.dropFirst(text.count).allSatisfy { $0 == " " || $0 == "│" } }
        }
    }

    /// fzf's `test_toggle_sort`: `seq 111 | fzf -m +s --tac --bind ctrl-r:toggle-sort -q11`
    /// lists 111 first under `-S`; Ctrl-R ranks, 11 comes first and the info line says `+S`.
    @Test func toggleSortRanksAnUnsortedListAndTheInfoLineSaysSo() {
        let program = Self.program(lines: (1...111).map(String.init), bind: "ctrl-r:toggle-sort", query: "11",
                                   queryOptions: QueryOptions(ranking: RankingOrder(isSorted: false, isReversed: true))) {
            $0.allowsMultipleSelection = true
            $0.sortsMatches = false
            $0.showsSortIndicator = true
            $0.listsInputReversed = true
        }
        #expect(program.terminal.waitForText("4/111 (0) -S"))
        #expect(Self.waitForRow("> 111", in: program))
        program.terminal.send(.control("r"))
        #expect(program.terminal.waitForText("4/111 (0) +S"))
        #expect(Self.waitForRow("> 11", in: program))
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([10], query: SearchQuery(text: "11")))
    }

    /// fzf's `test_change_pointer` and `test_transform_pointer`: the pointer changes, and one
    /// wider than two columns is refused.
    @Test func changePointerAndTransformPointerReplaceThePointerUpToTwoColumns() {
        let program = Self.program(lines: ["1", "2"], bind: "a:change-pointer(a),b:transform-pointer(echo bb),d:change-pointer(ddd)")
        #expect(program.terminal.waitForText("> 1"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("a 1"))
        program.terminal.send(.character("b"))
        #expect(program.terminal.waitForText("bb 1"))
        program.terminal.send(.character("d"))
        program.terminal.send(.down)
        #expect(program.terminal.waitForText("bb 2"), "ddd was refused")
        #expect(!program.terminal.screen.contains { $0.contains("ddd") })
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    /// fzf's `test_exclude`: the selected item leaves the list (the total stays), the cursor
    /// keeps its row, and an excluded marked item loses its mark.
    @Test func excludeLeavesTheSelectedItemOutAndKeepsTheCursorsRow() {
        let program = Self.program(lines: (1...20).map(String.init), bind: "a:exclude,tab:toggle+down") { $0.allowsMultipleSelection = true }
        #expect(program.terminal.waitForText("20/20 (0)"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("19/20 (0)"))
        #expect(Self.waitForRow("> 2", in: program))
        program.terminal.send(.down, .tab, .tab)
        #expect(program.terminal.waitForText("19/20 (2)"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("18/20 (2)"), "the unmarked 5 under the cursor went")
        #expect(Self.waitForRow("> 6", in: program), "the cursor keeps its row")
        program.terminal.send(.up, .character("a"))
        #expect(program.terminal.waitForText("17/20 (1)"), "the marked 4 went with its mark")
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([2], query: SearchQuery(text: "")))
    }

    /// fzf's `test_exclude_multi`: the marked items leave the list; with none, the selected one.
    @Test func excludeMultiLeavesTheMarkedItemsOut() {
        let program = Self.program(lines: (1...20).map(String.init), bind: "a:exclude-multi,tab:toggle+down") { $0.allowsMultipleSelection = true }
        #expect(program.terminal.waitForText("20/20 (0)"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("19/20 (0)"))
        program.terminal.send(.down, .tab, .tab, .tab)
        #expect(program.terminal.waitForText("19/20 (3)"))
        program.terminal.send(.character("a"))
        #expect(program.terminal.waitForText("16/20 (0)"))
        #expect(Self.waitForRow("> 9", in: program), "the cursor keeps its row: 2, 6, 7, 8, 9")
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    /// fzf's `test_change_nth_unset_default` and `test_change_nth`: `change-nth` cycles through
    /// its field lists, an empty alternative goes back to `--nth`, an empty argument searches
    /// the whole line; commands see the fields as `FZF_NTH`.
    @Test func changeNthCyclesTheSearchedFields() throws {
        let lines = ["foo bar bar", "foo foo bar", "bar bar bar"]
        let program = Self.program(lines: lines, bind: "space:change-nth(2|3|)+transform-prompt(echo \"[$FZF_NTH] \"),x:change-nth()",
                                   query: "foo", lineFields: LineFields(searched: try FieldSelection(parsing: "1", option: "--nth")),
                                   expressions: FieldExpressions(nth: "1"))
        #expect(program.terminal.waitForText("2/3"))
        program.terminal.send(.character(" "))
        #expect(program.terminal.waitForText("[2] foo"))
        #expect(program.terminal.waitForText("1/3"))
        program.terminal.send(.character(" "))
        #expect(program.terminal.waitForText("[3] foo"))
        #expect(program.terminal.waitForText("0/3"))
        program.terminal.send(.character(" "))
        #expect(program.terminal.waitForText("[1] foo"), "an empty alternative goes back to --nth")
        #expect(program.terminal.waitForText("2/3"))
        program.terminal.send(.character("x"))
        program.terminal.send(.character("b"))
        #expect(program.terminal.waitForText("foob"))
        #expect(program.terminal.waitForText("2/3"), "the whole line is searched: foo b…")
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    /// fzf's `test_change_with_nth`, `_search`, `_output` and `_selection`: the fields shown
    /// change and are what is searched, the chosen line is still whole, and a marked item that
    /// no longer matches is unmarked.
    @Test func changeWithNthShowsAndSearchesOtherFieldsAndUnmarksWhatNoLongerMatches() throws {
        let lines = ["one match x", "two miss y", "three match z"]
        let program = Self.program(lines: lines, bind: "ctrl-a:select-all,space:change-with-nth(3|2),ctrl-u:clear-query", query: "match",
                                   lineFields: LineFields(shown: try FieldSelection(parsing: "2", option: "--with-nth")),
                                   expressions: FieldExpressions(withNth: "2")) { $0.allowsMultipleSelection = true }
        #expect(program.terminal.waitForText("2/3 (0)"))
        #expect(!program.terminal.screen.contains { $0.contains("one") }, "only the second field shows")
        program.terminal.send(.control("a"))
        #expect(program.terminal.waitForText("2/3 (2)"))
        program.terminal.send(.character(" "))
        #expect(program.terminal.waitForText("0/3 (0)"), "x and z do not match: their marks go")
        program.terminal.send(.control("u"))
        #expect(program.terminal.waitForText("3/3 (0)"))
        #expect(program.terminal.waitForText("> x"))
        program.terminal.send(.character(" "))
        #expect(program.terminal.waitForText("> match"))
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([0], query: SearchQuery(text: "")), "the whole line is chosen")
    }
}
