/// fzf's scoring schemes (`--scheme`): how much a word boundary after white space or a delimiter
/// is worth, which characters are delimiters, and what the start of a text counts as.
///
/// `standard` is fzf's `default`. `path` makes `/` the only delimiter, worth more than white
/// space, and counts the start of the text as coming after one, so a match at a path
/// component's start wins; `history` values every boundary alike, so the order of the input
/// decides among them. No scheme's bonus exceeds the standard one's, so the score bounds of the
/// scan, taken with the standard bonuses, hold for every scheme.
public enum ScoringScheme: Sendable, Hashable, CaseIterable {
    /// fzf's `default`: a boundary after white space earns the most, after `/`, `,`, `:`, `;`
    /// or `|` a little less.
    case standard
    /// fzf's `path`: a boundary after `/` (or at the start) earns the most, after white space
    /// no more than after any other non-word character.
    case path
    /// fzf's `history`: every word boundary earns ``FuzzyScorer/boundaryBonus``.
    case history

    /// The bonus of a word character after white space.
    public var whiteBoundaryBonus: Int {
        self == .standard ? FuzzyScorer.whiteBoundaryBonus : FuzzyScorer.boundaryBonus
    }

    /// The bonus of a word character after a delimiter.
    public var delimiterBoundaryBonus: Int {
        self == .history ? FuzzyScorer.boundaryBonus : FuzzyScorer.delimiterBoundaryBonus
    }

    /// What the character before the start of a text counts as.
    var initialClass: CharacterClass { self == .path ? .delimiter : .white }

    /// Whether the ASCII character `scalar` (not a letter, digit or white space) is a delimiter.
    @inline(__always)
    func isDelimiter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2F: return true  // /
        case 0x2C, 0x3A, 0x3B, 0x7C: return self != .path  // , : ; |
        default: return false
        }
    }

    /// The position of this scheme in ``allCases``.
    var ordinal: Int {
        switch self {
        case .standard: 0
        case .path: 1
        case .history: 2
        }
    }
}
