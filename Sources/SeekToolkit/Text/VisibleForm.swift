/// The rules of ``VisibleText`` for one character at a time.
enum VisibleForm {
    /// The columns between tab stops.
    static let tabWidth = 8

    /// Appends the glyphs of `character`, which starts `column` columns into its text.
    static func append(_ character: Character, at column: Int, sourceIndex: Int, to glyphs: inout [VisibleGlyph]) {
        let scalars = character.unicodeScalars
        if scalars.count == 1 || scalars.contains(where: needsPlaceholder)
            || DisplayWidth.width(of: scalars.first!) == 0 {
            // CR LF is the only cluster holding a control; any other unsafe scalar inside a
            // cluster is shown on its own as well, rather than trusted to combine, and so is a
            // cluster that starts with a character of no width (nothing for the rest to sit on).
            for scalar in scalars {
                appendScalar(scalar, at: column + glyphs.reduce(0) { $0 + $1.columns }, sourceIndex: sourceIndex, to: &glyphs)
            }
            return
        }
        if DisplayWidth.isEmojiSequence(scalars) {
            appendStandIn(for: scalars, columns: DisplayWidth.cellWidth(of: character), sourceIndex: sourceIndex, to: &glyphs)
            return
        }
        // Marks and other text: each character that takes a cell is drawn with the marks of no
        // width that follow it, as curses and a terminal that measures with wcwidth place them.
        var group = String.UnicodeScalarView()
        for scalar in scalars {
            if DisplayWidth.width(of: scalar) > 0 && !group.isEmpty {
                appendGroup(group, sourceIndex: sourceIndex, to: &glyphs)
                group = String.UnicodeScalarView()
            }
            group.append(scalar)
        }
        appendGroup(group, sourceIndex: sourceIndex, to: &glyphs)
    }

    private static func appendGroup(_ group: String.UnicodeScalarView, sourceIndex: Int, to glyphs: inout [VisibleGlyph]) {
        let columns = DisplayWidth.width(of: group.first!)
        guard columns > 0 else { return }
        glyphs.append(VisibleGlyph(character: Character(String(group)), columns: columns, sourceIndex: sourceIndex, isPlaceholder: false))
    }

    /// Draws an emoji sequence (joined with U+200D, with a skin tone, a variation selector, a
    /// keycap or tags, or a flag) as a stand-in of the same width: terminals do not agree on how
    /// wide these are (tmux 3.3 draws 👍🏽 in 4 columns and ❤️ in 1, most others in 2), and curses
    /// cannot hold more than one character that takes a cell in one cell. A flag becomes its
    /// two region letters (🇯🇵 as `JP`); any other sequence its first character, padded with
    /// spaces to the width, so nothing of the sequence is left to join the next cell.
    private static func appendStandIn(for scalars: String.UnicodeScalarView, columns: Int, sourceIndex: Int,
                                      to glyphs: inout [VisibleGlyph]) {
        var used = 0
        let first = scalars.first!
        if DisplayWidth.isRegionalIndicator(first) {
            for scalar in scalars where DisplayWidth.isRegionalIndicator(scalar) && used < columns {
                let letter = Character(Unicode.Scalar(UInt8(scalar.value - 0x1F1E6) + 0x41))
                glyphs.append(VisibleGlyph(character: letter, columns: 1, sourceIndex: sourceIndex, isPlaceholder: true))
                used += 1
            }
        } else {
            let width = DisplayWidth.width(of: first)
            if width > 0 && width <= columns {
                glyphs.append(VisibleGlyph(character: Character(first), columns: width, sourceIndex: sourceIndex, isPlaceholder: true))
                used = width
            }
        }
        while used < columns {
            glyphs.append(VisibleGlyph(character: " ", columns: 1, sourceIndex: sourceIndex, isPlaceholder: true))
            used += 1
        }
    }

    private static func appendScalar(_ scalar: Unicode.Scalar, at column: Int, sourceIndex: Int,
                                     to glyphs: inout [VisibleGlyph]) {
        if scalar == "\t" {
            let spaces = tabWidth - column % tabWidth
            for _ in 0..<spaces {
                glyphs.append(VisibleGlyph(character: " ", columns: 1, sourceIndex: sourceIndex, isPlaceholder: false))
            }
            return
        }
        if let picture = placeholder(for: scalar) {
            for symbol in picture {
                glyphs.append(VisibleGlyph(character: symbol, columns: 1, sourceIndex: sourceIndex, isPlaceholder: true))
            }
            return
        }
        if DisplayWidth.isRegionalIndicator(scalar) {
            // A region letter alone: 1 column in wcwidth, 2 in some terminals; shown as its letter.
            appendStandIn(for: String(scalar).unicodeScalars, columns: DisplayWidth.width(of: scalar), sourceIndex: sourceIndex, to: &glyphs)
            return
        }
        if scalar.properties.generalCategory == .unassigned {
            glyphs.append(VisibleGlyph(character: "\u{FFFD}", columns: 1, sourceIndex: sourceIndex, isPlaceholder: true))
            return
        }
        let columns = DisplayWidth.width(of: scalar)
        guard columns > 0 else { return }
        glyphs.append(VisibleGlyph(character: Character(scalar), columns: columns, sourceIndex: sourceIndex, isPlaceholder: false))
    }

    /// Whether `scalar` must never reach the terminal as it is.
    static func needsPlaceholder(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value) || value == 0x2028 || value == 0x2029
    }

    /// The printable ASCII that stands for `scalar`, or nil when it is drawn as itself.
    static func placeholder(for scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        switch value {
        case 0x00..<0x20: return "^" + String(UnicodeScalar(UInt8(value + 0x40)))
        case 0x7F: return "^?"
        case 0x80...0x9F: return "<" + String(value, radix: 16, uppercase: true) + ">"
        case _ where isBidiControl(value) || value == 0x2028 || value == 0x2029:
            return "<U+" + String(value, radix: 16, uppercase: true) + ">"
        default: return nil
        }
    }

    /// The explicit directional marks, embeddings, overrides and isolates.
    static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
