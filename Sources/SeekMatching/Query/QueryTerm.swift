/// One term of a ``Query``: a pattern, how it must occur in an item, and whether it must not.
///
/// Terms come from fzf's extended search syntax: `abc` (fuzzy), `'abc` (exact substring),
/// `^abc` (prefix), `abc$` (suffix), `^abc$` (whole line), `'abc'` (a whole word), and any of
/// them after `!` (must not match).
public struct QueryTerm: Sendable, Equatable {
    /// How the pattern has to occur in an item.
    public enum Kind: Sendable, Equatable {
        /// The pattern's characters appear in order, with anything between them.
        case fuzzy
        /// The pattern appears as one contiguous substring.
        case exact
        /// The item starts with the pattern (leading white space ignored unless the pattern
        /// starts with white space).
        case prefix
        /// The item ends with the pattern (trailing white space ignored unless the pattern ends
        /// with white space).
        case suffix
        /// The item is the pattern (surrounding white space ignored as for prefix and suffix).
        case whole
        /// The pattern appears as one contiguous substring with no letter or digit right before
        /// or after it (fzf's `'abc'`).
        case boundary
    }

    /// How the pattern has to occur.
    public var kind: Kind
    /// Whether the term holds for items the pattern does *not* match.
    public var isNegated: Bool
    /// The pattern, lowercased when the term ignores case; never empty.
    public var pattern: String
    /// Whether upper and lower case must agree (smart case: the typed term had an uppercase
    /// letter).
    public var isCaseSensitive: Bool
    /// Whether accented Latin letters in items count as their base letters; true when the pattern
    /// itself has none.
    public var normalizesLatinLetters: Bool
    /// The scoring scheme its matches are scored with (fzf's `--scheme`).
    public var scheme: ScoringScheme

    public init(
        _ kind: Kind,
        _ pattern: String,
        isNegated: Bool = false,
        isCaseSensitive: Bool = false,
        normalizesLatinLetters: Bool = true,
        scheme: ScoringScheme = .standard
    ) {
        self.scheme = scheme
        self.kind = kind
        self.isNegated = isNegated
        self.pattern = pattern
        self.isCaseSensitive = isCaseSensitive
        self.normalizesLatinLetters = normalizesLatinLetters
    }
}
