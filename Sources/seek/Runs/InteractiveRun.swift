import SeekCatalog
import SeekCommands
import SeekNcurses
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekToolkit

/// The interactive mode: the library's runtime on the terminal (curses, or inline), then the
/// chosen items written once the terminal is restored.
struct InteractiveRun {
    var provider: any SearchProvider
    /// The records the chosen indexes refer to, read once the run is over.
    var chosenDataSet: () -> DataSet
    var session: SearchSession
    var options: BrowserOptions
    var output: OutputOptions
    var history: HistoryStore?
    var usesMouse: Bool
    var environment: [String: String]
    var commands: CommandSetup
    var acceptedFields: (selection: FieldSelection, splitter: FieldSplitter)?
    /// Whether chosen lines are printed without their escape sequences (`--ansi`).
    var stripsEscapeSequences = false
    /// The backend and the colours.
    var terminalChoice = TerminalChoice()
    /// The command whose output is the input (`SEEK_DEFAULT_COMMAND`), ended once the run is
    /// over: before `become` replaces seek, which no later cleanup would outlive.
    var defaultCommand: DefaultCommand?
    /// Whether the run takes the process's signals (SIGINT, SIGTERM, SIGWINCH…): not when a
    /// test runs it on a terminal of its own in its process.
    var handlesSignals = true

    func run() -> Int32 {
        let terminal: any TerminalBackend
        do throws(TerminalError) {
            terminal = try terminalChoice.open(environment: environment, usesMouse: usesMouse)
        } catch {
            // With no terminal at all, seek can still search: say how.
            StandardStreams.reportError(error.isMissingTerminal ? "\(error.description); use --filter to search without one" : error.description)
            return ExitStatus.error
        }
        return run(on: terminal)
    }

    /// The run on `terminal`, whichever backend it is (a test's `TestBackend` too).
    func run(on terminal: some TerminalBackend) -> Int32 {
        var browser = SearchBrowser(session: session, itemCount: 0, size: terminal.size, options: options)
        if !commands.filters { _ = browser.handle(.host(.setFiltering(false))) }
        // On fzf's face Tab marks even without --multi (doing nothing, as fzf's), so that
        // `change-multi` can turn marking on later.
        var keyMap = options.allowsMultipleSelection || options.face == .fzf ? KeyMap.standard.markingWithTab() : .standard
        if options.face == .fzf { keyMap = keyMap.withFzfKeys() }
        // After marking, so that Tab moves down the screen in either layout, as fzf's does.
        if options.listGrowsUpward { keyMap = keyMap.reversingVerticalMoves() }
        if history != nil { keyMap = keyMap.walkingRecentSearches() }
        let runtime = SearchRuntime(terminal: terminal, browser: browser, provider: provider, keyMap: keyMap, theme: terminalChoice.theme)
        let searchCommands = SearchCommands(bindings: commands.bindings, previewCommand: commands.previewCommand,
                                            fieldSplitter: commands.splitter, environment: environment)
        searchCommands.infoCommand = commands.infoCommand
        searchCommands.fileSeparator = output.print0 ? 0 : 0x0A
        searchCommands.fieldExpressions = commands.fieldExpressions
        runtime.commandHandler = searchCommands
        runtime.handlesSignals = handlesSignals
        let recorder = HistoryRecorder(store: history)
        runtime.onSubmit = { recorder.record($0) }
        runtime.afterFrame = { DebugCrashSwitch.fireIfRequested(environment: environment) }
        let outcome = runtime.run()
        terminal.close()
        defaultCommand?.end()
        if let problem = recorder.problem {
            StandardStreams.reportError("history not saved: \(problem)")
        }
        switch outcome {
        case .chosen(_, let query) where searchCommands.endedPrintingQuery:
            // `print-query`: the query alone, whatever --print-query says.
            var queryOnly = output
            queryOnly.printQuery = true
            do throws(OutputFailure) {
                try ChosenOutput(dataSet: chosenDataSet(), options: queryOnly).write(query: query.description, items: [])
            } catch {
                StandardStreams.reportError(error.description)
                return ExitStatus.error
            }
            return ExitStatus.success
        case .chosen(let items, let query):
            let key = commands.expectsKeys ? (searchCommands.endingKey ?? "") : nil
            do throws(OutputFailure) {
                try ChosenOutput(dataSet: chosenDataSet(), options: output, acceptedFields: acceptedFields,
                                 stripsEscapeSequences: stripsEscapeSequences).write(query: query.description, key: key, items: items)
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
        case .become(let program, let arguments):
            let problem = ChildProcess.replaceProcess(program: program, arguments: arguments, environment: environment)
            StandardStreams.reportError(problem.description)
            return ExitStatus.error
        case .failed(let message):
            StandardStreams.reportError(message)
            return ExitStatus.error
        }
    }
}
