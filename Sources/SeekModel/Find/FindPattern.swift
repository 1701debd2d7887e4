/// A find text compiled for searching: its characters (folded when case is ignored) and the
/// Knuth–Morris–Pratt table that lets one pass over the text find every match.
///
/// Matches are compared a whole `Character` (grapheme cluster) at a time, so a match never
/// starts or ends inside a character: `e` does not match the `e` of `é` written as `e` and a
/// combining accent. The pass reads each character of the text once and keeps only the last
/// `count` indexes, so finding is linear in the text's length whatever the find text is.
public struct FindPattern: Sendable, Equatable {
    /// The find text's characters, lowercased when case is ignored.
    let characters: [String]
    /// For each prefix length, the length of its longest proper prefix that is also its suffix.
    let fallback: [Int]
    /// The options the pattern was compiled with.
    public let options: FindOptions

    /// Compiles `findText` under `options`.
    public init(_ findText: String, options: FindOptions) {
        self.options = options
        self.characters = findText.map { Self.folded($0, caseSensitive: options.isCaseSensitive) }
        var fallback = [Int](repeating: 0, count: characters.count)
        var length = 0
        for position in characters.indices.dropFirst() {
            while length > 0 && characters[position] != characters[length] { length = fallback[length - 1] }
            if characters[position] == characters[length] { length += 1 }
            fallback[position] = length
        }
        self.fallback = fallback
    }

    /// Every match in `text`, in order and not overlapping; none for an empty find text.
    public func matches(in text: String) -> [Range<String.Index>] {
        guard !characters.isEmpty else { return [] }
        let count = characters.count
        // The indexes of the last `count` characters read, so that a match's start is known
        // when its last character is.
        var recentStarts = [String.Index](repeating: text.startIndex, count: count)
        var found: [Range<String.Index>] = []
        var matched = 0
        var position = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            recentStarts[position % count] = index
            let folded = Self.folded(character, caseSensitive: options.isCaseSensitive)
            while matched > 0 && characters[matched] != folded { matched = fallback[matched - 1] }
            if characters[matched] == folded { matched += 1 }
            if matched == count {
                let start = recentStarts[(position + 1) % count]
                if isAtWordBoundaries(start..<next, in: text) {
                    found.append(start..<next)
                    matched = 0  // matches do not overlap, as replacing them all needs
                } else {
                    matched = fallback[matched - 1]
                }
            }
            position += 1
            index = next
        }
        return found
    }

    /// Whether `range` meets the word option: a word start before it, a word end after it.
    private func isAtWordBoundaries(_ range: Range<String.Index>, in text: String) -> Bool {
        switch options.wordMatch {
        case .contains:
            return true
        case .startsWith:
            return range.lowerBound == text.startIndex || !Self.isWordCharacter(text[text.index(before: range.lowerBound)])
        case .fullWord:
            let startsWord = range.lowerBound == text.startIndex
                || !Self.isWordCharacter(text[text.index(before: range.lowerBound)])
            return startsWord && (range.upperBound == text.endIndex || !Self.isWordCharacter(text[range.upperBound]))
        }
    }

    /// Letters, digits and `_` make words, as in an editor's whole-word search.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The form a character is compared in; `Character.lowercased()` keeps one grapheme cluster
    /// as one string, so lengths in characters are the same folded or not.
    static func folded(_ character: Character, caseSensitive: Bool) -> String {
        caseSensitive ? String(character) : character.lowercased()
    }
}
