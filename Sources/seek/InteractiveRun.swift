import Catalog
import NcursesBackend
import SearchModel
import SeekRuntime
import SeekScreen

/// The interactive mode: the library's runtime on the curses terminal, then the chosen items
/// written once the terminal is restored.
struct InteractiveRun {
    var provider: DataSetSearch
    var session: SearchSession
    var options: BrowserOptions
    var output: OutputOptions
    var history: HistoryStore?
    var usesMouse: Bool
    var environment: [String: String]

    func run() -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(environment: environment, usesMouse: usesMouse)
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
        let runtime = SearchRuntime(terminal: terminal, session: session, provider: provider, options: options)
        let recorder = HistoryRecorder(store: history)
        runtime.onSubmit = { recorder.record($0) }
        runtime.afterFrame = { DebugCrashSwitch.fireIfRequested(environment: environment) }
        let outcome = runtime.run()
        terminal.close()
        if let problem = recorder.problem {
            StandardStreams.reportError("history not saved: \(problem)")
        }
        switch outcome {
        case .chosen(let items, let query):
            do throws(OutputFailure) {
                try ChosenOutput(dataSet: provider.dataSet, options: output).write(query: query.description, items: items)
            } catch {
                StandardStreams.reportError(error.description)
                return ExitStatus.error
            }
            return ExitStatus.success
        case .nothingToChoose:
            return ExitStatus.noMatch
        case .cancelled:
            return ExitStatus.cancelled
        case .signal(let number):
            return ExitStatus.signal(number)
        case .failed(let message):
            StandardStreams.reportError(message)
            return ExitStatus.error
        }
    }
}

/// Saves each submitted query to the history file, remembering the last failure to report it
/// after the terminal is restored.
final class HistoryRecorder {
    private var store: HistoryStore?
    private(set) var problem: String?

    init(store: HistoryStore?) {
        self.store = store
    }

    func record(_ query: SearchQuery) {
        guard var history = store, query.hasTerms else { return }
        history.record(query.description)
        do {
            try history.save()
            problem = nil
        } catch {
            problem = error.description
        }
        store = history
    }
}
