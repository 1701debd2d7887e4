import ArgumentParser

/// How the screen looks.
struct DisplayOptions: ParsableArguments {
    @Option(help: ArgumentHelp("seek's face and keys, or fzf's: prompt '> ' at the bottom, the info line, gutter and scroll bar, no title or key help; Esc quits, Ctrl-K moves up (the default when run as fzf).", valueName: "PROFILE"))
    var profile: ProfileChoice?

    @Option(help: ArgumentHelp("With --profile fzf: what fills the pointer's column of the other rows (default: ▌).", valueName: "CHAR"))
    var gutter: String?

    @Flag(name: .customLong("no-scrollbar"), help: "With --profile fzf: no scroll bar beside the list.")
    var noScrollbar = false

    @Option(help: ArgumentHelp("Where the search field goes.", valueName: "PLACEMENT"))
    var placement: PlacementChoice = .automatic

    @Option(help: ArgumentHelp("fzf's layouts: default (prompt at the bottom, best match just above it), reverse (prompt at the top), reverse-list (prompt at the bottom, list from the top); --placement overrides where the field goes.", valueName: "LAYOUT"))
    var layout: LayoutChoice?

    @Option(help: ArgumentHelp("With the drawer placement: always keeps the field on screen; automatic lets it scroll away with the list until / or typing.", valueName: "MODE"))
    var drawer: DrawerChoice = .automatic

    @Flag(help: "Show the field as a '/ Search' button until search is presented.")
    var minimize = false

    @Option(help: ArgumentHelp("The prompt drawn before the field, as fzf's (default: '/ ').", valueName: "TEXT"))
    var prompt: String?

    @Option(help: ArgumentHelp("The placeholder shown dim while the field is empty.", valueName: "TEXT"))
    var placeholder = "Search"

    @Option(help: ArgumentHelp("The title line (default: seek and the data set's name).", valueName: "TEXT"))
    var title: String?

    @Option(help: ArgumentHelp("Text shown above the list while searching (a line break starts another line), as fzf's --header.", valueName: "TEXT"))
    var header: String?

    @Option(name: .customLong("header-lines"), help: ArgumentHelp("Take the first N input lines as a header: shown above the list, never matched or chosen.", valueName: "N"))
    var headerLines = 0

    @Flag(help: "Moving past the last row goes to the first, and back (fzf's --cycle).")
    var cycle = false

    @Flag(help: "Keep the selected item selected while the query changes the list around it (fzf's --track).")
    var track = false

    @Option(help: ArgumentHelp("With --profile fzf: the info line's rule, repeated (default: ─).", valueName: "STR"))
    var separator: String?

    @Flag(name: .customLong("no-separator"), help: "With --profile fzf: no rule on the info line.")
    var noSeparator = false

    @Flag(name: .customLong("no-unicode"), help: "With --profile fzf: ASCII marks and rules (> and -) in place of ▌, ┃ and ─.")
    var noUnicode = false

    @Option(help: ArgumentHelp("Columns between tab stops when drawing items (default: 8).", valueName: "N"))
    var tabstop: Int?

    @Option(name: .customLong("freeze-left"), help: ArgumentHelp("With --profile fzf: the first N fields of a long row always show.", valueName: "N"))
    var freezeLeft: Int?

    @Option(name: .customLong("freeze-right"), help: ArgumentHelp("With --profile fzf: the last N fields of a long row always show.", valueName: "N"))
    var freezeRight: Int?

    @Flag(name: .customLong("keep-right"), help: "With --profile fzf: show the end of a row too long for the list.")
    var keepRight = false

    @Flag(name: .customLong("no-hscroll"), help: "With --profile fzf: cut long rows at the right, never scrolled to their match.")
    var noHscroll = false

    @Option(name: .customLong("hscroll-off"), help: ArgumentHelp("With --profile fzf: columns kept after the match of a scrolled row (default: 10).", valueName: "N"))
    var hscrollOff: Int?

    @Option(help: ArgumentHelp("With --profile fzf: what stands for the text cut from a long row (default: ··).", valueName: "STR"))
    var ellipsis: String?

    @Option(name: .customLong("scroll-off"), help: ArgumentHelp("Rows kept in view beyond the selected one when the list scrolls (default: 3 with --profile fzf, else 0).", valueName: "N"))
    var scrollOff: Int?

    @Option(help: ArgumentHelp("The mark before the selected row (default: >).", valueName: "TEXT"))
    var pointer: String?

    @Option(help: ArgumentHelp("The mark before a marked row with --multi (default: *).", valueName: "TEXT"))
    var marker: String?

    @Option(name: .customLong("jump-labels"), help: ArgumentHelp("The labels the jump action puts on the rows shown, one printable ASCII character a row.", valueName: "CHARS"))
    var jumpLabels: String?

    @Option(help: ArgumentHelp("Where the match count goes: default (the status line), inline (after the field), inline-right (at the field row's end), hidden.", valueName: "STYLE"))
    var info: InfoChoice = .default

    @Flag(help: "Draw a box around the screen.")
    var border = false

    @OptionGroup var borders: BorderOptions

    @OptionGroup var listGap: ListGapOptions

    @Flag(name: .customLong("keep-title"), help: "Keep the title visible while searching (avoid hiding content).")
    var keepTitle = false

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (for selecting text).")
    var noMouse = false

    @Option(help: ArgumentHelp("Draw inline below the cursor in N lines or N% of the terminal's height, without the alternate screen; on exit only those lines are erased (fzf's --height; ignored with --filter).", valueName: "N[%]"))
    var height: String?

    @Option(name: .customLong("min-height"), help: ArgumentHelp("With --height N%, take at least N lines; N+ adds the lines of the prompt and info line (fzf's --min-height; default 10).", valueName: "N[+]"))
    var minHeight: String?

    @Option(help: ArgumentHelp("fzf's colours: [BASE][,NAME[:COLOR][:ATTRIBUTES]]..., BASE one of dark, light, 16, bw (docs/UserGuide.md lists the names); may be given more than once.", valueName: "SPEC"))
    var color: [String] = []

    @Flag(name: .customLong("no-color"), help: "Draw without colour (as --color bw).")
    var noColor = false
}
