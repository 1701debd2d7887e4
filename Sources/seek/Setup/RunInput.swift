import SeekCatalog

/// What the command searches, decided once from the input options: a PostgreSQL table that the
/// server searches, or items that seek reads itself (a file, piped input, `SEEK_DEFAULT_COMMAND`'s
/// output, the file walker or a bundled sample: see ``DataSource``). The rest of a run — screen
/// options, keys, session, terminal and output — is built the same way for either
/// (``RunSetup``, ``SearchRun``).
enum RunInput {
    case table(TableInput)
    case items(DataSource)

    /// The input the options name. A table is checked before anything connects: a malformed
    /// name, or an option a table cannot honour (``TableInput/refuseOptionsTablesLack(search:display:input:)``),
    /// is one line.
    static func choose(input: InputOptions, search: SearchOptions, display: DisplayOptions,
                       environment: [String: String], variablePrefix: String) throws(LoadError) -> RunInput {
        if let table = try TableInput.chosen(by: input) {
            try TableInput.refuseOptionsTablesLack(search: search, display: display, input: input)
            return .table(table)
        }
        return .items(try DataSource.choose(for: input, environment: environment, variablePrefix: variablePrefix,
                                            fzfPaths: display.profile == .fzf))
    }
}
