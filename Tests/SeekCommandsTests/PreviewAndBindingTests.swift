import SeekCatalog
import SeekCommands
import SeekMatching
import SeekModel
import SeekProviders
import SeekTestSupport
import SeekRuntime
import SeekScreen
import SeekToolkit
import Testing
import Glibc
import Synchronization

/// The preview pane, bound keys and events, and the commands they run, in whole programs on the
/// in-memory terminal (the commands are real: `/bin/sh` runs them).
@Suite(.waitsOnPrograms) struct PreviewAndBindingTests {
    static let lines = ["alpha one", "beta two", "gamma three"]

    static func program(
        lines: [String] = lines,
        preview: String? = nil,
        window: PreviewWindow = PreviewWindow(position: .right, size: .percent(50)),
        bind: String? = nil,
        multi: Bool = false,
        filters: Bool = true
    ) -> RuntimeHarness {
        let options = BrowserOptions(title: "test", allowsMultipleSelection: multi, previewWindow: preview == nil ? nil : window)
        return RuntimeHarness(width: 80, height: 12, options: options, configure: { runtime in
            let commands = commands(preview: preview)
            if let bind { try? BindingParser.parse(bind, into: &commands.bindings) }
            runtime.commandHandler = commands
            if !filters { runtime.mailbox.post(.host(.setFiltering(false))) }
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(lines)))
        }
    }

    /// Commands as the seek command sets them up, written for sh whatever shell the person
    /// running the tests uses, and with no terminal for `execute`.
    static func commands(preview: String? = nil) -> SearchCommands {
        var environment = ProcessEnvironment.current
        environment["SHELL"] = "/bin/sh"
        let commands = SearchCommands(previewCommand: preview.map(CommandTemplate.init), environment: environment)
        commands.commandTerminalPath = "/dev/null"
        return commands
    }

    static func temporaryPath(_ name: String) -> String {
        "/tmp/seek-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    @Test func thePreviewShowsTheSelectedItemsOutputAndFollowsTheSelection() {
        let program = Self.program(preview: "echo preview of {} ; echo second line")
        #expect(program.terminal.waitForText("preview of alpha one"))
        #expect(program.terminal.waitForText("second line"))
        program.terminal.send(.down)
        #expect(program.terminal.waitForText("preview of beta two"))
        #expect(!program.terminal.screen.contains { $0.contains("preview of alpha one") })
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    @Test func movingOnKillsAPreviewStillRunning() throws {
        let marker = Self.temporaryPath("slow-preview")
        // The first item's preview writes its process id and sleeps; moving on must kill it.
        let program = Self.program(preview: "if [ {n} = 0 ]; then echo $$ > \(marker); exec sleep 10; else echo quick {n}; fi")
        var pid: pid_t = 0
        for _ in 0..<200 {
            if let text = try? String(contentsOfPath: marker), let value = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                pid = value
                break
            }
            usleepMilliseconds(10)
        }
        defer { unlink(marker) }
        #expect(pid > 0, "the slow preview started")
        program.terminal.send(.down)
        #expect(program.terminal.waitForText("quick 1"), "the next preview shows at once")
        var gone = false
        for _ in 0..<200 where !gone {
            gone = kill(pid, 0) != 0
            if !gone { usleepMilliseconds(10) }
        }
        #expect(gone, "the sleeping preview was killed")
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func colouredPreviewOutputIsDrawnInColourAndScrolls() {
        let program = Self.program(preview: "printf '\\033[31mred line\\033[0m\\n'; seq 2 100", bind: "ctrl-j:preview-down,ctrl-k:preview-up")
        #expect(program.terminal.waitForText("red line"))
        let frame = program.terminal.lastFrame!
        let row = frame.lines.firstIndex { $0.contains("red line") }!
        let line = frame.lines[row]
        let column = line.distance(from: line.startIndex, to: line.firstRange(of: "red line")!.lowerBound)
        #expect(frame[row, column].style.foreground == .red)
        #expect(program.terminal.waitForText("1/100"), "the top border shows the position once all lines are in")
        program.terminal.send(.control("j"))
        let scrolled = program.terminal.waitForScreen { !$0.contains { $0.contains("red line") } }
        #expect(scrolled, "scrolled down one line")
        if !scrolled { print(program.terminal.screen.joined(separator: "\n")) }
        program.terminal.send(.control("k"))
        #expect(program.terminal.waitForText("red line"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func togglePreviewHidesAndShowsThePane() {
        let program = Self.program(preview: "echo shown {}", bind: "ctrl-p:toggle-preview")
        #expect(program.terminal.waitForText("shown alpha one"))
        program.terminal.send(.control("p"))
        #expect(program.terminal.waitForScreen { !$0.contains { $0.contains("shown alpha") } })
        program.terminal.send(.control("p"))
        #expect(program.terminal.waitForText("shown alpha one"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func findBoundToCtrlFSearchesThePreviewAndFollowsTheSelection() {
        let program = Self.program(preview: "echo {} ; echo {} again", bind: "ctrl-f:find")
        #expect(program.terminal.waitForText("alpha one again"))
        program.terminal.send(.control("f"), .character("e"))
        // "alpha one" twice: two e's, the first current.
        #expect(program.terminal.waitForText("1 of 2"))
        program.terminal.send(.enter)
        #expect(program.terminal.waitForText("2 of 2"))
        // PgDn moves the list to "gamma three": its output is searched from its first match.
        program.terminal.send(.pageDown)
        #expect(program.terminal.waitForText("gamma three again"))
        #expect(program.terminal.waitForText("1 of 4"))
        program.terminal.send(.escape)
        #expect(program.terminal.waitForScreen { !$0.contains { $0.contains("1 of 4") } }, "Esc closed find only")
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([2], query: SearchQuery()), "the query was never typed into")
    }

    @Test func executeHandsTheTerminalToTheCommandAndRedrawsAfter() throws {
        let output = Self.temporaryPath("execute")
        defer { unlink(output) }
        let program = Self.program(bind: "ctrl-o:execute(printf %s {} > \(output))")
        #expect(program.terminal.waitForText("3/3"))
        let frames = program.terminal.frameCount
        program.terminal.send(.down, .control("o"))
        #expect(program.terminal.waitForScreen { _ in program.terminal.frameCount > frames && program.terminal.outsideScreenCount == 1 })
        #expect(try String(contentsOfPath: output) == "beta two")
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled, "the run goes on after the command")
    }

    @Test func becomeEndsTheRunWithTheCommandToReplaceIt() {
        let program = Self.program(bind: "enter:become(vim {})")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.down, .enter)
        #expect(program.outcome() == .become(program: "/bin/sh", arguments: [Array("sh".utf8), Array("-c".utf8), Array("vim 'beta two'".utf8)]))
    }

    @Test func expectRemembersWhichKeyChose() {
        let endingKey = Mutex<String?>(nil)
        let program = RuntimeHarness(configure: { runtime in
            let commands = Self.commands()
            commands.bindings.keys[.control("v")] = [.chooseByKey("ctrl-v")]
            runtime.commandHandler = commands
        }, whenFinished: { runtime in
            endingKey.withLock { $0 = (runtime.commandHandler as? SearchCommands)?.endingKey }
        }) { DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(Self.lines))) }
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("v"))
        #expect(program.outcome() == .chosen([0], query: SearchQuery()))
        #expect(endingKey.withLock { $0 } == "ctrl-v")
    }

    @Test func reloadReplacesTheListWithTheCommandsOutput() {
        let program = Self.program(bind: "ctrl-r:reload(printf 'new one\\nnew two\\n')")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.control("r"))
        #expect(program.terminal.waitForText("2/2"))
        #expect(program.terminal.screen.contains { $0.contains("new two") })
        #expect(!program.terminal.screen.contains { $0.contains("alpha") })
        program.terminal.press("two")
        #expect(program.terminal.waitForText("1/2"))
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([1], query: SearchQuery(text: "two")))
    }

    @Test func liveCommandSearchRunsTheCommandForTheQueryAsItChanges() {
        let program = Self.program(bind: "start:reload(echo result for {q}),change:reload(echo result for {q}; echo another {q})", filters: false)
        #expect(program.terminal.waitForText("result for"))
        program.terminal.press("abc")
        #expect(program.terminal.waitForText("another abc"))
        #expect(program.terminal.waitForText("2/2"), "unfiltered: both lines of the command are listed")
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([0], query: SearchQuery(text: "abc")))
    }

    @Test func toggleAllAndSelectAllMarkTheListedRows() {
        let program = Self.program(bind: "ctrl-a:select-all,ctrl-t:toggle-all,ctrl-d:deselect-all", multi: true)
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.press("a")  // alpha, beta, gamma all contain an a
        program.terminal.send(.control("a"))
        program.terminal.send(.enter)
        guard case .chosen(let items, _)? = program.outcome() else {
            Issue.record("nothing chosen")
            return
        }
        #expect(Set(items) == [0, 1, 2])
    }

    @Test func eventsRunTheirActions() {
        let program = Self.program(bind: "start:change-query(gam),result:last")
        #expect(program.terminal.waitForText("1/3"), "start typed the query")
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([2], query: SearchQuery(text: "gam")))
    }

    @Test func focusLoadAndZeroEventsFire() throws {
        let log = Self.temporaryPath("events")
        defer { unlink(log) }
        let program = Self.program(bind: "load:execute-silent(echo load >> \(log)),focus:execute-silent(echo focus {} >> \(log)),zero:execute-silent(echo zero >> \(log))")
        #expect(program.terminal.waitForText("3/3"))
        program.terminal.send(.down)
        program.terminal.press("zzz")
        #expect(program.terminal.waitForText("0/3"))
        var text = ""
        for _ in 0..<100 where !text.contains("zero") {
            text = (try? String(contentsOfPath: log)) ?? ""
            usleepMilliseconds(10)
        }
        #expect(text.contains("load"))
        #expect(text.contains("focus 'beta two'") || text.contains("focus beta two"))
        #expect(text.contains("zero"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }

    @Test func theHelpLineNamesTheBoundKeys() {
        let program = Self.program(bind: "enter:execute(true),ctrl-o:toggle-preview")
        #expect(program.terminal.waitForText("3/3"))
        let status = program.terminal.screen.last { $0.contains("3/3") } ?? ""
        #expect(status.contains("enter execute"))
        #expect(!status.contains("enter choose"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
    }
}

