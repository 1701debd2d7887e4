/// A strict JSON parser that keeps object keys in source order and reports errors by line and
/// column, which Foundation's parser does not.
///
/// Records need their fields in the order the file gives them (the detail pane, the default
/// display field and `--json` follow it), and a user with a broken export needs to know where it
/// broke. Values are parsed straight into ``FieldValue``: an object becomes a ``Record``, an array
/// a list, a number keeps its text. Escapes are decoded; an escaped surrogate that is not half of
/// a pair becomes U+FFFD, and whatever follows it is kept.
struct JSONParser {
    /// Where and why parsing stopped.
    struct Failure: Error, Equatable {
        var line: Int
        var column: Int
        var reason: String
    }

    private let bytes: [UInt8]
    private var offset: Int
    private let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is allowed and skipped.
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Parses one whole document.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> FieldValue {
        var parser = JSONParser(bytes: bytes)
        let value = try parser.parseValue(depth: 0)
        try parser.expectEnd()
        return value
    }

    /// Parses a document that is an array, handing each element to `body` as soon as it is
    /// parsed, so that a large document is never held as one tree of values; returns false,
    /// without calling `body`, when the document is not an array.
    static func parseElements(
        of bytes: [UInt8],
        _ body: (FieldValue) throws(Failure) -> Void
    ) throws(Failure) -> Bool {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        guard parser.peek() == UInt8(ascii: "[") else {
            _ = try parser.parseValue(depth: 0)
            try parser.expectEnd()
            return false
        }
        try parser.parseArray(depth: 0) { element throws(Failure) in try body(element) }
        try parser.expectEnd()
        return true
    }

    /// Checks that only whitespace follows the value.
    private mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        if offset < bytes.count {
            throw failure("unexpected text after the JSON value")
        }
    }

    /// Parses a value that starts at the current offset.
    mutating func parseValue(depth: Int) throws(Failure) -> FieldValue {
        guard depth < maximumDepth else { throw failure("nested more than \(maximumDepth) levels deep") }
        skipWhitespace()
        guard offset < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["):
            var elements: [FieldValue] = []
            try parseArray(depth: depth) { element throws(Failure) in elements.append(element) }
            return .list(elements)
        case UInt8(ascii: "\""): return .text(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected character \(describe(bytes[offset]))")
        }
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> FieldValue {
        offset += 1
        var members: [(name: String, value: FieldValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(Record(fields: members))
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
            offset += 1
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return .object(Record(fields: members))
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    /// Parses an array, handing each element to `body` in order.
    private mutating func parseArray(
        depth: Int,
        _ body: (FieldValue) throws(Failure) -> Void
    ) throws(Failure) {
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return
        }
        while true {
            try body(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        let opening = offset
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        var text = ""
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                text += String(decoding: bytes[runStart..<offset], as: UTF8.self)
                offset += 1
                text.unicodeScalars.append(contentsOf: scalars)
                return text
            }
            if byte < 0x20 { throw failure("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                text += String(decoding: bytes[runStart..<offset], as: UTF8.self)
                text.unicodeScalars.append(contentsOf: scalars)
                scalars = String.UnicodeScalarView()
                offset += 1
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{08}"
                case UInt8(ascii: "f"): text += "\u{0C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"): text.unicodeScalars.append(try parseUnicodeEscape())
                default:
                    offset -= 1
                    throw failure("unknown escape \\\(describe(escaped))")
                }
                runStart = offset
                continue
            }
            offset += 1
        }
        offset = opening
        throw failure("unterminated string")
    }

    private mutating func parseUnicodeEscape() throws(Failure) -> Unicode.Scalar {
        let high = try parseHexQuad()
        if (0xD800..<0xDC00).contains(high) {
            if peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") {
                let secondEscape = offset
                offset += 2
                let low = try parseHexQuad()
                if (0xDC00..<0xE000).contains(low) {
                    let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                // Not the low half: the high half stands alone, and the next escape is read
                // again as a character of its own.
                offset = secondEscape
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func parseHexQuad() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw failure("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("bad hex digit in a \\u escape")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek(), isDigit(first) else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") {
            offset += 1
        } else {
            while let byte = peek(), isDigit(byte) { offset += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let byte = peek(), isDigit(byte) else { throw failure("expected a digit after '.'") }
            while let byte = peek(), isDigit(byte) { offset += 1 }
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            offset += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { offset += 1 }
            guard let byte = peek(), isDigit(byte) else { throw failure("expected a digit in the exponent") }
            while let byte = peek(), isDigit(byte) { offset += 1 }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let length = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: length)
        guard offset + length <= bytes.count, bytes[offset..<offset + length].elementsEqual(expected) else {
            throw failure("unexpected character \(describe(bytes[offset]))")
        }
        offset += length
    }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    private func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F
            ? "'\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// A failure at the current offset, with a 1-based line and a column counted in characters
    /// (a byte order mark is not one of them).
    func failure(_ reason: String) -> Failure {
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, offset) : 0
        let end = min(offset, bytes.count)
        for index in lineStart..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return Failure(line: line, column: column, reason: reason)
    }
}
