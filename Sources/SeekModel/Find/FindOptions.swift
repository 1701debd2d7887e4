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
