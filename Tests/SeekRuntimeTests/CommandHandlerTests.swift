import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import SeekToolkit
import Synchronization
import Testing

/// The loop hands the effects that start commands to the command handler it was given, and
/// drops them without one (a SeekUI list); the handler acts on the run through ``CommandHost``.
@Suite(.waitsOnPrograms) struct CommandHandlerTests {
    static let lines = ["alpha one", "beta two", "gamma three"]

    /// Binds Ctrl-X (types "gam") and Ctrl-E (ends the run), shows a preview of its own, and
    /// records what the loop handed it.
    final class RecordingHandler: CommandHandler, Sendable {
        struct Record {
            var begun = 0
            var ended = 0
            var firedEvents: [BindEvent] = []
            var previewedItems: [Int?] = []
            var pendingOutput: PreviewOutput?
        }

        let record = Mutex(Record())

        func begin(wakingLoop wakeLoop: @escaping @Sendable () -> Void) -> PreviewInputs? {
            record.withLock { $0.begun += 1 }
            return PreviewInputs(query: false, marks: false)
        }

        func keyMap(binding keyMap: KeyMap) -> KeyMap {
            keyMap.removing(keys: [.control("x"), .control("e")])
        }

        func binds(_ key: InputEvent) -> Bool {
            key == .control("x") || key == .control("e")
        }

        func performBinding(of key: InputEvent, in run: inout some CommandHost) {
            if key == .control("x") { run.handle(.user(.type("gam"))) }
            if key == .control("e") { run.end(with: .failed("ended by the handler")) }
        }

        func fire(_ event: BindEvent, in run: inout some CommandHost) {
            record.withLock { $0.firedEvents.append(event) }
        }

        func startPreview(of subject: PreviewSubject, in run: inout some CommandHost) {
            let text = "handler preview of \(subject.item.map { run.provider.content.commandItem(at: $0).text } ?? "nothing")"
            record.withLock {
                $0.previewedItems.append(subject.item)
                $0.pendingOutput = PreviewOutput(item: subject.item, lines: [[ColoredText.Run(text)]], isRunning: false, isNewRun: true)
            }
        }

        func takePreviewOutput() -> PreviewOutput? {
            record.withLock { record in
                defer { record.pendingOutput = nil }
                return record.pendingOutput
            }
        }

        func end() {
            record.withLock { $0.ended += 1 }
        }
    }

    static func program(handler: RecordingHandler?) -> RuntimeHarness {
        let options = BrowserOptions(title: "test", previewWindow: PreviewWindow(position: .right, size: .percent(50)))
        return RuntimeHarness(width: 80, height: 12, options: options, configure: { runtime in
            runtime.commandHandler = handler
        }) {
            DataSetSearch(dataSet: DataSet(name: "lines", items: ItemStore(Self.lines)))
        }
    }

    @Test func theLoopHandsBoundKeysEventsAndThePreviewToItsCommandHandler() {
        let handler = RecordingHandler()
        let program = Self.program(handler: handler)
        #expect(program.terminal.waitForText("handler preview of alpha one"))
        program.terminal.send(.control("x"))
        #expect(program.terminal.waitForText("1/3"), "the bound key's action narrowed the list to gamma")
        #expect(program.terminal.waitForText("handler preview of gamma three"), "the selection moved, so the preview ran again")
        program.terminal.send(.control("e"))
        #expect(program.outcome() == .failed("ended by the handler"))
        let record = handler.record.withLock { $0 }
        #expect(record.begun == 1 && record.ended == 1)
        #expect(record.firedEvents.contains(.start))
        #expect(record.firedEvents.contains(.change), "typing through the handler fires change")
        #expect(record.previewedItems.first == 0)
        #expect(record.previewedItems.last == 2)
    }

    @Test func withoutACommandHandlerBoundKeysAndPreviewsAreDropped() {
        let program = Self.program(handler: nil)
        #expect(program.terminal.waitForText("3/3"))
        // What a bound key would have asked for; with no handler nothing is bound, and the run goes on.
        program.mailbox.post(.user(.boundKey(.control("x"))))
        program.terminal.press("b", "e")
        #expect(program.terminal.waitForText("1/3"))
        #expect(!program.terminal.screen.contains { $0.contains("preview of") })
        program.terminal.send(.enter)
        #expect(program.outcome() == .chosen([1], query: SearchQuery(text: "be")))
    }
}
