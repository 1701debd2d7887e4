/// The one reader of a query's text: where its terms start and end, what each term's characters
/// are, the operators it starts or ends with, and the `field:value` terms that become tokens. The
/// matcher (SeekMatching's `Query`), the SQL translation and SeekUI read the text through it, and
/// so does the session when it turns terms into tokens and finds the term being typed.
///
/// The rules are fzf's, read scalar by scalar as fzf reads runes:
/// - A space (U+0020) separates terms, unless a backslash comes right before it (`Middle\ Eastern`
///   is one term). Runs of spaces, and spaces at either end, separate nothing more. A space
///   followed by a combining mark still separates.
/// - Every other scalar belongs to a term, other white space included; a tab reads as a space
///   inside its term, as in fzf (see ``scalars(of:)``).
/// - A term's operators (``operators(of:)``): a leading `!` negates; then a trailing `$` (with
///   something before it) anchors at the end; then a leading `'` quotes, or else a leading `^`
///   anchors at the start. What they mean is the matcher's. A lone `|` joins its neighbours as
///   alternatives (``isBar(_:)``).
/// - For tokens the session reads a term `field:value` (``fieldAndValue(of:)``). A value that
///   starts with a double quote (`cuisine:"Middle Eastern"`) runs to the next double quote,
///   spaces included: ``quotedTerms(of:)`` groups such a value's pieces into one term. A quoted
///   term reaches at most ``quotedReach`` scalars: an opening quote not closed within that reach
///   is an ordinary character. The bound is what lets the term being typed be found by reading
///   back from the end of the text a bounded distance, whatever its length. The matcher does not
///   group quotes (fzf has none): a quoted value left in the text is two terms to it.
public enum QueryLexer {
    /// The scalar that separates terms.
    public static let separator: Unicode.Scalar = " "

    /// The operators of one term, as fzf reads them, and the pattern they leave.
    public struct Operators: Sendable, Equatable {
        /// A leading `!`: the term must not match.
        public var negates = false
        /// A `'` right after any `!`.
        public var quotes = false
        /// A `^` right after any `!`, when there is no `'`.
        public var anchorsStart = false
        /// A trailing `$` with something before it (after any `!`); a lone `$` is the pattern `$`.
        public var anchorsEnd = false
        /// What the operators leave; empty when they are all the term holds.
        public var pattern: ArraySlice<Unicode.Scalar> = []
    }

    // MARK: Terms, as the matcher reads them

    /// The terms of `text`, as typed (slices of it, escapes included).
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func terms(of text: Substring) -> [Substring] {
        pieces(of: text).pieces.map(\.text)
    }

