/// How the find text is compared with the text searched, as the options menu of a find
/// navigator offers them (UIKit's `UITextSearchOptions`: ignore case, and a word match method).
public struct FindOptions: Sendable, Equatable, Hashable {
    /// Whether upper and lower case letters differ; off by default, as in a find navigator.
    public var isCaseSensitive: Bool
    /// Where a match may begin and end relative to words.
    public var wordMatch: FindWordMatch

    /// Options that ignore case and match anywhere unless told otherwise.
    public init(isCaseSensitive: Bool = false, wordMatch: FindWordMatch = .contains) {
        self.isCaseSensitive = isCaseSensitive
        self.wordMatch = wordMatch
    }
}

/// Where a match may lie relative to words. A word character is a letter, a digit or `_`.
public enum FindWordMatch: Sendable, Equatable, Hashable, CaseIterable {
    /// Anywhere, inside words too.
    case contains
    /// Only at the start of a word: the character before the match is not a word character.
    case startsWith
    /// Only a whole word: neither the character before nor the one after is a word character.
    case fullWord
}
