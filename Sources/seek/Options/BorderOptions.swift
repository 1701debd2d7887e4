import ArgumentParser
import SeekCatalog
import SeekScreen

/// The borders of fzf's face and their labels (fzf's `--border STYLE`, `--list-border`,
/// `--input-border`, `--header-border`, `--header-lines-border`, `--footer-border`, `--*-label`,
/// `--*-label-pos`, `--style`, `--margin`, `--padding`), the footer's lines (`--footer`), and
/// `--header-first` which places the header among them, read under seek's names.
struct BorderOptions: ParsableArguments {
    @Option(name: .customLong("border-style"), help: ArgumentHelp("With --profile fzf: a border of this shape around the screen: rounded, sharp, bold, double, block, thinblock, horizontal, vertical, top, bottom, left, right, line, none.", valueName: "SHAPE"))
    var borderStyle: String?

    @Option(name: .customLong("border-label"), help: ArgumentHelp("With --profile fzf: a label on the screen's border.", valueName: "TEXT"))
    var borderLabel: String?

    @Option(name: .customLong("border-label-pos"), help: ArgumentHelp("Where the border's label goes: N (column; negative from the right; 0 centres), then :top or :bottom.", valueName: "N[:bottom]"))
    var borderLabelPosition: String?

    @Option(name: .customLong("list-border"), help: ArgumentHelp("With --profile fzf: a border of this shape around the list.", valueName: "SHAPE"))
    var listBorder: String?

    @Option(name: .customLong("list-label"), help: ArgumentHelp("With --profile fzf: a label on the list's border.", valueName: "TEXT"))
    var listLabel: String?

    @Option(name: .customLong("list-label-pos"), help: ArgumentHelp("Where the list's label goes (as --border-label-pos).", valueName: "N[:bottom]"))
    var listLabelPosition: String?

    @Option(name: .customLong("input-border"), help: ArgumentHelp("With --profile fzf: a border of this shape around the prompt and the info line.", valueName: "SHAPE"))
    var inputBorder: String?

    @Option(name: .customLong("input-label"), help: ArgumentHelp("With --profile fzf: a label on the input's border.", valueName: "TEXT"))
    var inputLabel: String?

    @Option(name: .customLong("input-label-pos"), help: ArgumentHelp("Where the input's label goes (as --border-label-pos).", valueName: "N[:bottom]"))
    var inputLabelPosition: String?

    @Option(name: .customLong("header-border"), help: ArgumentHelp("With --profile fzf: a border of this shape around the header (line: a rule toward the list; inline: inside the list's box).", valueName: "SHAPE"))
    var headerBorder: String?

    @Option(name: .customLong("header-lines-border"), help: ArgumentHelp("With --profile fzf: the header lines in a section of their own, with a border of this shape (none: apart, without a line).", valueName: "SHAPE"))
    var headerLinesBorder: String?

    @Option(name: .customLong("header-label"), help: ArgumentHelp("With --profile fzf: a label on the header's border.", valueName: "TEXT"))
    var headerLabel: String?

    @Option(name: .customLong("header-label-pos"), help: ArgumentHelp("Where the header's label goes (as --border-label-pos).", valueName: "N[:bottom]"))
    var headerLabelPosition: String?

    @Option(help: ArgumentHelp("With --profile fzf: lines kept on the list's far side from the prompt (a line break starts another line).", valueName: "TEXT"))
    var footer: String?

    @Option(name: .customLong("footer-border"), help: ArgumentHelp("With --profile fzf: the footer's border (default: a line toward the list).", valueName: "SHAPE"))
    var footerBorder: String?

    @Option(name: .customLong("footer-label"), help: ArgumentHelp("With --profile fzf: a label on the footer's border.", valueName: "TEXT"))
    var footerLabel: String?

    @Option(name: .customLong("footer-label-pos"), help: ArgumentHelp("Where the footer's label goes (as --border-label-pos).", valueName: "N[:bottom]"))
    var footerLabelPosition: String?

    @Option(help: ArgumentHelp("With --profile fzf: space around the border: N, V,H, T,H,B or T,R,B,L (cells, or N% of the screen).", valueName: "SPACING"))
    var margin: String?

    @Option(help: ArgumentHelp("With --profile fzf: space inside the border (as --margin).", valueName: "SPACING"))
    var padding: String?

    @Flag(name: .customLong("header-first"), help: "With --profile fzf: the header beyond the prompt instead of between it and the list.")
    var headerFirst = false

