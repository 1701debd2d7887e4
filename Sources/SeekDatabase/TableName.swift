/// A table's name as SQL reads it: up to three dot-separated identifiers (`table`,
/// `schema.table`, `database.schema.table`), each either unquoted — letters, digits, `_` and `$`,
/// not starting with a digit or `$`, folded to lower case as the server folds it — or in double
/// quotes, kept as written, with `""` for a quote and any other character (dots, spaces) allowed.
///
/// `--table CamelTable` is therefore the table `cameltable`, `'"CamelTable"'` keeps its case, and
/// `'"a.b"'` is one table named `a.b`. Statements name the table by ``quoted``: every part quoted
/// again, never spliced as given.
public struct TableName: Sendable, Equatable, CustomStringConvertible {
    /// The identifiers, outermost first, as the server stores them.
    public let parts: [String]

    /// Reads `text` by SQL's rules.
    ///
    /// - Throws: a one-line ``DatabaseError`` saying what is wrong and where: an empty name or
    ///   part, an unclosed quote, a character not allowed unquoted, more than three parts.
    public init(parsing text: String) throws(DatabaseError) {
        var reader = Reader(text)
        parts = try reader.readParts()
    }

    /// The name as identifiers quoted for a statement (`"shop"."Products"`).
    public var quoted: String {
        parts.map(SQLStatement.identifier).joined(separator: ".")
    }

    /// The name as written back in SQL, for messages: each part quoted only when it must be.
    public var description: String {
        parts.map { Reader.needsQuotes($0) ? SQLStatement.identifier($0) : $0 }.joined(separator: ".")
    }
}

extension TableName {
    /// Reads a name's characters one at a time.
    private struct Reader {
        let text: String
        let characters: [Character]
        var position = 0

        init(_ text: String) {
            self.text = text
            characters = Array(text)
        }

        /// The most parts a name has: database, schema, table.
        static let partLimit = 3

        mutating func readParts() throws(DatabaseError) -> [String] {
            guard !text.isEmpty else { throw failure("is empty") }
            guard !text.unicodeScalars.contains("\0") else { throw failure("contains a NUL byte") }
            var parts: [String] = []
            while true {
                parts.append(try readPart())
                guard position < characters.count else { break }
                guard characters[position] == "." else {
                    throw failure("has '\(characters[position])' after \(parts.count == 1 ? "its first part" : "a part"); quote a name that holds it")
                }
                position += 1
            }
            guard parts.count <= Self.partLimit else { throw failure("has \(parts.count) parts; at most database.schema.table") }
            return parts
        }

        private mutating func readPart() throws(DatabaseError) -> String {
            guard position < characters.count, characters[position] != "." else {
                throw failure("has an empty part")
            }
            return characters[position] == "\"" ? try readQuoted() : try readUnquoted()
        }

        /// `"…"` with `""` for a quote; kept as written.
        private mutating func readQuoted() throws(DatabaseError) -> String {
            position += 1
            var part = ""
            while position < characters.count {
                let character = characters[position]
                position += 1
                guard character == "\"" else {
                    part.append(character)
                    continue
                }
                guard position < characters.count, characters[position] == "\"" else {
                    guard !part.isEmpty else { throw failure("has an empty quoted part (\"\")") }
                    return part
                }
                part.append("\"")
                position += 1
            }
            throw failure("has a quote that is not closed")
        }

        /// Letters, digits, `_` and `$`, folded to lower case (ASCII letters only, as the server
        /// folds them in a multibyte encoding).
        private mutating func readUnquoted() throws(DatabaseError) -> String {
            var part = ""
            while position < characters.count, characters[position] != "." {
                let character = characters[position]
                guard Self.isIdentifierCharacter(character, first: part.isEmpty) else {
                    throw failure("has '\(character)', which needs the part in double quotes")
                }
                part.append(character.isASCII ? Character(character.lowercased()) : character)
                position += 1
            }
            return part
        }

        static func isIdentifierCharacter(_ character: Character, first: Bool) -> Bool {
            if character == "_" || (!character.isASCII && character.isLetter) { return true }
            guard character.isASCII else { return false }
            if character.isLetter { return true }
            return !first && (character.isNumber || character == "$")
        }

        /// Whether `part` reads differently unquoted: upper case, or a character unquoted
        /// names cannot hold.
        static func needsQuotes(_ part: String) -> Bool {
            part.isEmpty || part.enumerated().contains { offset, character in
                !isIdentifierCharacter(character, first: offset == 0) || (character.isASCII && character.isUppercase)
            }
        }

        func failure(_ problem: String) -> DatabaseError {
            DatabaseError("postgresql: the table name '\(text)' \(problem)")
        }
    }
}
