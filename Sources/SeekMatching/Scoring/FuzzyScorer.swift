/// Scores how well a pattern matches a text as a fuzzy subsequence, and where.
///
/// ## Scoring
///
/// An assignment puts each pattern character on a text character, in order. It scores:
///
/// - every matched character earns ``matchScore``;
/// - a matched character also earns a bonus for where it sits: after white space or at the start
///   of the text (``whiteBoundaryBonus``), after a delimiter `/`, `:`, `;`, `,` or `|`
///   (``delimiterBoundaryBonus``), after any other non-word character (``boundaryBonus``), at a
///   camelCase hump or a letter-to-digit step (``camelCaseBonus``), or on a non-word character
///   itself (``nonWordBonus``);
/// - the first pattern character's bonus counts ``firstCharacterMultiplier`` times, because where
///   a match starts says most about intent;
/// - inside a run of consecutive matches, each character earns at least ``consecutiveBonus`` and
///   at least the bonus of the run's first character, so `src` in `/src/` scores as a whole
///   boundary word;
/// - an unmatched character inside the window costs ``gapStartPenalty`` if it opens a gap and
///   ``gapExtensionPenalty`` for each further one.
///
/// So a run of *k* consecutive characters starting after a `/` scores
/// `k × matchScore + firstCharacterMultiplier × delimiterBoundaryBonus + (k − 1) × delimiterBoundaryBonus`,
/// and one gap of *g* characters costs `gapStartPenalty + (g − 1) × gapExtensionPenalty`.
///
/// The score of a text is that of its best-scoring assignment (the one ending earliest on a
/// tie), as fzf's algorithm finds it; `TermScoring.fuzzyScore(_:positions:)` searches for it in
/// O(m·n) for a pattern of m characters.
///
/// Case is folded unless the pattern asks for case sensitivity (smart case), and accented Latin
/// letters in the text count as their base letters unless the pattern has accents itself, as in
/// fzf. Positions are reported as indexes of Unicode scalars in the text.
public struct FuzzyScorer: Sendable {
    /// What every matched character earns.
    public static let matchScore = 16
    /// What the first unmatched character of a gap inside the match costs.
    public static let gapStartPenalty = -3
    /// What each further unmatched character of a gap costs.
    public static let gapExtensionPenalty = -1
    /// The bonus for a word character after a non-word character other than white space or a
    /// delimiter (`-`, `_`, `.`, …).
    public static let boundaryBonus = matchScore / 2
    /// The bonus for matching a non-word character itself.
    public static let nonWordBonus = matchScore / 2
    /// The bonus for a word character after white space, or at the start of the text.
    public static let whiteBoundaryBonus = boundaryBonus + 2
    /// The bonus for a word character after `/`, `:`, `;`, `,` or `|`.
    public static let delimiterBoundaryBonus = boundaryBonus + 1
    /// The bonus for an uppercase letter after a lowercase one, or a digit after a non-digit.
    public static let camelCaseBonus = boundaryBonus + gapExtensionPenalty
    /// The least bonus a character earns for directly following another matched character.
    public static let consecutiveBonus = -(gapStartPenalty + gapExtensionPenalty)
    /// How many times the first pattern character's bonus counts.
    public static let firstCharacterMultiplier = 2

    /// The pattern as Unicode scalar values, folded as the text will be.
    public let pattern: [UInt32]
    /// Whether upper and lower case must agree.
    public let isCaseSensitive: Bool
    /// Whether accented Latin letters in the text count as their base letters.
    public let normalizesLatinLetters: Bool
    /// The bonuses a match earns (fzf's `--scheme`).
    public let scheme: ScoringScheme
    /// Creates a scorer for `pattern`. With `caseSensitive` nil, smart case applies: the match is
    /// case-sensitive only when the pattern contains an uppercase letter.
    public init(pattern: String, caseSensitive: Bool? = nil) {
        let scalars = pattern.unicodeScalars.map(\.value)
        let sensitive = caseSensitive ?? ScalarFolding.isCaseSensitive(scalars)
        self.init(scalars: scalars, caseSensitive: sensitive, normalize: ScalarFolding.normalizes(scalars))
    }

    init(scalars: [UInt32], caseSensitive: Bool, foldedAlready: Bool = false, normalize: Bool,
         scheme: ScoringScheme = .standard) {
        self.isCaseSensitive = caseSensitive
        self.scheme = scheme
        self.normalizesLatinLetters = normalize
        let folded = foldedAlready ? scalars.map { $0 }
            : scalars.map { ScalarFolding.foldPattern($0, caseSensitive: caseSensitive, normalize: normalize) }
        self.pattern = folded
    }

    /// Scores `text`; nil when the pattern is not a subsequence of it.
    public func score(_ text: String) -> Int? {
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { score(units: $0, positions: nil) }
    }

    /// Scores `text` and appends the matched scalar indexes to `positions`, in increasing order.
    public func score(_ text: String, positions: inout [Int]) -> Int? {
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { score(units: $0, positions: &positions) }
    }

    /// The fuzzy score of `text` (bytes of an ASCII text, or Unicode scalars), appending the
    /// matched indexes to `positions` when given.
    ///
    /// - Complexity: O(m·n) at worst for a pattern of m characters and a text of n.
    func score<Unit: FixedWidthInteger>(
        units text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int? {
        pattern.withUnsafeBufferPointer { pattern in
            TermScoring.fuzzyScore(ScalarItemText(text: text, pattern: pattern, isCaseSensitive: isCaseSensitive,
                                                  normalizesLatinLetters: normalizesLatinLetters, scheme: scheme),
                                   positions: positions)
        }
    }
}
