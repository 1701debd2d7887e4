import ArgumentParser

/// Commands run for the items: the preview, key and event bindings, live command search.
struct CommandOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Show CMD's output for the selected item in a pane; {} is the item, {q} the query, {1} a field (see PLACEHOLDERS).", valueName: "CMD"))
    var preview: String?

    @Option(name: .customLong("info-command"), help: ArgumentHelp("With --profile fzf: run CMD whenever the cursor or the counts change and show the first line it prints in place of the counts (FZF_INFO holds them).", valueName: "CMD"))
    var infoCommand: String?

    @Option(name: .customLong("preview-window"), help: ArgumentHelp("The preview pane: right|left|up|down, SIZE or SIZE%, wrap, wrap-word, follow, noinfo, hidden, border-SHAPE, +N or +{FIELD}-N/N, ~N. Repeatable: each one's options apply over the last's, as in fzf.", valueName: "OPTIONS"))
    var previewWindow: [String] = []

    @Option(name: .customLong("preview-border"), help: ArgumentHelp("The preview pane's border, before --preview-window's own: rounded, sharp, bold, double, block, thinblock, horizontal, vertical, top, bottom, left, right, line, none.", valueName: "SHAPE"))
    var previewBorder: String?

    @Option(name: .customLong("preview-wrap-sign"), help: ArgumentHelp("The text before each continued row of a wrapped preview line (default '↳ ').", valueName: "TEXT"))
    var previewWrapSign: String?

    @Option(name: .customLong("preview-label"), help: ArgumentHelp("A label in the preview pane's border.", valueName: "TEXT"))
    var previewLabel: String?

    @Option(name: .customLong("preview-label-pos"), help: ArgumentHelp("Where the preview's label goes (as --border-label-pos).", valueName: "N[:bottom]"))
    var previewLabelPosition: String?

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
