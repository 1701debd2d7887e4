import ArgumentParser

/// What is printed when the browsing ends.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Allow choosing several items: Tab or Ctrl-T marks rows, Enter prints every marked one (+m or --no-multi turns it off, as in fzf).")
    var multi = false

    @Option(name: .customLong("multi-limit"), help: ArgumentHelp("Allow choosing several items, marking at most N (fzf's --multi N).", valueName: "N"))
    var multiLimit: Int?

    @Flag(name: [.customShort("1"), .customLong("select-1")], help: "Choose at once, without a screen, when the initial query leaves exactly one match.")
    var selectOne = false

    @Flag(name: [.customShort("0"), .customLong("exit-0")], help: "Exit at once with status 1, without a screen, when the initial query matches nothing.")
    var exitZero = false

    @Flag(name: .customLong("print-query"), help: "Print the query as the first line of the output.")
    var printQuery = false

    @Option(name: .customLong("accept-nth"), parsing: .unconditional, help: ArgumentHelp("Print only these fields of each chosen plain line (1, -1, 2.., 1,3).", valueName: "FIELDS"))
    var acceptNth: String?

    @Option(help: ArgumentHelp("Print FIELD of each chosen record instead of its row text (a list or an object as JSON).", valueName: "FIELD"))
    var print: String?

    @Flag(help: "Print each chosen record (or --filter match) as one line of JSON, as it was read.")
    var json = false

    @Flag(help: "End each line of output with a NUL byte instead of a newline (for xargs -0).")
    var print0 = false
}
