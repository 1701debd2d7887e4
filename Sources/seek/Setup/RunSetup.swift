import SeekCatalog
import SeekCommands
import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen

/// Everything a run is made of that the command line says, read once whatever the input is
/// (``RunInput``): the terminal and colours, the history, the commands and bindings, the plain
/// lines' fields, the screen's options and the session. A table and a file of the same records
/// thus share every option; the few a table cannot honour are refused before connecting
/// (``TableInput/refuseOptionsTablesLack(search:display:input:)``). ``SearchRun`` runs it.
struct RunSetup {
    var input: InputOptions
    var search: SearchOptions
    var display: DisplayOptions
    var output: OutputOptions
    var commands: CommandOptions
    var environment: [String: String]
    /// What is searched.
    var runInput: RunInput
    /// The backend and the colours (`--height`, `--color`).
    var terminalChoice: TerminalChoice
    var history: HistoryStore?
    /// The preview, the bindings and `--expect`'s keys.
    var commandSetup: CommandSetup
    /// How plain lines are split, shown and searched (`-d`, `--nth`, `--with-nth`).
    var lineFields: LineFields

    /// Reads the options of `command`; a bad one is a one-line error, before anything is read
    /// or connected to.
    init(_ command: Seek, environment: [String: String]) throws(LoadError) {
        input = command.input
        search = command.search
        display = command.display.settlingProfile(invocation: CommandLine.arguments.first ?? "seek")
        output = command.output
        commands = command.commands
        self.environment = environment
        runInput = try RunInput.choose(input: input, search: search, display: display, environment: environment,
                                       variablePrefix: DefaultOptions(invocation: CommandLine.arguments.first ?? "seek").prefix)
        terminalChoice = try TerminalChoice(display: display, environment: environment)
        history = try Self.historyStore(search: search, environment: environment)
        commandSetup = try CommandSetup(options: commands, delimiter: input.delimiter)
        lineFields = try input.lineFields()
        commandSetup.fieldExpressions = FieldExpressions(nth: input.nth, withNth: input.withNth)
    }

    /// How every query is read and its matches ordered (`-e`, `-i`, `+i`, `--literal`,
    /// `--tiebreak`, `--no-sort`, `--tac`), the same for a table as for a file.
    var queryOptions: QueryOptions { search.queryOptions }

    /// The searches remembered, for the session and `--filter`'s query.
    var recentSearches: [String] { history?.entries ?? [] }

    /// The session's setup over `dataSet` (whose fields give the scopes and tokens).
    func sessionSetup(for dataSet: DataSet) -> SessionSetup {
        var setup = SessionSetup(dataSet: dataSet, search: search, display: display, recentSearches: recentSearches)
        setup.chosenTokenFields = input.roleChoices.tokenFields ?? []
        return setup
    }

    /// What is printed of the items chosen from `dataSet`, checked against it.
    func chosenOutput(for dataSet: DataSet) throws(LoadError) -> ChosenOutput {
        var chosenOutput = ChosenOutput(dataSet: dataSet, options: output)
        chosenOutput.stripsEscapeSequences = input.ansi
        if let acceptNth = output.acceptNth {
            chosenOutput.acceptedFields = (try FieldSelection(parsing: acceptNth, option: "--accept-nth", allowsTemplate: true), lineFields.splitter)
        }
        try chosenOutput.validate()
        return chosenOutput
    }

    /// The screen's options: every display option, for any input. `title` is the input's own
    /// unless `--title` says; `headerLines` are `--header-lines`' lines, after `--header`'s.
    func browserOptions(title: String, hasRecords: Bool, headerLines: [String] = []) -> BrowserOptions {
        var options = BrowserOptions(
            title: display.title ?? title,
            allowsMultipleSelection: output.multi || (output.multiLimit ?? 0) > 0,
            hasDetailPane: hasRecords || display.placement == .sidebar,
            previewWindow: commandSetup.previewWindow
        )
        options.listGrowsUpward = display.layout?.listGrowsUpward ?? false
        options.previewWrapSign = commandSetup.previewWrapSign ?? options.previewWrapSign
        options.previewLabel = commandSetup.previewLabel
        options.markLimit = output.multi ? nil : output.multiLimit
        options.listsInputReversed = search.tac
        options.cyclesSelection = display.cycle
        options.tracksSelection = display.track
        options.pointer = display.pointer ?? options.pointer
        options.marker = display.marker ?? options.marker
        options.jumpLabels = display.jumpLabels.map(Array.init) ?? options.jumpLabels
        options.hasBorder = display.border || display.borders.drawsScreenBorder
        options.prompt = display.prompt
        switch display.info.style {
        case .default: options.info = .statusLine
        case .right:
            options.info = .statusLine
            options.infoAlignsRight = true
        case .inline: options.info = .inline
        case .hidden: options.info = .hidden
        case .inlineRight: options.info = .inlineRight
        }
        options.inlineInfoSeparator = display.info.inlineSeparator
        options.infoSeparator = display.infoSeparator
        options.rowWindow = display.rowWindow
        options.sortsMatches = !search.noSort
        options.showsSortIndicator = commandSetup.togglesSort
        options.scrollOff = display.scrollOff ?? (display.profile == .fzf ? 3 : 0)
        options.header = (display.header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [])
            + headerLines
        display.applyFace(to: &options, inputHeaderCount: headerLines.count)
        return options
    }

    /// The interactive run of `session` over `provider`, shown with `options`; `chosenDataSet`
    /// gives the records the chosen indexes refer to once the run is over.
    func interactiveRun(provider: any SearchProvider, chosenDataSet: @escaping () -> DataSet, session: SearchSession,
                        options: BrowserOptions, acceptedFields: (selection: FieldSelection, splitter: FieldSplitter)?,
                        defaultCommand: DefaultCommand?) -> InteractiveRun {
        InteractiveRun(
            provider: provider, chosenDataSet: chosenDataSet, session: session, options: options, output: output,
            history: history, usesMouse: !display.noMouse, environment: environment,
            commands: commandSetup, acceptedFields: acceptedFields,
            stripsEscapeSequences: input.ansi, terminalChoice: terminalChoice, defaultCommand: defaultCommand
        )
    }

    /// The history file: `--history FILE`, else `SEEK_HISTORY`; none with `--no-history`.
    ///
    /// A file that cannot be used is left as it is: one line says so, and seek runs without
    /// history. A missing folder is an error, since the path is most likely mistyped.
    private static func historyStore(search: SearchOptions, environment: [String: String]) throws(LoadError) -> HistoryStore? {
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
}
