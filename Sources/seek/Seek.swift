import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Catalog
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

    func execute() -> Int32 {
        if input.samples {
            for sample in BundledSample.all {
                print(sample.name + String(repeating: " ", count: max(1, 11 - sample.name.count)) + sample.summary)
            }
            return ExitStatus.success
        }
        do {
            let source = try DataSource.choose(for: input)
            let environment = ProcessEnvironment.current
            let history = try historyStore(environment: environment)
            // --filter, --select-1 and --exit-0 decide on the whole input; the screen opens at
            // once and shows the input as it arrives.
            let needsWholeInput = search.filter != nil || output.selectOne || output.exitZero || !source.canStream
            let provider = needsWholeInput ? DataSetSearch(dataSet: try source.load(with: input)) : try source.stream(with: input)
            let dataSet = provider.dataSet
            let chosenOutput = ChosenOutput(dataSet: dataSet, options: output)
            try chosenOutput.validate()
            if let field = output.print, !needsWholeInput {
                provider.requirement = { dataSet throws(LoadError) in try ChosenOutput.check(printedField: field, in: dataSet) }
            }
            var setup = SessionSetup(dataSet: dataSet, search: search, display: display,
                                     recentSearches: history?.entries ?? [])
            setup.chosenTokenFields = input.roleChoices.tokenFields ?? []
            if let filter = search.filter.map(QueryArgument.repaired) {
                return FilterRun(query: setup.filterQuery(filter), queryText: filter, dataSet: dataSet, output: chosenOutput).run()
            }
            let session = setup.makeSession(typing: search.query.map(QueryArgument.repaired) ?? "")
            if let early = AutomaticChoice(dataSet: dataSet, query: session.query, output: output).decide() {
                return early
            }
            let options = BrowserOptions(
                title: display.title ?? "seek · \(source.name)",
                allowsMultipleSelection: output.multi,
                hasDetailPane: try source.readsRecords(with: input) || display.placement == .sidebar
            )
            return InteractiveRun(
                provider: provider, session: session, options: options, output: output,
                history: history, usesMouse: !display.noMouse, environment: environment
            ).run()
        } catch {
            StandardStreams.reportError(error.description)
            return ExitStatus.error
        }
    }

    /// The history file: `--history FILE`, else `SEEK_HISTORY`; none with `--no-history`.
    private func historyStore(environment: [String: String]) throws(LoadError) -> HistoryStore? {
        guard !search.noHistory else { return nil }
        guard let path = search.history ?? environment["SEEK_HISTORY"], !path.isEmpty else { return nil }
        let store = HistoryStore(path: path)
        if let problem = store.problem {
            StandardStreams.reportError("ignoring history \(path): \(problem)")
        }
        return store
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
