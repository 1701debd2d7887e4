import Glibc
import SeekRuntime
import SeekToolkit

/// Runs a view whose screen is a ``TextEditor``: the title line (with the toolbar), the text
/// and its find bar, and a line of keys. The editor's state is an ``EditorBuffer``; the views'
/// bindings and the buffer are exchanged after every turn, in both directions, so a `Toggle`
/// bound to `isPresented` shows the bar and Esc in the bar turns the toggle off.
///
/// The loop sleeps in `poll(2)` on the terminal and a ``Wakeup`` (state written on another
/// thread, a signal), as the search runtime does.
final class TextEditorRunner {
    private let graph: ViewGraph
    private var traits: NodeTraits
    private var buffer: EditorBuffer
    /// The text last exchanged: a difference on the views' side is the program's doing.
    private var syncedText: String
    /// Whether the bar showed after the last exchange: a change since is the user's (Ctrl-F, Esc),
    /// while a bar that find-disabled keeps hidden leaves `isPresented` as the program set it.
    private var presentedAfterExchange = false
    private var size = TerminalSize(width: 0, height: 0)

    /// A runner over `graph`, whose root's traits (`traits`) hold an editor.
    init(graph: ViewGraph, traits: NodeTraits) {
        self.graph = graph
        self.traits = traits
        let configuration = traits.editor
        syncedText = configuration?.text.wrappedValue ?? ""
        buffer = EditorBuffer(text: syncedText)
        takeProgramChanges()
    }

    /// Edits until Esc with the find bar closed (or Ctrl-C) ends the run.
    func run<Terminal: TerminalBackend>(on terminal: Terminal, handlesSignals: Bool) throws(SearchableListError) {
        let wakeup = Wakeup()
        if handlesSignals { SignalWakeup.install(writingTo: wakeup) }
        graph.invalidation.onFirstInvalidation { wakeup.wake() }
        defer {
            graph.invalidation.onFirstInvalidation(nil)
            if handlesSignals { SignalWakeup.uninstall() }
        }
        size = terminal.size
        while true {
            draw(on: terminal)
            var descriptors = [pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeup.readDescriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&descriptors, 2, 1_000)
            for byte in wakeup.drain() where byte != 0 {
                let number = Int32(byte)
                if SignalWakeup.endingSignals.contains(number) { throw .signal(number) }
                if SignalWakeup.stoppingSignals.contains(number) {
                    terminal.suspend()
                    terminal.invalidate()
                    size = terminal.size
                }
            }
            // After each key, so that what it did to the views (a toolbar toggle presenting the
            // bar) decides where the next key goes.
            while let event = terminal.nextEvent(timeoutMilliseconds: 0) {
                if !handle(event) { return }
                exchange()
            }
            exchange()
        }
    }

    /// Applies one event; false when it ends the run.
    private func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .resize(let newSize):
            size = newSize
        case .control("c"), .terminalClosed:
            return false
        case .escape where !buffer.navigator.isPresented:
            return false
        case .function(let number):
            pressToolbarItem(number)
        default:
            buffer.handle(event, textHeight: textArea.height)
        }
        return true
    }

    /// F`number` presses the toolbar's item of that number.
    private func pressToolbarItem(_ number: Int) {
        guard let node = traits.toolbar else { return }
        let cells = RowCollector.cells(of: node)
        guard cells.indices.contains(number - 1), let activation = cells[number - 1].activation else { return }
        exchange()
        graph.invalidation.quietly { activation() }
    }

    // MARK: Bindings

    /// Writes the user's edits into the views' bindings, evaluates the views that changed, and
    /// takes the program's writes into the buffer; a write that changes the buffer again (find
    /// disabled hides the bar, so `isPresented` turns false) goes back to the views in the next round.
    private func exchange() {
        for _ in 0..<4 {
            writeUserChanges()
            guard graph.evaluateInvalidated(), let root = graph.root else { return }
            traits = RowCollector.traits(of: root)
            takeProgramChanges()
        }
    }

    /// The buffer's text and presentation, where the user changed them, into the bindings.
    private func writeUserChanges() {
        guard let configuration = traits.editor else { return }
        graph.invalidation.quietly {
            if buffer.text != syncedText {
                syncedText = buffer.text
                if configuration.text.wrappedValue != buffer.text { configuration.text.wrappedValue = buffer.text }
            }
            let presented = buffer.navigator.isPresented
            if let binding = configuration.isPresented, presented != presentedAfterExchange {
                if binding.wrappedValue != presented { binding.wrappedValue = presented }
            }
            presentedAfterExchange = presented
        }
    }

    /// The bindings' values the program changed since the last exchange, into the buffer.
    private func takeProgramChanges() {
        guard let configuration = traits.editor else { return }
        let text = configuration.text.wrappedValue
        if text != syncedText {
            syncedText = text
            buffer.programSetText(text)
        }
        let presented = configuration.isPresented?.wrappedValue
        // Every time, not only on a change: a bar find-disabled kept hidden shows once enabled.
        buffer.programSet(presented: presented, findDisabled: configuration.isFindDisabled,
                          replaceDisabled: configuration.isReplaceDisabled)
        presentedAfterExchange = buffer.navigator.isPresented
    }

    // MARK: Drawing

    /// The rows of the text and its find bar: all but the title line and the keys line.
    private var textArea: Rect {
        Rect(row: 1, column: 0, width: size.width, height: max(0, size.height - 2))
    }

    private func draw<Terminal: TerminalBackend>(on terminal: Terminal) {
        let toolbar = traits.toolbar.map { RowCollector.cells(of: $0).map(\.text) } ?? []
        let frame = EditorFrame(buffer: buffer, title: traits.title ?? "", toolbarItems: toolbar, size: size)
        var grid = Grid(size: size)
        let cursor = frame.render(into: &grid, textArea: textArea)
        terminal.display(grid, cursor: cursor)
    }
}
