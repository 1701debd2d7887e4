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
