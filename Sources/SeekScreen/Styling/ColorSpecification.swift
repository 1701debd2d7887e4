import SeekToolkit

/// fzf's `--color` option read into a ``Theme``:
/// `[BASE_SCHEME][,COLOR_NAME[:ANSI_COLOR][:ANSI_ATTRIBUTES]]…`, entries separated by commas or
/// blanks and applied in order, so that a later entry wins and a base scheme starts afresh.
///
/// - Base schemes: `dark` (seek's own look, the default), `light` (darker colours for a light
///   background), `16` or `base16` (the sixteen basic colours; seek's own look uses only those),
///   `bw` (no colour at all; attributes keep every distinction readable).
/// - Colours: `-1` (the terminal's default), `0`–`255`, the names `black` … `white` and
///   `bright-black` (`gray`, `grey`) … `bright-white`, or `#rrggbb`, drawn as the nearest of the
///   256 palette colours (seek's backends do not write 24-bit colour).
/// - Attributes: `bold`, `dim`, `italic`, `underline` (and fzf's underline styles, drawn as a
///   plain underline), `reverse`, `regular` (clears the part's attributes, seek's own ones
///   included), `strip` (removes the part's colour); `strikethrough` is accepted and not drawn.
///
/// Colour names fzf has for parts seek does not draw (the preview window's colours, labels,
/// scroll bars, the gutter, …) are accepted and change nothing, so that a line written for fzf
/// works; a name neither knows, or a bad colour or attribute, is an error naming it.
public struct ColorSpecification: Sendable {
    /// The theme the entries start from when no base scheme is named.
    public var base: Theme

    public init(base: Theme = .standard) {
        self.base = base
    }

    /// The theme `specifications` (one per `--color` option, in order) describe.
    public func theme(from specifications: [String]) throws(ColorSpecificationError) -> Theme {
        var theme = base
        for specification in specifications {
            let entries = specification.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" })
            for entry in entries {
                try Self.apply(String(entry), to: &theme)
            }
        }
        return theme
    }

    /// seek's look with no colour: under `--color bw`, and under `NO_COLOR` unless `--color` is given.
    public static var monochrome: Theme {
        var theme = Theme.standard
        for part in Part.allStyles {
            theme[keyPath: part].foreground = nil
            theme[keyPath: part].background = nil
        }
        theme.background = nil
        theme.showsSwatches = false
        return theme
    }

    /// seek's look with colours that read on a light background.
    public static var light: Theme {
        var theme = Theme.standard
        for part in Part.allStyles {
            switch theme[keyPath: part].foreground {
            case .cyan?, .yellow?: theme[keyPath: part].foreground = .blue
            case .green?: theme[keyPath: part].foreground = .palette(28)
            default: break
            }
        }
        return theme
    }

    // MARK: - Entries

    private static func apply(_ entry: String, to theme: inout Theme) throws(ColorSpecificationError) {
        let lowered = entry.lowercased()
        guard lowered.contains(":") else {
            switch lowered {
            case "dark": theme = .standard
            case "light": theme = light
            case "16", "base16": theme = .standard
            case "bw": theme = monochrome
            default:
                throw ColorSpecificationError("unknown base scheme '\(entry)' (dark, light, 16, bw), or a colour name without ':COLOR'")
            }
            return
        }
        let parts = lowered.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        guard let part = Part(name: name) else {
            throw ColorSpecificationError("unknown colour name '\(parts[0])' in '\(entry)'")
        }
        var color: TerminalColor??
        var attributes: CellStyle.Attributes = []
        var clears = false
        var strips = false
        for value in parts.dropFirst() {
            if value.isEmpty {
                throw ColorSpecificationError("an empty colour or attribute in '\(entry)'")
            }
            switch value {
            case "regular": clears = true
            case "bold": attributes.insert(.bold)
            case "dim": attributes.insert(.dim)
            case "italic": attributes.insert(.italic)
            case "reverse": attributes.insert(.reverse)
            case "underline", "underline-double", "underline-curly", "underline-dotted", "underline-dashed": attributes.insert(.underline)
            case "strip": strips = true
            case "strikethrough": break
            default:
                guard let parsed = parseColor(value) else {
                    throw ColorSpecificationError("'\(value)' in '\(entry)' is not a colour (-1, 0-255, a name such as red, #rrggbb) or an attribute")
                }
                color = .some(parsed)
            }
        }
        part.apply(color: color, attributes: attributes, clears: clears, strips: strips, to: &theme)
    }

    /// A colour value: nil inside for `-1` (the terminal's default); nil when it is not a colour.
    static func parseColor(_ text: String) -> TerminalColor?? {
        let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        if text == "-1" || text == "default" { return .some(nil) }
        if let index = names.firstIndex(of: text) { return .some(TerminalColor.basic[index]) }
        if text.hasPrefix("bright-"), let index = names.firstIndex(of: String(text.dropFirst(7))) {
            return .some(.palette(UInt8(8 + index)))
        }
        if text == "gray" || text == "grey" { return .some(.palette(8)) }
        if text.hasPrefix("#") {
            let digits = text.dropFirst()
            guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
            return .some(TerminalColor.nearest(red: value >> 16 & 0xFF, green: value >> 8 & 0xFF, blue: value & 0xFF))
        }
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber), text.count <= 3, let number = Int(text), number <= 255 else { return nil }
        return .some(number < 8 ? TerminalColor.basic[number] : .palette(UInt8(number)))
    }
}
