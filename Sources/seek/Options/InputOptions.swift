import ArgumentParser
import Catalog

/// Where the items come from and what their fields mean.
struct InputOptions: ParsableArguments {
    @Argument(help: "A file to browse: lines, or .json, .jsonl, .csv, .tsv records; or a postgresql:// URL with --table. Without it, seek reads piped standard input or opens a sample.")
    var file: String?

    @Option(help: ArgumentHelp("Search TABLE (or a view) of the PostgreSQL database that the input URL names; the server runs the search.", valueName: "TABLE"))
    var table: String?

    @Flag(name: .customLong("explain-indexes"), help: "With --table: print the SQL that creates the indexes the search uses, and exit (seek never runs it).")
    var explainIndexes = false

    @Option(help: ArgumentHelp("Open the bundled sample NAME (see --samples).", valueName: "NAME"))
    var sample: String?

    @Flag(help: "List the bundled samples and exit.")
    var samples = false

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