    @Option(name: .customLong("style"), help: ArgumentHelp("With --profile fzf: fzf's presets: default, minimal, or full[:SHAPE] (the list and the input boxed, the count at the prompt's right).", valueName: "PRESET"))
    var style: String?

    mutating func validate() throws {
        for (name, shape) in [("--border-style", borderStyle), ("--list-border", listBorder), ("--input-border", inputBorder),
                              ("--header-border", headerBorder), ("--header-lines-border", headerLinesBorder),
                              ("--footer-border", footerBorder)] {
            if let shape, BorderShape(rawValue: shape) == nil { throw ValidationError("\(name): invalid border style: \(shape)") }
        }
        // fzf's refusals of `inline`, in its words.
        if [borderStyle, listBorder, inputBorder].contains(BorderShape.inline.rawValue) {
            throw ValidationError("inline border is only supported for --header-border, --header-lines-border, and --footer-border")
        }
        if headerBorder == BorderShape.inline.rawValue, let linesBorder = headerLinesBorder,
           ![BorderShape.inline.rawValue, BorderShape.none.rawValue].contains(linesBorder) {
            throw ValidationError("--header-border=inline requires --header-lines-border to be inline or unset")
        }
        for (name, position) in [("--border-label-pos", borderLabelPosition), ("--list-label-pos", listLabelPosition),
                                 ("--input-label-pos", inputLabelPosition), ("--header-label-pos", headerLabelPosition),
                                 ("--footer-label-pos", footerLabelPosition)] {
            if let position, BorderLabel(text: "", position: position) == nil {
                throw ValidationError("\(name): invalid label position: \(position)")
            }
        }
        for (name, spacing) in [("--margin", margin), ("--padding", padding)] {
            if let spacing, Spacing(fzf: spacing) == nil { throw ValidationError("\(name): invalid spacing: \(spacing)") }
        }
        if let style, presetShape(style) == nil { throw ValidationError("--style: unsupported style preset: \(style)") }
    }

    /// The shape a `--style` preset gives the sections: `full[:SHAPE]`'s, `none` for `default`
    /// and `minimal`; nil for a preset fzf does not have.
    private func presetShape(_ preset: String) -> BorderShape? {
        if preset == "default" || preset == "minimal" { return BorderShape.none }
        let parts = preset.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.first == "full" else { return nil }
        return parts.count == 2 ? BorderShape(rawValue: parts[1]) : .rounded
    }

    /// Whether `--style full` moves the count to the prompt's row, as fzf's preset does.
    var presetPutsInfoRight: Bool { style.map { $0.hasPrefix("full") } ?? false }

    /// `--footer`'s lines, their colours taken out (fzf reads them even without `--ansi`).
    var footerLines: [String] {
        footer.map { EscapeSequences.stripped($0).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    /// Whether the screen has a border of its own, beside `--border`.
    var drawsScreenBorder: Bool { borderStyle.map { $0 != BorderShape.none.rawValue } ?? false }

    /// The borders as read: the preset's shapes, then each option's.
    var sections: SectionBorders {
        var borders = SectionBorders()
        if let style, let shape = presetShape(style), shape != .none {
            borders.list = shape == .line ? .none : shape
            borders.input = shape
            borders.header = shape
            borders.footer = shape
        }
        func label(_ text: String?, _ position: String?) -> BorderLabel? {
            // A position alone is kept for a label an action gives later.
            guard text != nil || position != nil else { return nil }
            return BorderLabel(text: text ?? "", position: position ?? "") ?? BorderLabel(text: text ?? "")
        }
        borders.screen = borderStyle.flatMap(BorderShape.init(rawValue:)) ?? .rounded
        borders.screenLabel = label(borderLabel, borderLabelPosition)
        borders.list = listBorder.flatMap(BorderShape.init(rawValue:)) ?? borders.list
        borders.listLabel = label(listLabel, listLabelPosition)
        borders.input = inputBorder.flatMap(BorderShape.init(rawValue:)) ?? borders.input
        borders.inputLabel = label(inputLabel, inputLabelPosition)
        borders.header = headerBorder.flatMap(BorderShape.init(rawValue:)) ?? borders.header
        borders.headerLabel = label(headerLabel, headerLabelPosition)
        borders.headerLines = headerLinesBorder.flatMap(BorderShape.init(rawValue:))
        borders.footer = footerBorder.flatMap(BorderShape.init(rawValue:)) ?? borders.footer
        borders.footerLabel = label(footerLabel, footerLabelPosition)
        borders.margin = margin.flatMap(Spacing.init(fzf:)) ?? .zero
        borders.padding = padding.flatMap(Spacing.init(fzf:)) ?? .zero
        return borders
    }
}