    /// The scalars a term stands for: each escaped space (`\ `) a space, and each tab a space, as
    /// fzf reads a tab while splitting.
    public static func scalars(of term: Substring) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        var rest = term.unicodeScalars[...]
        while let scalar = rest.popFirst() {
            if scalar == "\\" && rest.first == separator { continue }
            scalars.append(scalar == "\t" ? separator : scalar)
        }
        return scalars
    }

    /// The operators of a term whose scalars are `scalars` (see ``scalars(of:)``).
    public static func operators(of scalars: [Unicode.Scalar]) -> Operators {
        var read = Operators()
        var rest = scalars[...]
        if rest.first == "!" {
            read.negates = true
            rest = rest.dropFirst()
        }
        if rest.count > 1 && rest.last == "$" {
            read.anchorsEnd = true
            rest = rest.dropLast()
        }
        if rest.first == "'" {
            read.quotes = true
            rest = rest.dropFirst()
        } else if rest.first == "^" {
            read.anchorsStart = true
            rest = rest.dropFirst()
        }
        read.pattern = rest
        return read
    }

    /// Whether a term is a lone `|`, which joins the terms either side as alternatives.
    public static func isBar(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars == ["|"]
    }

    /// `text` written so that it reads back as one term: each space escaped (`\ `).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(separator) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == separator { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }

    // MARK: Terms, as the session reads them for tokens

    /// The most scalars a quoted term takes, quotes and field included.
    public static let quotedReach = 256

    /// The terms of `text` with quoted field values kept whole, as slices of it, and whether the
    /// last one is complete (followed by a separator, and not an unclosed quoted value).
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func quotedTerms(of text: Substring) -> (terms: [Substring], lastIsComplete: Bool) {
        let (pieces, scalarCount) = pieces(of: text)
        var terms: [Substring] = []
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            index += 1
            guard isOpener(piece.text) else {
                terms.append(piece.text)
                continue
            }
            // The quoted value takes in the pieces up to the first one with a quote, within reach.
            var next = index
            while next < pieces.count && !isOpener(pieces[next].text) && pieces[next].end - piece.start <= quotedReach {
                if pieces[next].text.unicodeScalars.contains("\"") { break }
                next += 1
            }
            if next < pieces.count && !isOpener(pieces[next].text) && pieces[next].end - piece.start <= quotedReach {
                terms.append(text[piece.text.startIndex..<pieces[next].text.endIndex])
                index = next + 1
            } else if next == pieces.count && scalarCount - piece.start <= quotedReach {
                // An open quoted value runs to the end of the text: the last term, not complete.
                terms.append(text[piece.text.startIndex...])
                return (terms, false)
            } else {
                terms.append(piece.text)
            }
        }
        return (terms, (pieces.last?.end ?? 0) < scalarCount)
    }

    /// Where the last term of `text` starts, a quoted field value kept whole; `text.endIndex`
    /// when `text` ends with a separator. Reads backward: the last piece, then back to the
    /// previous double quote within ``quotedReach`` to see whether the piece is inside a quoted
    /// value. With `limit`, gives up (nil) once the term is known to be longer than `limit`
    /// scalars.
    ///
    /// - Complexity: O(m + ``quotedReach``), m the length of the last piece (at most `limit`).
    public static func lastTermStart(in text: Substring, limit: Int = .max) -> String.Index? {
        let scalars = text.unicodeScalars
        guard let (pieceStart, pieceLength) = startOfPiece(endingAt: scalars.endIndex, in: scalars, limit: limit) else {
            return nil
        }
        if isOpener(text[pieceStart...]) { return pieceStart }
        // The closest quote before the last piece tells whether a quoted value is still open.
        var index = pieceStart
        var length = pieceLength
        while index > scalars.startIndex && length < quotedReach {
            let previous = scalars.index(before: index)
            length += 1
            if scalars[previous] == "\"" {
                guard let (openerStart, openerLength) = startOfPiece(endingAt: previous, in: scalars,
                                                                     limit: quotedReach - length) else { return pieceStart }
                let openerEnd = endOfPiece(startingAt: previous, in: scalars)
                guard length + openerLength <= quotedReach, isOpener(text[openerStart..<openerEnd]) else { return pieceStart }
                return length + openerLength <= limit ? openerStart : nil
            }
            index = previous
        }
        return pieceStart
    }

    /// Where the last piece of `text` (its end after the last separator) starts; nil when it is
    /// longer than `limit` scalars.
    ///
    /// - Complexity: O(m), m the length of that piece (at most `limit`).
    public static func lastPieceStart(in text: Substring, limit: Int = .max) -> String.Index? {
        startOfPiece(endingAt: text.endIndex, in: text.unicodeScalars, limit: limit)?.start
    }

    /// The field and the value of a `field:value` term: the value without its quotes (what is
    /// inside them as typed), and with the rest read by ``scalars(of:)``; nil without a colon.
    public static func fieldAndValue(of term: Substring) -> (field: Substring, value: String)? {
        guard let colon = term.unicodeScalars.firstIndex(of: ":") else { return nil }
        let field = term[..<colon]
        var value = term[term.index(after: colon)...]
        if value.unicodeScalars.first == "\"" {
            value = value.dropFirst()
            if let closing = value.unicodeScalars.firstIndex(of: "\"") {
                return (field, String(value[..<closing]) + read(value[value.index(after: closing)...]))
            }
            return (field, String(value))
        }
        return (field, read(value))
    }

    /// A term's scalars (see ``scalars(of:)``) as a string.
    public static func read(_ term: Substring) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars(of: term))
        return String(result)
    }

    // MARK: Pieces

    /// The pieces of `text` between separators, with the scalar offsets where each starts and
    /// ends, and the number of scalars of `text`.
    private static func pieces(of text: Substring) -> (pieces: [(text: Substring, start: Int, end: Int)], scalarCount: Int) {
        var pieces: [(text: Substring, start: Int, end: Int)] = []
        let scalars = text.unicodeScalars
        var start: (index: String.Index, offset: Int)?
        var previous: Unicode.Scalar?
        var offset = 0
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == separator && previous != "\\" {
                if let pieceStart = start { pieces.append((text[pieceStart.index..<index], pieceStart.offset, offset)) }
                start = nil
            } else if start == nil {
                start = (index, offset)
            }
            previous = scalar
            offset += 1
        }
        if let pieceStart = start { pieces.append((text[pieceStart.index...], pieceStart.offset, offset)) }
        return (pieces, offset)
    }

    /// Whether `piece` opens a quoted value: `field:"…` with no second quote.
    private static func isOpener(_ piece: Substring) -> Bool {
        let scalars = piece.unicodeScalars
        guard let colon = scalars.firstIndex(of: ":"), colon > scalars.startIndex else { return false }
        let afterColon = scalars.index(after: colon)
        guard afterColon < scalars.endIndex, scalars[afterColon] == "\"",
              !scalars[..<colon].contains("\"") else { return false }
        return !scalars[scalars.index(after: afterColon)...].contains("\"")
    }

    /// Where the piece that ends at `end` starts (after the last separator before it) and its
    /// length in scalars; nil once it is longer than `limit`.
    private static func startOfPiece(endingAt end: String.Index, in scalars: Substring.UnicodeScalarView,
                                     limit: Int) -> (start: String.Index, length: Int)? {
        var index = end
        var length = 0
        while index > scalars.startIndex {
            let previous = scalars.index(before: index)
            if isSeparator(at: previous, in: scalars) { return (index, length) }
            length += 1
            if length > limit { return nil }
            index = previous
        }
        return (index, length)
    }

    /// Where the piece holding `index` ends: at the next separator.
    private static func endOfPiece(startingAt index: String.Index, in scalars: Substring.UnicodeScalarView) -> String.Index {
        var position = index
        while position < scalars.endIndex {
            if isSeparator(at: position, in: scalars) { return position }
            position = scalars.index(after: position)
        }
        return position
    }

    /// Whether the scalar at `index` separates terms: a space with no backslash right before it.
    private static func isSeparator(at index: String.Index, in scalars: Substring.UnicodeScalarView) -> Bool {
        scalars[index] == separator && (index == scalars.startIndex || scalars[scalars.index(before: index)] != "\\")
    }
}
