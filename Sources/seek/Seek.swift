import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Catalog
import Matching
import SearchModel
import SeekRuntime
import SeekScreen
import SeekToolkit

/// The `seek` command: an interactive search browser for lines, files and data sets.
@main
struct Seek: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seek",
        abstract: "Search a list or a data set interactively, or filter it from the shell.",
        discussion: HelpText.discussion
    )

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

    func execute() -> Int32 {
        if input.samples {
            for sample in BundledSample.all {
                print(sample.name + String(repeating: " ", count: max(1, 11 - sample.name.count)) + sample.summary)
            }
            return ExitStatus.success
        }
        do {
            if let table = try TableInput.chosen(by: input) {
                return try run(table)
            }
            let source = try DataSource.choose(for: input)
            let environment = ProcessEnvironment.current
            let history = try historyStore(environment: environment)
            // --filter, --select-1 and --exit-0 decide on the whole input; the screen opens at
            // once and shows the input as it arrives.
            let needsWholeInput = search.filter != nil || output.selectOne || output.exitZero || !source.canStream
            let commandSetup = try CommandSetup(options: commands)
            let provider: DataSetSearch
            if CommandSetup.readsNoInput(commands) && search.filter == nil {
                // The command's output is the input; it is read when the run starts.
                provider = DataSetSearch(dataSet: DataSet(name: "command", items: ItemStore()))
            } else {
                provider = needsWholeInput ? DataSetSearch(dataSet: try source.load(with: input)) : try source.stream(with: input)
            }
            let dataSet = provider.dataSet
            let chosenOutput = ChosenOutput(dataSet: dataSet, options: output)
            try chosenOutput.validate()
            if let field = output.print, !needsWholeInput {
                provider.requirement = { dataSet throws(LoadError) in try ChosenOutput.check(printedField: field, in: dataSet) }
            }
            var setup = SessionSetup(dataSet: dataSet, search: search, display: display,
                                     recentSearches: history?.entries ?? [])
            setup.chosenTokenFields = input.roleChoices.tokenFields ?? []
            if let filter = search.filter {
                return FilterRun(query: setup.filterQuery(filter), queryText: filter, dataSet: dataSet, output: chosenOutput).run()
            }
            let session = setup.makeSession(typing: search.query ?? "")
            if let early = AutomaticChoice(dataSet: dataSet, query: session.query, output: output).decide() {
                return early
            }
            let hasRecords = try CommandSetup.readsNoInput(commands) ? false : source.readsRecords(with: input)
            let options = BrowserOptions(
                title: display.title ?? "seek · \(CommandSetup.readsNoInput(commands) ? "command" : source.name)",
                allowsMultipleSelection: output.multi,
                hasDetailPane: hasRecords || display.placement == .sidebar,
                previewWindow: commandSetup.previewWindow
            )
            return InteractiveRun(
                provider: provider, chosenDataSet: { provider.dataSet }, session: session, options: options, output: output,
                history: history, usesMouse: !display.noMouse, environment: environment,
                commands: commandSetup
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
        let history = try historyStore(environment: environment)
        let commandSetup = try CommandSetup(options: commands)
        let provider = try table.open()
        if input.explainIndexes {
            print(provider.indexStatements.joined(separator: "\n"))
            return ExitStatus.success
        }
        let chosenOutput = ChosenOutput(dataSet: provider.dataSet, options: output)
        try chosenOutput.validate()
        var setup = SessionSetup(dataSet: provider.dataSet, search: search, display: display, recentSearches: history?.entries ?? [])
        setup.chosenTokenFields = input.roleChoices.tokenFields ?? []
        if let filter = search.filter {
            let query = setup.filterQuery(filter)
            let matches = try TableInput.matches(of: query, in: provider)
            return FilterRun(query: query, queryText: filter, dataSet: matches, output: ChosenOutput(dataSet: matches, options: output)).run()
        }
        let session = setup.makeSession(typing: search.query ?? "")
        if output.selectOne || output.exitZero {
            let matches = try TableInput.matches(of: session.query, in: provider)
            if let early = AutomaticChoice(dataSet: matches, query: session.query, output: output).decide() {
                return early
            }
        }
        let options = BrowserOptions(
            title: display.title ?? "seek · \(table.table)",
            allowsMultipleSelection: output.multi,
            hasDetailPane: true,
            previewWindow: commandSetup.previewWindow
        )
        return InteractiveRun(
            provider: provider, chosenDataSet: { provider.dataSet }, session: session, options: options, output: output,
            history: history, usesMouse: !display.noMouse, environment: environment, commands: commandSetup
        ).run()
    }

    /// The history file: `--history FILE`, else `SEEK_HISTORY`; none with `--no-history`.
    ///
    /// A file that cannot be used is left as it is: one line says so, and seek runs without
    /// history. A missing folder is an error, since the path is most likely mistyped.
    private func historyStore(environment: [String: String]) throws(LoadError) -> HistoryStore? {
        guard !search.noHistory else { return nil }
        guard let path = search.history ?? environment["SEEK_HISTORY"], !path.isEmpty else { return nil }
        do {
            return try HistoryStore(path: path)
        } catch .missingFolder(let message) {
            throw LoadError(search.history == nil ? "\(message) (SEEK_HISTORY)" : message)
        } catch {
            StandardStreams.reportError(error.description)
            return nil
        }
    }

    static func main() {
        StandardStreams.reserveClosedDescriptors()
        do {
            var command = try parseAsRoot()
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
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
            StandardStreams.reportError("\(message) (see 'seek --help')")
            terminate(ExitStatus.error)
        }
    }
}
