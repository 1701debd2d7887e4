/// Where a match may lie relative to words. A word character is a letter, a digit or `_`.
public enum FindWordMatch: Sendable, Equatable, Hashable, CaseIterable {
    /// Anywhere, inside words too.
    case contains
    /// Only at the start of a word: the character before the match is not a word character.
    case startsWith
    /// Only a whole word: neither the character before nor the one after is a word character.
    case fullWord
}