extension String {
    /// The contents of a small text file, or nil.
    init?(contentsOfPath path: String) throws {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
        self = String(decoding: bytes, as: UTF8.self)
    }

    func trimmingCharacters(in set: Set<Character>) -> String {
        var view = Substring(self)
        while let first = view.first, set.contains(first) { view = view.dropFirst() }
        while let last = view.last, set.contains(last) { view = view.dropLast() }
        return String(view)
    }
}

extension Set where Element == Character {
    static let whitespacesAndNewlines: Set<Character> = [" ", "\n", "\t", "\r"]
}

/// fzf's `--preview-window +N`: the pane opens at line N (fzf 0.74 shows `123` and `123/1000` first).
@Suite(.waitsOnPrograms) struct PreviewScrollOffsetTests {
    @Test func aConstantOffsetOpensThePaneAtThatLine() {
        let window = PreviewWindow(position: .right, size: .percent(50), offset: PreviewWindow.Offset(constant: 123))
        let program = PreviewAndBindingTests.program(preview: "seq 1000", window: window)
        #expect(program.terminal.waitForText("123/1000"), "the position counts from the offset line")
        #expect(program.terminal.screen.contains { $0.contains("│ 124 ") }, "the next line follows")
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }

    /// fzf's `--preview-window 0`: no pane, but the command runs for each item all the same.
    @Test func aPaneOfNoSizeStillRunsItsCommand() {
        let path = PreviewAndBindingTests.temporaryPath("zero-pane")
        defer { unlink(path) }
        let window = PreviewWindow(position: .right, size: .cells(0))
        let program = PreviewAndBindingTests.program(preview: "echo {} >> \(path)", window: window)
        #expect(program.terminal.waitForText("alpha one"))
        var written = ""
        for _ in 0..<200 where !written.contains("alpha one") {
            usleep(10_000)
            written = (try? String(contentsOfPath: path)) ?? ""
        }
        #expect(written.contains("alpha one"), "the command ran for the selected item")
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }
}

/// fzf runs the preview again after `reload`: the item under the cursor is a new one, even when
/// it sits where the old one did (fzf 0.74: `seq 3 | fzf --preview 'echo pv {}'
/// --bind 'ctrl-r:reload(seq 11 13)'` shows `pv 11` after Ctrl-R).
@Suite(.waitsOnPrograms) struct PreviewAfterReloadTests {
    @Test func thePreviewFollowsTheReloadedList() {
        let program = PreviewAndBindingTests.program(preview: "echo pv {}", bind: "ctrl-r:reload(printf 'new one\\nnew two\\n')")
        #expect(program.terminal.waitForText("pv alpha one"))
        program.terminal.send(.control("r"))
        #expect(program.terminal.waitForText("pv new one"), "the preview ran for the reloaded first row")
        #expect(!program.terminal.screen.contains { $0.contains("pv alpha one") })
        program.terminal.send(.control("c"))
        #expect(program.outcome() == .cancelled)
    }
}
