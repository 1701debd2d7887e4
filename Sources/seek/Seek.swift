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
            let streams = search.filter == nil && !output.selectOne && !output.exitZero && source.streamsLines(with: input)
            let provider: DataSetSearch
            let dataSet: DataSet
            if streams {
                let relay = ChangeRelay()
                provider = DataSetSearch(growing: try startStreaming(source, relay: relay), relay: relay)
                dataSet = provider.dataSet
            } else {
                dataSet = try source.load(with: input)
                provider = DataSetSearch(dataSet: dataSet)
            }
            let chosenOutput = ChosenOutput(dataSet: dataSet, options: output)
            try chosenOutput.validate()
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
            let options = BrowserOptions(
                title: display.title ?? "seek · \(source.name)",
                allowsMultipleSelection: output.multi,
                hasDetailPane: !dataSet.records.isEmpty || display.placement == .sidebar
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

    private func startStreaming(_ source: DataSource, relay: ChangeRelay) throws(LoadError) -> StreamingInput {
        let separator: UInt8 = input.read0 ? 0 : 0x0A
        switch source {
        case .file(let path):
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw LoadError("cannot open \(path): \(String(cString: strerror(errno)).lowercased())")
            }
            // A directory opens fine and fails only on the first read: say so before the screen is up.
            var status = stat()
            if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
                close(descriptor)
                throw LoadError("cannot read \(path): is a directory")
            }
            return StreamingInput(descriptor: descriptor, name: path, separator: separator, relay: relay)
        default:
            return StreamingInput(descriptor: 0, name: "standard input", separator: separator, relay: relay)
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
