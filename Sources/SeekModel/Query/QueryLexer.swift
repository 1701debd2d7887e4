/// How the session reads the terms of its text, to find `field:value` tokens and the term being
/// typed.
///
/// Terms are separated by white space, scalar by scalar (a space followed by a combining mark
/// still separates). A white space right after a backslash belongs to the term (`Middle\ Eastern`,
/// as in fzf's query syntax). A value that starts with a double quote (`cuisine:"Middle Eastern"`)
/// runs to the next double quote, spaces included: a piece of the text that opens such a value
/// (`field:"…` with no second quote) starts a term that takes in the following pieces up to and
/// including the first one holding a quote; another such opener starts a term of its own. A
/// quoted term reaches at most ``quotedReach`` scalars: an opening quote not closed within that
/// reach is an ordinary character. The bound is what lets the term being typed be found by
/// reading back from the end of the text a bounded distance, whatever its length.
enum SearchTerms {
    /// The most scalars a quoted term takes, quotes and field included.
    static let quotedReach = 256

    /// The terms of `text`, as slices of it, and whether the last one is complete (followed by a
    /// separating white space, and not an unclosed quoted value).
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func split(_ text: Substring) -> (terms: [Substring], lastIsComplete: Bool) {
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

    /// Where the last term of `text` starts; `text.endIndex` when `text` ends with a separating
    /// white space. Reads backward: the last piece, then back to the previous double quote within
    /// ``quotedReach`` to see whether the piece is inside a quoted value. With `limit`, gives up
    /// (nil) once the term is known to be longer than `limit` scalars.
    ///
    /// - Complexity: O(m + ``quotedReach``), m the length of the last piece (at most `limit`).
    static func lastTermStart(in text: Substring, limit: Int = .max) -> String.Index? {
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

    /// Where the last piece of `text` (its end after the last separating white space) starts; nil
    /// when it is longer than `limit` scalars.
    ///
    /// - Complexity: O(m), m the length of that piece (at most `limit`).
    static func lastPieceStart(in text: Substring, limit: Int = .max) -> String.Index? {
        startOfPiece(endingAt: text.endIndex, in: text.unicodeScalars, limit: limit)?.start
    }

    /// The field and the value of a `field:value` term: the value without its quotes, and with
    /// escaped white space unescaped; nil without a colon.
    static func fieldAndValue(of term: Substring) -> (field: Substring, value: String)? {
        guard let colon = term.unicodeScalars.firstIndex(of: ":") else { return nil }
        let field = term[..<colon]
        var value = term[term.index(after: colon)...]
        if value.unicodeScalars.first == "\"" {
            value = value.dropFirst()
            if let closing = value.unicodeScalars.firstIndex(of: "\"") {
                return (field, String(value[..<closing]) + unescaped(value[value.index(after: closing)...]))
            }
            return (field, String(value))
        }
        return (field, unescaped(value))
    }

    /// `text` with each backslash before a white space removed.
    static func unescaped(_ text: Substring) -> String {
        guard text.unicodeScalars.contains("\\") else { return String(text) }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let next = scalars.first, next.properties.isWhitespace { continue }
            result.append(scalar)
        }
        return String(result)
    }

    /// The pieces of `text` between separating white space, with the scalar offsets where each
    /// starts and ends, and the number of scalars of `text`.
    private static func pieces(of text: Substring) -> (pieces: [(text: Substring, start: Int, end: Int)], scalarCount: Int) {
        var pieces: [(text: Substring, start: Int, end: Int)] = []
        let scalars = text.unicodeScalars
        var start: (index: String.Index, offset: Int)?
        var previous: Unicode.Scalar?
        var offset = 0
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace && previous != "\\" {
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

    /// Where the piece that ends at `end` starts (after the last separating white space before
    /// it) and its length in scalars; nil once it is longer than `limit`.
    private static func startOfPiece(endingAt end: String.Index, in scalars: Substring.UnicodeScalarView,
                                     limit: Int) -> (start: String.Index, length: Int)? {
        var index = end
        var length = 0
        while index > scalars.startIndex {
            let previous = scalars.index(before: index)
            if scalars[previous].properties.isWhitespace && !isEscaped(previous, in: scalars) { return (index, length) }
            length += 1
            if length > limit { return nil }
            index = previous
        }
        return (index, length)
    }

    /// Where the piece holding `index` ends: at the next separating white space.
    private static func endOfPiece(startingAt index: String.Index, in scalars: Substring.UnicodeScalarView) -> String.Index {
        var position = index
        while position < scalars.endIndex {
            if scalars[position].properties.isWhitespace && !isEscaped(position, in: scalars) { return position }
            position = scalars.index(after: position)
        }
        return position
    }

    private static func isEscaped(_ index: String.Index, in scalars: Substring.UnicodeScalarView) -> Bool {
        index > scalars.startIndex && scalars[scalars.index(before: index)] == "\\"
    }
}
