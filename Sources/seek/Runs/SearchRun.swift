import SeekCatalog
import SeekMatching
import SeekProviders
import SeekToolkit

/// A search from the command line, start to end: the input is opened (``OpenedInput``), then
/// `--filter` prints its matches, or `-1`/`-0` decide without a screen, or the screen opens —
/// by the same steps, with the same ``RunSetup``, for a table as for items seek reads.
struct SearchRun {
    var setup: RunSetup
    /// The terminal the screen is drawn on instead of the one ``TerminalChoice`` opens, with the
    /// process's signals left alone: a test's `TestBackend`.
    var terminal: (any TerminalBackend)?

    func run() throws(LoadError) -> Int32 {
        switch setup.runInput {
        case .table(let table): return try run(opening: table)
        case .items(let source): return try run(reading: source)
        }
    }

    /// The run once the input is open.
    private func run(_ opened: OpenedInput) throws(LoadError) -> Int32 {
        let sessionSetup = setup.sessionSetup(for: opened.dataSet)
        if let filter = setup.search.filter.map(QueryArgument.repaired) {
            let query = sessionSetup.filterQuery(filter)
            let matches = try opened.candidates(query)
            let status = FilterRun(query: query, queryText: filter, dataSet: matches, output: try setup.chosenOutput(for: matches),
                                   lineFields: setup.lineFields, queryOptions: setup.queryOptions).run()
            // Without a screen, the server's notices follow the output on standard error, in
            // their visible form as every error line is.
            if let note = opened.note() { StandardStreams.reportError(note) }
            return status
        }
        let chosenOutput = try setup.chosenOutput(for: opened.dataSet)
        let session = sessionSetup.makeSession(typing: setup.search.query.map(QueryArgument.repaired) ?? "")
        if setup.output.selectOne || setup.output.exitZero {
            let candidates = try opened.candidates(session.query)
            let decision = AutomaticChoice(query: session.query, output: try setup.chosenOutput(for: candidates), lineFields: setup.lineFields,
                                           queryOptions: setup.queryOptions, expectsKeys: setup.commandSetup.expectsKeys)
            if let early = decision.decide() { return early }
        }
        let options = setup.browserOptions(title: opened.title, hasRecords: opened.hasRecords, headerLines: opened.headerLines)
        var interactive = setup.interactiveRun(provider: opened.provider, chosenDataSet: opened.chosenDataSet, session: session,
                                               options: options, acceptedFields: chosenOutput.acceptedFields,
                                               defaultCommand: opened.defaultCommand)
        guard let terminal else { return interactive.run() }
        interactive.handlesSignals = false
        return interactive.run(on: terminal)
    }

    /// A PostgreSQL table: the server answers the queries; `--explain-indexes` prints the
    /// indexes to make and ends.
    private func run(opening table: TableInput) throws(LoadError) -> Int32 {
        let provider = try table.open(printing: setup.output.print, wholeRows: setup.output.json, queryOptions: setup.queryOptions)
        // The combined pattern: cheap suggestions from the server while the search waits for Enter.
        provider.suggestsFromServer = setup.search.suggestAsYouType
        if setup.input.explainIndexes {
            do throws(OutputFailure) {
                try StandardStreams.write(Array((provider.indexStatements.joined(separator: "\n") + "\n").utf8))
            } catch {
                throw LoadError(error.description)
            }
            return ExitStatus.success
        }
        return try run(OpenedInput(
            provider: provider, chosenDataSet: { provider.dataSet }, dataSet: provider.dataSet, title: table.title(of: provider),
            hasRecords: true,
            candidates: { query throws(LoadError) in try TableInput.matches(of: query, in: provider) },
            note: { provider.notices.note }
        ))
    }

    /// Items seek reads: a file, piped input, `SEEK_DEFAULT_COMMAND`, the file walker or a sample.
    private func run(reading chosen: DataSource) throws(LoadError) -> Int32 {
        let input = setup.input, search = setup.search, output = setup.output, commands = setup.commands
        var source = chosen
        // Whichever way seek leaves, SEEK_DEFAULT_COMMAND does not outlive it.
        let defaultCommand = source.defaultCommand
        defer { defaultCommand?.end() }
        var headerLines: [String] = []
        if setup.display.headerLines > 0 {
            (source, headerLines) = try source.takingHeaderLines(setup.display.headerLines, with: input)
            // As fzf draws them: the fields --with-nth shows, as the rows are.
            headerLines = headerLines.map(setup.lineFields.shownText(of:))
        }
        // --filter, --select-1 and --exit-0 decide on the whole input, and --sync waits for
        // it; otherwise the screen opens at once and shows the input as it arrives.
        let needsWholeInput = search.filter != nil || output.selectOne || output.exitZero || input.sync || !source.canStream
        let readsRecords = try source.readsRecords(with: input)
        if !setup.lineFields.isIdentity && readsRecords {
            throw LoadError("--nth and --with-nth select fields of plain lines; records have --search-fields and --display")
        }
        if let filter = search.filter.map(QueryArgument.repaired),
           let run = try StreamedFilterRun(filter: filter, source: source, input: input, lineFields: setup.lineFields,
                                           output: output, search: search, display: setup.display,
                                           recentSearches: setup.recentSearches) {
            return try run.run(output: setup.chosenOutput(for:))
        }
        let provider: DataSetSearch
        if CommandSetup.readsNoInput(commands) && search.filter == nil {
            // The command's output is the input; it is read when the run starts.
            provider = DataSetSearch(dataSet: DataSet(name: "command", items: ItemStore()))
        } else {
            provider = needsWholeInput
                ? DataSetSearch(dataSet: try source.load(with: input), lineFields: setup.lineFields, queryOptions: setup.queryOptions)
                : try source.stream(with: input, lineFields: setup.lineFields, queryOptions: setup.queryOptions)
        }
        if let field = output.print, !needsWholeInput {
            provider.requirement = { dataSet throws(LoadError) in try ChosenOutput.check(printedField: field, in: dataSet) }
        }
        let readsNoInput = CommandSetup.readsNoInput(commands)
        return try run(OpenedInput(
            provider: provider, chosenDataSet: { provider.dataSet }, dataSet: provider.dataSet,
            title: "seek · \(readsNoInput ? "command" : source.name)", hasRecords: !readsNoInput && readsRecords,
            headerLines: headerLines, defaultCommand: defaultCommand,
            candidates: { _ in provider.dataSet }
        ))
    }
}
