import ArgumentParser
import SeekScreen

/// fzf's `--gap[=N]` and `--gap-line[=STR]`: blank rows between the list's items, the last one
/// crossed by a line (fzf's face only).
struct ListGapOptions: ParsableArguments {
    @Option(help: ArgumentHelp("With --profile fzf: blank rows after each item (fzf's --gap; 1 when given alone).", valueName: "N"))
    var gap: Int?

    @Option(name: .customLong("gap-line"), help: ArgumentHelp("With --profile fzf and --gap: the text repeated across the last blank row (default: ┈, - with --no-unicode; empty for none).", valueName: "STR"))
    var gapLine: String?

    /// The gap fzf's face draws.
    func itemGap(noUnicode: Bool) -> ItemGap {
        ItemGap(rows: gap ?? 0, line: gapLine ?? (noUnicode ? "-" : "┈"))
    }
}
