/// The form in which a piece of text is drawn: the cells it becomes, each with the columns it takes.
///
/// Item text is untrusted: a log line or a downloaded JSON string can hold escape sequences that
/// retitle the window, clear the screen or write to the clipboard, and bidi controls that reorder a
/// row. This is the one place that decides what such text looks like on screen, and ``Grid``
/// draws, ``DisplayWidth`` measures and ``truncated(_:toColumns:)`` cuts exactly what it
/// yields, so that the three always agree. The rules:
///
/// - C0 controls and DEL become caret notation (`^[` for ESC, `^@` for NUL, `^?` for DEL); so the
///   ESC that starts any CSI, OSC or DCS sequence is drawn as `^[` and the rest as plain text.
/// - C1 controls (U+0080–U+009F) become their code in angle brackets (`<9B>`).
/// - A tab becomes spaces up to the next multiple of 8 columns, counted from the text's start.
/// - Bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and
///   paragraph separators U+2028/U+2029 become `<U+202E>`-style placeholders, so that nothing
///   can reorder the row or break it.
/// - Other invisible characters (format characters such as U+200B or U+FEFF, and combining marks
///   with nothing to combine with) take no cell and are not drawn, so that the terminal and the
///   grid never disagree about where the next character goes.
/// - Unassigned code points become U+FFFD, since terminals do not agree on their width.
/// - Emoji sequences (joined with U+200D, with a skin tone, a variation selector, a keycap or
///   tags, and flags) become a stand-in of the same width, dimmed: a flag its two region letters,
///   another sequence its first character. Terminals disagree on their widths and curses cannot
///   put them in one cell, and a sequence split across cells leaves a joiner that attaches to the
///   next cell. Any other cluster is drawn as its characters that take a cell, each with the
///   marks of no width that follow it: the way curses and wcwidth place them.
///
/// Placeholders are made of printable ASCII only, and every glyph yielded is safe to send to a
/// terminal as it is.
public struct VisibleText: Sequence {
    // A concrete type rather than a generic over StringProtocol: drawing runs for every row of
    // every frame, and unspecialised generic code is several times slower in debug builds.
    public let text: Substring

    public init(_ text: String) {
        self.text = text[...]
    }

    public init(_ text: Substring) {
        self.text = text
    }

    public init(_ text: some StringProtocol) {
        self.text = Substring(text)
    }

    /// The columns the whole text takes when drawn.
    public var columns: Int {
        var total = 0
        forEachGlyph { glyph in
            total += glyph.columns
            return true
        }
        return total
    }

    public func makeIterator() -> Iterator {
        Iterator(text: text, from: text.startIndex, sourceIndex: 0, column: 0)
    }

    /// Calls `body` with each glyph in turn, as iterating the text yields them, until it returns
    /// false. Drawing and measuring go through here.
    ///
    /// A printable ASCII byte followed by another ASCII byte (or by the end) is a character of its
    /// own, drawn as it is: no grapheme cluster rule joins two ASCII characters except CR LF, and
    /// CR is not printable. Such runs are read straight from the text's bytes; the rest, from the
    /// first byte that is not, by the grapheme rules (measured in the real binary on 1.2 million
    /// paths: iterating `Character`s was 123 of the 222 M instructions of 31 frames, about 670
    /// instructions a glyph).
    public func forEachGlyph(_ body: (VisibleGlyph) -> Bool) {
        var finished = false
        let stoppedAt: Int? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard VisibleText.isPrintableASCII(byte), index + 1 == bytes.count || bytes[index + 1] < 0x80 else { return index }
                guard body(VisibleGlyph(character: VisibleText.printableASCII[Int(byte)], columns: 1, sourceIndex: index,
                                        isPlaceholder: false)) else {
                    finished = true
                    return index
                }
                index += 1
            }
            finished = true
            return index
        }
        guard !finished else { return }
        // Each byte read so far was one character and one column.
        let done = stoppedAt ?? 0
        var rest = Iterator(text: text, from: text.utf8.index(text.startIndex, offsetBy: done), sourceIndex: done, column: done)
        while let glyph = rest.next(), body(glyph) {}
    }

    /// Whether `byte` is printable ASCII, drawn as it is.
    @inline(__always)
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// The character of each ASCII byte, made once rather than for every glyph drawn.
    static let printableASCII: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// Walks the text, turning each character into its glyphs (see ``forEachGlyph(_:)``, which
    /// reads printable ASCII faster).
    public struct Iterator: IteratorProtocol {
        let text: Substring
        var position: String.Index
        var pending: [VisibleGlyph] = []
        var pendingIndex = 0
        var sourceIndex: Int
        var column: Int

        /// Walks `text` from `position`, a character boundary `sourceIndex` characters and
        /// `column` columns into it (tabs stop at multiples of 8 from the text's start).
        init(text: Substring, from position: String.Index, sourceIndex: Int, column: Int) {
            self.text = text
            self.position = position
            self.sourceIndex = sourceIndex
            self.column = column
        }

        public mutating func next() -> VisibleGlyph? {
            while pendingIndex == pending.count {
                guard position < text.endIndex else { return nil }
                defer { sourceIndex += 1 }
                let character = text[position]
                position = text.index(after: position)
                if let ascii = character.asciiValue, VisibleText.isPrintableASCII(ascii) {
                    // Printable ASCII, by far the most common, is drawn as it is.
                    column += 1
                    return VisibleGlyph(character: character, columns: 1, sourceIndex: sourceIndex, isPlaceholder: false)
                }
                pending.removeAll(keepingCapacity: true)
                pendingIndex = 0
                VisibleForm.append(character, at: column, sourceIndex: sourceIndex, to: &pending)
            }
            let glyph = pending[pendingIndex]
            pendingIndex += 1
            column += glyph.columns
            return glyph
        }
    }
}

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
