import Catalog
import Matching
import NcursesBackend
import SearchModel
import TerminalUI

/// The interactive loop: key → browser update → effects → render → terminal, until the user
/// chooses or leaves. Matching runs on a background worker; the loop polls for its results
/// between keys so that typing never waits for a scan.
struct InteractiveRun {
    var dataSet: DataSet
    var initialQuery: String?
    var environment: [String: String]

    /// How the run ended, decided before the terminal is restored.
    enum Ending {
        case chosen([Int])
        case nothingToChoose
        case cancelled
        case signal(Int32)
    }

    func run() -> Int32 {
        let signals = SignalWatcher()
        defer { signals.stop() }
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(environment: environment)
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        let ending = loop(on: terminal, signals: signals)
        terminal.close()
        switch ending {
        case .chosen(let indexes):
            var output = StandardStreams()
            for index in indexes {
                output.writeLine(dataSet.items.bytes(at: index))
            }
            output.flush()
            return ExitStatus.success
        case .nothingToChoose:
            return ExitStatus.noMatch
        case .cancelled:
            return ExitStatus.cancelled
        case .signal(let number):
            return ExitStatus.signal(number)
        }
    }

    private func loop(on terminal: NcursesTerminal, signals: SignalWatcher) -> Ending {
        let worker = MatchWorker(engine: MatchEngine(store: dataSet.items))
        let screen = SearchScreen(items: dataSet.items)
        let keyMap = KeyMap.standard
        let session = SearchSession(text: initialQuery ?? "")
        var browser = SearchBrowser(
            session: session,
            itemCount: dataSet.items.count,
            size: terminal.size,
            title: "seek · \(dataSet.name)"
        )
        var pending = browser.startingEffects()
        var needsDrawing = true
        while true {
            while !pending.isEmpty {
                let effect = pending.removeFirst()
                switch effect {
                case .match(let query, let generation):
                    worker.request(query.text, generation: generation)
                case .submit:
                    break
                case .suspend:
                    terminal.suspend()
                    pending += browser.handle(.resize(terminal.size))
                    needsDrawing = true
                case .finish(let outcome):
                    switch outcome {
                    case .chosen(let items): return .chosen(items)
                    case .nothingToChoose: return .nothingToChoose
                    case .cancelled: return .cancelled
                    }
                }
            }
            if let number = signals.receivedSignal {
                return .signal(number)
            }
            if let snapshot = worker.takeSnapshot() {
                pending += browser.handle(.matchesArrived(snapshot))
                needsDrawing = true
            }
            if needsDrawing {
                let frame = screen.render(browser)
                terminal.display(frame.grid, cursor: frame.cursor)
                needsDrawing = false
            }
            let timeout = worker.isBusy ? 10 : 100
            guard let event = terminal.nextEvent(timeoutMilliseconds: timeout) else { continue }
            if let action = keyMap.action(for: event) {
                pending += browser.handle(action)
                needsDrawing = true
            }
        }
    }
}
