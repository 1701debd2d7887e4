import ArgumentParser
import SeekCatalog

/// Where the items come from and what their fields mean.
struct InputOptions: ParsableArguments {
    @Argument(help: "A file to browse: lines, or .json, .jsonl, .csv, .tsv records; or a postgresql:// URL with --table. Without it, seek reads piped standard input, else SEEK_DEFAULT_COMMAND's output, else lists the files below the current folder.")
    var file: String?

    @Option(help: ArgumentHelp("Search TABLE (or a view) of the PostgreSQL database that the input URL names; the server runs the search.", valueName: "TABLE"))
    var table: String?

    @Flag(name: .customLong("explain-indexes"), help: "With --table: print the SQL that creates the indexes the search uses, and exit (seek never runs it).")
    var explainIndexes = false

    @Option(help: ArgumentHelp("With --table: wait until typing pauses for MS milliseconds before sending a query (default: 60).", valueName: "MS"))
    var debounce: Int?

    @Option(name: .customLong("count-limit"), help: ArgumentHelp("With --table: a table of more than N rows is read in key order, each page ranked by seek, instead of ranked by the server, until the count says at most N match: then they are all read and ranked by seek; when more match, the server's best matches replace the first page if it ranks them within --rank-timeout (default: 10000). Counts are not capped by it (see --count-budget).", valueName: "N"))
    var countLimit: Int?

    @Option(name: .customLong("count-budget"), help: ArgumentHelp("With --table: count the matches, each scope's and the table's rows exactly when the server counts them within MS milliseconds; beyond it a count reads N+ for the rows it proved, and the scopes are estimated from the planner's statistics of the scope column (~N) (default: 500).", valueName: "MS"))
    var countBudget: Int?

    @Option(name: .customLong("rank-timeout"), help: ArgumentHelp("With --table: on a table of more than --count-limit rows, when more rows match than that, wait up to MS milliseconds for the server to rank every match and list the best first; beyond it the list stays in the table's order, and the status line says so (default: 500).", valueName: "MS"))
    var rankTimeout: Int?

    @Option(name: .customLong("statement-timeout"), help: ArgumentHelp("With --table: stop any statement after MS milliseconds (default: 10000); never more than the session's own statement_timeout (a role's, the URL's options, PGOPTIONS), which seek keeps when it is lower.", valueName: "MS"))
    var statementTimeout: Int?

    @Option(name: .customLong("mirror-budget"), help: ArgumentHelp("With --table: when the columns seek reads fit MIB mebibytes of memory, read them once in the background and search them in memory as a file is searched (the same matches, order and counts, at a file's speed); the server answers until then, and always for a larger table (default: 512).", valueName: "MIB"))
    var mirrorBudget: Int?

    @Flag(name: .customLong("no-mirror"), help: "With --table: search on the server only; never read the table into memory.")
    var noMirror = false

    @Option(name: .customLong("server-deadline"), help: ArgumentHelp("With --table: give the server up when a statement (or the connection's start, without connect_timeout) has no answer after MS milliseconds, say so, and connect again; 0 waits for ever (default: the statement timeout and 3000).", valueName: "MS"))
    var serverDeadline: Int?

    @Option(name: [.customShort("d"), .long], help: ArgumentHelp("The field delimiter of plain lines for --nth, --with-nth, --accept-nth and {1}-style placeholders: a literal string, or a regular expression when it holds one of \\.+*?()|[]{}^$ (as fzf's; \\t is a tab; default: blanks).", valueName: "TEXT"))
    var delimiter: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Match only these fields of plain lines: 1, -1, 2.., ..3, 1,3 (as fzf's --nth, which seek also takes as -n).", valueName: "FIELDS"))
    var nth: String?

    @Option(name: .customLong("with-nth"), parsing: .unconditional, help: ArgumentHelp("Show (and match) only these fields of plain lines, or a template of them ('{2}: {1}'); the whole line is still printed.", valueName: "FIELDS"))
    var withNth: String?

    @Option(help: ArgumentHelp("What the file walker lists: file, dir, follow, hidden (default: file,follow,hidden).", valueName: "OPTS"))
    var walker: String?

    @Option(name: .customLong("walker-root"), help: ArgumentHelp("The folder the walker starts in (default: the current folder).", valueName: "DIR"))
    var walkerRoot: String?

    @Option(name: .customLong("walker-skip"), help: ArgumentHelp("Folder names the walker does not enter (default: .git,node_modules).", valueName: "A,B"))
    var walkerSkip: String?

    @Option(help: ArgumentHelp("Open the bundled sample NAME (see --samples).", valueName: "NAME"))
    var sample: String?

    @Flag(help: "List the bundled samples and exit.")
    var samples = false

    @Flag(help: "Draw the colours of escape sequences in plain lines, and match, split and print the lines without them (fzf's --ansi); without it they are shown as text.")
    var ansi = false

    @Flag(help: "Read the whole input before the screen opens, then start (fzf's --sync); without it the screen opens at once and lines appear as they are read.")
    var sync = false

    @Option(help: ArgumentHelp("Keep only the last N lines read (fzf's --tail): an endless input such as `yes | seek --tail 1000` takes bounded memory.", valueName: "N"))
    var tail: Int?

    @Option(help: ArgumentHelp("Read the input as FORMAT: lines, json, jsonl, csv or tsv (default: from the file's extension; lines for standard input).", valueName: "FORMAT"))
    var format: String?

    @Flag(help: "Items are separated by NUL bytes instead of newlines (as from `find -print0`).")
    var read0 = false

    @Option(help: ArgumentHelp("The row text: a field name, or a template such as \"{name} ({cuisine})\".", valueName: "FIELD"))
    var display: String?

    @Option(name: .customLong("scope-field"), help: ArgumentHelp("Offer scopes: All plus each value of FIELD, cycled with Tab.", valueName: "FIELD"))
    var scopeField: String?

    @Option(name: .customLong("token-fields"), help: ArgumentHelp("Fields whose FIELD:VALUE terms become tokens and are suggested as you type.", valueName: "A,B"))
    var tokenFields: String?

    @Option(help: ArgumentHelp("Fields shown in the detail pane (default: all).", valueName: "A,B"))
    var detail: String?

    @Option(name: .customLong("search-fields"), help: ArgumentHelp("Fields the query matches (default: the row text).", valueName: "A,B"))
    var searchFields: String?

    func validate() throws {
        if let tail, tail < 1 { throw ValidationError("--tail needs a number of lines above 0") }
    }

    /// How plain lines are shown and searched by fields.
    func lineFields() throws(LoadError) -> LineFields {
        LineFields(
            splitter: try FieldSplitter(delimiterOption: delimiter),
            shown: try withNth.map { text throws(LoadError) in try FieldSelection(parsing: text, option: "--with-nth", allowsTemplate: true) },
            searched: try nth.map { text throws(LoadError) in try FieldSelection(parsing: text, option: "--nth") },
            stripsEscapeSequences: ansi
        )
    }

    /// The field roles the user chose, with nil for each left to the defaults.
    var roleChoices: FieldRoleChoices {
        FieldRoleChoices(
            display: display,
            scopeField: scopeField,
            tokenFields: tokenFields.map(FieldRoleChoices.fieldNames(inList:)),
            detailFields: detail.map(FieldRoleChoices.fieldNames(inList:)),
            searchFields: searchFields.map(FieldRoleChoices.fieldNames(inList:))
        )
    }
}
