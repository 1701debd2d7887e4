/// How a query's terms are read and its matches ordered, for a whole session (fzf's `-e`, `-i`,
/// `+i`, `--literal`, `+x`, `--scheme`, `--tiebreak`, `--no-sort`, `--tac`).
public struct QueryOptions: Hashable, Sendable {
    /// How letters' case is compared.
    public enum CaseMatching: Hashable, Sendable {
        /// A term with an uppercase letter is case-sensitive; others are not (fzf's default).
        case smart
        /// Case is ignored in every term (`-i`).
        case ignore
        /// Case is respected in every term (`+i`).
        case respect
    }

    /// Whether a plain term is an exact substring rather than fuzzy; a leading `'` then makes
    /// a term fuzzy (`-e`, `--exact`).
    public var isExact: Bool
    public var caseMatching: CaseMatching
    /// Whether accented Latin letters in the text stay as they are (`--literal`): without it a
    /// term with no accent matches them as their plain letters, as fzf normalises them.
    public var isLiteral: Bool
    /// The order matches are listed in.
    public var ranking: RankingOrder
    /// Whether the query is read in fzf's extended syntax (terms, operators, `|`); without it
    /// (fzf's `+x`) the whole query, spaces included, is one term.
    public var isExtended: Bool
    /// The bonuses matches are scored with (fzf's `--scheme`; its tiebreaks are in `ranking`).
    public var scheme: ScoringScheme

    public init(isExact: Bool = false, caseMatching: CaseMatching = .smart, isLiteral: Bool = false,
                ranking: RankingOrder = .standard, isExtended: Bool = true, scheme: ScoringScheme = .standard) {
        self.isExtended = isExtended
        self.scheme = scheme
        self.isExact = isExact
        self.caseMatching = caseMatching
        self.isLiteral = isLiteral
        self.ranking = ranking
    }
}
