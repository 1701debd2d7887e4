import Catalog
import Matching
import NcursesBackend
import SearchModel
import TerminalUI

/// The interactive loop: key → browser update → effects → render → terminal, until the user
/// chooses or leaves. Matching runs on a background worker and input may still be arriving; the
/// loop polls both between keys, so typing never waits for a scan.
struct InteractiveRun {
    var dataSet: DataSet
    var streaming: StreamingInput?
    var session: SearchSession
    var options: BrowserOptions
    var output: ChosenOutput
    var history: HistoryStore?
    var usesMouse: Bool
    var environment: [String: String]

    /// How the run ended, decided before the terminal is restored.
    enum Ending {
        case chosen([Int], query: String)
        case nothingToChoose
        case cancelled
        case failed(LoadError)
        case signal(Int32)
    }

    func run() -> Int32 {
        let signals = SignalWatcher()
        defer { signals.stop() }
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(environment: environment, usesMouse: usesMouse)
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        var state = LoopState(dataSet: dataSet, history: history)
        let ending = loop(on: terminal, signals: signals, state: &state)
        terminal.close()
        if let problem = state.historyProblem {
            StandardStreams.reportError("history not saved: \(problem)")
        }
        switch ending {
        case .chosen(let indexes, let query):
            ChosenOutput(dataSet: state.content.dataSet, options: output.options).write(query: query, items: indexes)
            return ExitStatus.success
        case .nothingToChoose:
            return ExitStatus.noMatch
        case .cancelled:
            return ExitStatus.cancelled
        case .failed(let error):
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        case .signal(let number):
            return ExitStatus.signal(number)
        }
    }

    /// What the loop keeps between iterations besides the browser.
    struct LoopState {
        var content: DataSetContent
        var history: HistoryStore?
        var historyProblem: String?

        init(dataSet: DataSet, history: HistoryStore?) {
            content = DataSetContent(dataSet: dataSet)
            self.history = history
        }
    }

    private func loop(on terminal: NcursesTerminal, signals: SignalWatcher, state: inout LoopState) -> Ending {
        let shaping = ResultShaping(dataSet: dataSet)
        let worker = MatchWorker(engine: MatchEngine(store: dataSet.searchText ?? dataSet.items))
        let screen = SearchScreen(content: state.content)
        let keyMap = KeyMap.standard
        var browser = SearchBrowser(session: session, itemCount: dataSet.items.count, size: terminal.size, options: options)
        var pending = browser.startingEffects()
        if pending.isEmpty && !browser.session.scopes.isEmpty {
            // Nothing to narrow yet, but the scope bar wants its counts.
            pending = [.match(browser.session.query, generation: browser.session.generation)]
        }
        var requested: [Int: SearchQuery] = [:]
        var readingDone = streaming == nil
        var lastFrame: ScreenFrame?
        var needsDrawing = true
        while true {
            while !pending.isEmpty {
                let effect = pending.removeFirst()
                switch effect {
                case .match(let query, let generation):
                    requested[generation] = query
                    worker.request(shaping.engineText(for: query), generation: generation)
                case .submit(let query):
                    record(query, in: &state)
                case .suggest:
                    break
                case .suspend:
                    terminal.suspend()
                    pending += browser.handle(.resize(terminal.size))
                    needsDrawing = true
                case .finish(let outcome):
                    switch outcome {
                    case .chosen(let items): return .chosen(items, query: browser.session.query.description)
                    case .nothingToChoose: return .nothingToChoose
                    case .cancelled: return .cancelled
                    }
                }
            }
            if let number = signals.receivedSignal {
                return .signal(number)
            }
            if !readingDone, let streaming {
                let progress = streaming.progress()
                if let failure = progress.failure { return .failed(failure) }
                if progress.items.count != state.content.dataSet.items.count {
                    state.content.update(items: progress.items)
                    worker.replaceStore(with: progress.items)
                    // The query on screen runs again over the longer input.
                    let current = browser.session.matchedQuery
                    if shaping.hasConditions(current) || current.hasTerms {
                        worker.request(shaping.engineText(for: current), generation: browser.session.displayedGeneration)
                        requested[browser.session.displayedGeneration] = current
                    }
                    needsDrawing = true
                }
                readingDone = progress.isFinished
            }
            if let snapshot = worker.takeSnapshot() {
                let query = requested[snapshot.generation] ?? browser.session.query
                requested = requested.filter { $0.key >= snapshot.generation }
                let shaped = shaping.shape(snapshot, for: query, scopes: browser.session.scopes)
                pending += browser.handle(.matchesArrived(shaped.snapshot, scopeCounts: shaped.scopeCounts))
                pending += browser.handle(.offerSuggestions(titleSuggestions(for: browser, content: state.content)))
                needsDrawing = true
            }
            let busy = worker.isBusy || !readingDone
            let itemCount = state.content.dataSet.items.count
            if busy != browser.isBusy || busy || itemCount != browser.results.totalCount {
                pending += browser.handle(.progress(isBusy: busy, totalCount: itemCount))
                needsDrawing = true
            }
            if needsDrawing {
                let frame = screen.render(browser)
                terminal.display(frame.grid, cursor: frame.cursor)
                lastFrame = frame
                needsDrawing = false
                DebugCrashSwitch.fireIfRequested(environment: environment)
            }
            let timeout = busy ? 30 : 200
            guard let event = terminal.nextEvent(timeoutMilliseconds: timeout) else { continue }
            if case .mouse(let mouse) = event {
                if let action = action(for: mouse, in: lastFrame) {
                    pending += browser.handle(action)
                    needsDrawing = true
                }
                continue
            }
            if let action = keyMap.action(for: event) {
                pending += browser.handle(action)
                needsDrawing = true
            }
        }
    }

    /// A click on a hit region, or a wheel turn over anything.
    private func action(for mouse: MouseEvent, in frame: ScreenFrame?) -> BrowserAction? {
        switch mouse.kind {
        case .wheelUp: return .scroll(-3)
        case .wheelDown: return .scroll(3)
        case .press: return frame?.target(atRow: mouse.row, column: mouse.column).map(BrowserAction.click)
        }
    }

    /// While typing in a structured data set, words of the best rows that complete the word
    /// being typed are offered as suggestions.
    private func titleSuggestions(for browser: SearchBrowser, content: DataSetContent) -> [SearchSuggestion] {
        guard !content.dataSet.records.isEmpty else { return [] }
        // A row's start is enough for its words and keeps a huge item out of the menu.
        return WordCompletions.suggestions(for: browser.session.text, results: browser.results) {
            content.text(ofItem: $0, fittingColumns: 1_024)
        }
    }

    private func record(_ query: SearchQuery, in state: inout LoopState) {
        guard var history = state.history, query.hasTerms else { return }
        history.record(query.description)
        do {
            try history.save()
            state.historyProblem = nil
        } catch {
            state.historyProblem = error.description
        }
        state.history = history
    }
}
