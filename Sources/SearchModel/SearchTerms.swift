/// How the session reads the terms of its text, to find `field:value` tokens and the term being
/// typed.
///
/// Terms are separated by white space, scalar by scalar (a space followed by a combining mark
/// still separates). A white space right after a backslash belongs to the term (`Middle\ Eastern`,
/// as in fzf's query syntax). A value that starts with a double quote (`cuisine:"Middle Eastern"`)
/// runs to the next double quote, spaces included: a piece of the text that opens such a value
/// (`field:"…` with no second quote) starts a term that takes in the following pieces up to and
/// including the first one holding a quote; another such opener starts a term of its own.
enum SearchTerms {
    /// The terms of `text`, as slices of it, and whether the last one is complete (followed by a
    /// separating white space, and not an unclosed quoted value).
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func split(_ text: Substring) -> (terms: [Substring], lastIsComplete: Bool) {
        var terms: [Substring] = []
        var openerStart: String.Index?
        var lastEnd = text.startIndex
        for piece in pieces(of: text) {
            if isOpener(piece) {
                if let start = openerStart { terms.append(text[start..<lastEnd]) }
                openerStart = piece.startIndex
            } else if let start = openerStart {
                if piece.unicodeScalars.contains("\"") {
                    terms.append(text[start..<piece.endIndex])
                    openerStart = nil
                }
            } else {
                terms.append(piece)
            }
            lastEnd = piece.endIndex
        }
        if let start = openerStart {
            terms.append(text[start..<lastEnd])
            return (terms, false)
        }
        return (terms, lastEnd < text.endIndex)
    }

    /// Where the last term of `text` starts; `text.endIndex` when `text` ends with a separating
    /// white space. Reads backward: the last piece, and then back to the previous double quote to
    /// see whether the piece is inside a quoted value. With `lookBehind`, at most that many scalars
    /// are read before the last piece; a quoted value opened further back is not seen (for
    /// suggestions, which no term that long can match anyway).
    ///
    /// - Complexity: O(m), m the length of the last piece plus the distance to the double quote
    ///   before it (at most `lookBehind`).
    static func lastTermStart(in text: Substring, lookBehind: Int = .max) -> String.Index {
        let scalars = text.unicodeScalars
        let pieceStart = startOfPiece(endingAt: scalars.endIndex, in: scalars)
        if isOpener(text[pieceStart...]) { return pieceStart }
        // The closest quote before the last piece tells whether a quoted value is still open.
        var index = pieceStart
        var budget = lookBehind
        while index > scalars.startIndex && budget > 0 {
            let previous = scalars.index(before: index)
            if scalars[previous] == "\"" {
                let openerStart = startOfPiece(endingAt: previous, in: scalars)
                let openerEnd = endOfPiece(startingAt: previous, in: scalars)
                return isOpener(text[openerStart..<openerEnd]) ? openerStart : pieceStart
            }
            index = previous
            budget -= 1
        }
        return pieceStart
    }

    /// Where the last piece of `text` (its end after the last separating white space) starts.
    ///
    /// - Complexity: O(m), m the length of that piece.
    static func lastPieceStart(in text: Substring) -> String.Index {
        startOfPiece(endingAt: text.endIndex, in: text.unicodeScalars)
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

    /// The pieces of `text` between separating white space.
    private static func pieces(of text: Substring) -> [Substring] {
        var pieces: [Substring] = []
        let scalars = text.unicodeScalars
        var start: String.Index?
        var previous: Unicode.Scalar?
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace && previous != "\\" {
                if let pieceStart = start { pieces.append(text[pieceStart..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            previous = scalar
        }
        if let pieceStart = start { pieces.append(text[pieceStart...]) }
        return pieces
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

    /// Where the piece that ends at `end` starts: after the last separating white space before it.
    private static func startOfPiece(endingAt end: String.Index, in scalars: Substring.UnicodeScalarView) -> String.Index {
        var index = end
        while index > scalars.startIndex {
            let previous = scalars.index(before: index)
            if scalars[previous].properties.isWhitespace && !isEscaped(previous, in: scalars) { return index }
            index = previous
        }
        return index
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
