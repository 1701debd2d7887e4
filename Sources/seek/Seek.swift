import ArgumentParser
import Glibc
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekToolkit

/// The `seek` command: an interactive search browser for lines, files and data sets.
@main
struct Seek: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seek",
        abstract: "Search a list or a data set interactively, or filter it from the shell.",
        discussion: HelpText.discussion,
        version: "seek \(version)"
    )

    /// seek's version, as `--version` prints it.
    static let version = "0.5.0"

    @OptionGroup(title: "Input")
    var input: InputOptions

    @OptionGroup(title: "Search")
    var search: SearchOptions

    @OptionGroup(title: "Screen")
    var display: DisplayOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Commands")
    var commands: CommandOptions

    @OptionGroup(title: "Shell integration")
    var shell: ShellOptions

    func execute() -> Int32 {
        if shell.man {
            do throws(LoadError) {
                let page = try ManualPage(toolInfo: Seek._dumpHelp(), version: Seek.version)
                return ManualDisplay(page: page).run(environment: ProcessEnvironment.current)
            } catch {
                StandardStreams.reportError(error.description)
                return ExitStatus.error
            }
        }
        if let integration = shell.requested {
            do throws(OutputFailure) {
                try StandardStreams.write(Array(integration.script.utf8))
            } catch {
                StandardStreams.reportError(error.description)
                return ExitStatus.error
            }
            return ExitStatus.success
        }
        if input.samples {
            var listing = ""
            for sample in BundledSample.all {
                listing += sample.name + String(repeating: " ", count: max(1, 11 - sample.name.count)) + sample.summary + "\n"
            }
            do throws(OutputFailure) {
                try StandardStreams.write(Array(listing.utf8))
            } catch {
                StandardStreams.reportError(error.description)
                return ExitStatus.error
            }
            return ExitStatus.success
        }
        do throws(LoadError) {
            if let table = try TableInput.chosen(by: input) {
                return try run(table)
            }
            let environment = ProcessEnvironment.current
            let terminalChoice = try TerminalChoice(display: display, environment: environment)
            var source = try DataSource.choose(
                for: input, environment: environment,
                variablePrefix: DefaultOptions(invocation: CommandLine.arguments.first ?? "seek").prefix)
            // Whichever way seek leaves, SEEK_DEFAULT_COMMAND does not outlive it.
            let defaultCommand = source.defaultCommand
            defer { defaultCommand?.end() }
            var headerLines: [String] = []
            if display.headerLines > 0 {
                (source, headerLines) = try source.takingHeaderLines(display.headerLines, with: input)
            }
            let history = try historyStore(environment: environment)
            // --filter, --select-1 and --exit-0 decide on the whole input, and --sync waits for
            // it; otherwise the screen opens at once and shows the input as it arrives.
            let needsWholeInput = search.filter != nil || output.selectOne || output.exitZero || input.sync || !source.canStream
            let commandSetup = try CommandSetup(options: commands, delimiter: input.delimiter)
            let lineFields = try input.lineFields()
            let readsRecords = try source.readsRecords(with: input)
            if !lineFields.isIdentity && readsRecords {
                throw LoadError("--nth and --with-nth select fields of plain lines; records have --search-fields and --display")
            }
            func chosenOutput(for dataSet: DataSet) throws(LoadError) -> ChosenOutput {
                var chosenOutput = ChosenOutput(dataSet: dataSet, options: output)
                chosenOutput.stripsEscapeSequences = input.ansi
                if let acceptNth = output.acceptNth {
                    chosenOutput.acceptedFields = (try FieldSelection(parsing: acceptNth, option: "--accept-nth"), lineFields.splitter)
                }
                try chosenOutput.validate()
                return chosenOutput
            }
            if let filter = search.filter.map(QueryArgument.repaired),
               let run = try StreamedFilterRun(filter: filter, source: source, input: input, lineFields: lineFields,
                                               output: output, search: search, display: display,
                                               recentSearches: history?.entries ?? []) {
                return try run.run(output: chosenOutput(for:))
            }
            let provider: DataSetSearch
            if CommandSetup.readsNoInput(commands) && search.filter == nil {
                // The command's output is the input; it is read when the run starts.
                provider = DataSetSearch(dataSet: DataSet(name: "command", items: ItemStore()))
            } else {
                provider = needsWholeInput
                    ? DataSetSearch(dataSet: try source.load(with: input), lineFields: lineFields, queryOptions: search.queryOptions)
                    : try source.stream(with: input, lineFields: lineFields, queryOptions: search.queryOptions)
            }
            let dataSet = provider.dataSet
            let chosenOutput = try chosenOutput(for: dataSet)
            if let field = output.print, !needsWholeInput {
                provider.requirement = { dataSet throws(LoadError) in try ChosenOutput.check(printedField: field, in: dataSet) }
            }
            var setup = SessionSetup(dataSet: dataSet, search: search, display: display,
                                     recentSearches: history?.entries ?? [])
            setup.chosenTokenFields = input.roleChoices.tokenFields ?? []
            if let filter = search.filter.map(QueryArgument.repaired) {
                return FilterRun(query: setup.filterQuery(filter), queryText: filter, dataSet: dataSet, output: chosenOutput,
                                 lineFields: lineFields, queryOptions: search.queryOptions).run()
            }
            let session = setup.makeSession(typing: search.query.map(QueryArgument.repaired) ?? "")
            if let early = AutomaticChoice(query: session.query, output: chosenOutput, lineFields: lineFields,
                                           queryOptions: search.queryOptions, expectsKeys: commandSetup.expectsKeys).decide() {
                return early
            }
            let hasRecords = try CommandSetup.readsNoInput(commands) ? false : source.readsRecords(with: input)
            var options = BrowserOptions(
                title: display.title ?? "seek · \(CommandSetup.readsNoInput(commands) ? "command" : source.name)",
                allowsMultipleSelection: output.multi,
                hasDetailPane: hasRecords || display.placement == .sidebar,
                previewWindow: commandSetup.previewWindow
            )
            options.listGrowsUpward = display.layout?.listGrowsUpward ?? false
            options.listsInputReversed = search.tac
            options.cyclesSelection = display.cycle
            options.pointer = display.pointer ?? options.pointer
            options.marker = display.marker ?? options.marker
            options.hasBorder = display.border
            options.prompt = display.prompt
            switch display.info {
            case .default: options.info = .statusLine
            case .inline: options.info = .inline
            case .hidden: options.info = .hidden
            }
            options.header = (display.header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [])
                + headerLines
            return InteractiveRun(
                provider: provider, chosenDataSet: { provider.dataSet }, session: session, options: options, output: output,
                history: history, usesMouse: !display.noMouse, environment: environment,
                commands: commandSetup, acceptedFields: chosenOutput.acceptedFields,
                stripsEscapeSequences: input.ansi, terminalChoice: terminalChoice, defaultCommand: defaultCommand
            ).run()
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
    }

    /// Searches a PostgreSQL table: the same session, screen and output as for a file, with the
    /// server answering the queries.
    private func run(_ table: TableInput) throws(LoadError) -> Int32 {
        let environment = ProcessEnvironment.current
        let terminalChoice = try TerminalChoice(display: display, environment: environment)
        let history = try historyStore(environment: environment)
        let commandSetup = try CommandSetup(options: commands, delimiter: input.delimiter)
        let provider = try table.open(printing: output.print)
        // The combined pattern: cheap suggestions from the server while the search waits for Enter.
        provider.suggestsFromServer = search.suggestAsYouType
        if input.explainIndexes {
            do throws(OutputFailure) {
                try StandardStreams.write(Array((provider.indexStatements.joined(separator: "\n") + "\n").utf8))
            } catch {
                throw LoadError(error.description)
            }
            return ExitStatus.success
        }
        let chosenOutput = ChosenOutput(dataSet: provider.dataSet, options: output)
        try chosenOutput.validate()
        var setup = SessionSetup(dataSet: provider.dataSet, search: search, display: display, recentSearches: history?.entries ?? [])
        setup.chosenTokenFields = input.roleChoices.tokenFields ?? []
        if let filter = search.filter {
            let query = setup.filterQuery(filter)
            let matches = try TableInput.matches(of: query, in: provider)
            let status = FilterRun(query: query, queryText: filter, dataSet: matches, output: ChosenOutput(dataSet: matches, options: output)).run()
            // Without a screen, the server's notices follow the output on standard error, in
            // their visible form as every error line is.
            if let note = provider.notices.note { StandardStreams.reportError(note) }
            return status
        }
        let session = setup.makeSession(typing: search.query ?? "")
        if output.selectOne || output.exitZero {
            let matches = try TableInput.matches(of: session.query, in: provider)
            if let early = AutomaticChoice(query: session.query, output: ChosenOutput(dataSet: matches, options: output),
                                           lineFields: LineFields(), expectsKeys: commandSetup.expectsKeys).decide() {
                return early
            }
        }
        var options = BrowserOptions(
            title: display.title ?? table.title(of: provider),
            allowsMultipleSelection: output.multi,
            hasDetailPane: true,
            previewWindow: commandSetup.previewWindow
        )
        options.prompt = display.prompt
        return InteractiveRun(
            provider: provider, chosenDataSet: { provider.dataSet }, session: session, options: options, output: output,
            history: history, usesMouse: !display.noMouse, environment: environment, commands: commandSetup,
            terminalChoice: terminalChoice
        ).run()
    }

    /// The history file: `--history FILE`, else `SEEK_HISTORY`; none with `--no-history`.
    ///
    /// A file that cannot be used is left as it is: one line says so, and seek runs without
    /// history. A missing folder is an error, since the path is most likely mistyped.
    private func historyStore(environment: [String: String]) throws(LoadError) -> HistoryStore? {
        if let size = search.historySize, size < 1 {
            throw LoadError("--history-size must be at least 1, not \(size)")
        }
        guard !search.noHistory else { return nil }
        guard let path = search.history ?? environment["SEEK_HISTORY"], !path.isEmpty else { return nil }
        do {
            return try HistoryStore(path: path, maximumCount: search.historySize ?? 100, maximumLineCount: search.historySize)
        } catch .missingFolder(let message) {
            throw LoadError(search.history == nil ? "\(message) (SEEK_HISTORY)" : message)
        } catch {
            StandardStreams.reportError(error.description)
            return nil
        }
    }

    /// The parser's message in one line. An unknown option is only named: the parser's guess at
    /// what was meant is often far off (`--header` gave "Did you mean '--read0'?").
    private static func oneLineMessage(for error: any Error) -> String {
        let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
        let unknownOption = "Unknown option '"
        guard message.hasPrefix(unknownOption),
              let end = message.dropFirst(unknownOption.count).firstIndex(of: "'") else { return message }
        return "unknown option '\(message[message.index(message.startIndex, offsetBy: unknownOption.count)..<end])'"
    }

    static func main() {
        StandardStreams.reserveClosedDescriptors()
        do {
            let defaults = try DefaultOptions(invocation: CommandLine.arguments.first ?? "seek").sources(in: ProcessEnvironment.current)
            var ignored: [String] = []
            var command = try parsedCommand(defaults + [Array(CommandLine.arguments.dropFirst())], ignored: &ignored)
            if !ignored.isEmpty {
                // fzf's options that seek does not implement do not stop the run: one line names them.
                StandardStreams.reportError("ignoring fzf options seek does not implement: \(ignored.joined(separator: ", "))")
            }
            if let seek = command as? Seek {
                terminate(seek.execute())
            }
            // --help and --version arrive as commands of their own that end by throwing.
            try command.run()
            terminate(ExitStatus.success)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                terminate(ExitStatus.success)
            }
            StandardStreams.reportError("\(oneLineMessage(for: error)) (see 'seek --help')")
            terminate(ExitStatus.error)
        }
    }
}
