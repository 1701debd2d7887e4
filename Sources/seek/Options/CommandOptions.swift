import ArgumentParser

/// Commands run for the items: the preview, key and event bindings, live command search.
struct CommandOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Show CMD's output for the selected item in a pane; {} is the item, {q} the query, {1} a field (see PLACEHOLDERS).", valueName: "CMD"))
    var preview: String?

    @Option(name: .customLong("info-command"), help: ArgumentHelp("With --profile fzf: run CMD whenever the cursor or the counts change and show the first line it prints in place of the counts (FZF_INFO holds them).", valueName: "CMD"))
    var infoCommand: String?

    @Option(name: .customLong("preview-window"), help: ArgumentHelp("The preview pane: right|left|up|down, SIZE or SIZE%, wrap, hidden, border|sharp|noborder|border-line, +N or +{FIELD}-N/N.", valueName: "OPTIONS"))
    var previewWindow: String?

    @Option(help: ArgumentHelp("Bind keys or events to actions, as fzf does: 'ctrl-o:execute(less {}),change:reload(rg {q})' (repeatable).", valueName: "BINDINGS"))
    var bind: [String] = []

    @Option(name: .customLong("toggle-sort"), help: ArgumentHelp("A key that turns ranking on and off (fzf's older spelling of --bind KEY:toggle-sort).", valueName: "KEY"))
    var toggleSort: String?

    @Flag(help: "Do not filter: typing only changes {q} for commands (use with a change:reload binding).")
    var disabled = false

    @Option(help: ArgumentHelp("Live command search: run CMD for the query as it changes and list its output lines (--disabled with start and change bound to reload(CMD)).", valueName: "CMD"))
    var command: String?

    @Option(help: ArgumentHelp("Keys that also choose; the key pressed is printed first (an empty line for Enter). Repeatable: the keys add up.", valueName: "KEYS"))
    var expect: [String] = []
}
