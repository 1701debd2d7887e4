/// What one match asks for: the query text, the field conditions every match must satisfy
/// (the tokens and the selected scope), and the scopes whose matches to count.
///
/// The engine applies the conditions inside its scan, so that `--filter`, `-q` and interactive
/// typing all see the same matches, and counts every scope of the scope bar in that same scan.
public struct MatchRequest: Hashable, Sendable {
    /// The query text, in fzf's extended syntax (see ``Query``).
    public var text: String
    /// Conditions that must all hold for an item to match: the tokens, such as `cuisine:thai`.
    public var conditions: [FieldCondition]
    /// The selected scope's filter, which must hold too; nil when the scope has no filter.
    public var scope: FieldCondition?
    /// For each scope of the scope bar, in order, the filter whose matches to count (the matches
    /// of ``text`` and ``conditions`` that also satisfy it); nil stands for a scope without a
    /// filter ("All"), which counts every such match. Empty when no counts are wanted.
    public var scopesToCount: [FieldCondition?]
    /// Whether the caller will read every match in rank order (as `seek --filter` prints them
    /// all). The scan then scores each match as it finds it; otherwise it first tests whether a
    /// match could reach the top rows and leaves those that cannot unscored, which pays only when
    /// most matches are never ranked (typing). The matches and their order are the same.
    public var scoresEveryMatch = false
    /// How many of the best matches the caller reads right away (the rows a list shows, with room
    /// to move): the scan ranks that many while it runs, and a match that cannot reach them is
    /// not scored. Rows further down are still in order when read, at the cost of ranking more
    /// then (see ``RankedMatches``). At least 1; ``MatchEngine/eagerlyRankedCount`` by default.
    public var rankedCount = MatchEngine.eagerlyRankedCount
    /// Whether the matches are ranked or listed in input order, for this request only (fzf's
    /// `toggle-sort`); nil keeps the order of the engine's ``QueryOptions/ranking``. The scan is
    /// the same either way, so a kept result answers both orders.
    public var isSorted: Bool?
    /// Items never listed, whatever they match (fzf's `exclude`): input indexes. The snapshot
    /// leaves them out after the scan, which then lists its matches in full (see
    /// ``MatchSnapshot/excluding(_:)``), a cost paid only while some item is excluded.
    public var excludedItems: Set<Int> = []

    /// A request for the items that match `text`, satisfy every one of `conditions` and `scope`,
    /// counting the matches of each of `scopesToCount`.
    public init(
        text: String = "",
        conditions: [FieldCondition] = [],
        scope: FieldCondition? = nil,
        scopesToCount: [FieldCondition?] = []
    ) {
        self.text = text
        self.conditions = conditions
        self.scope = scope
        self.scopesToCount = scopesToCount
    }

    /// A request for the items matching `text`, with no conditions and no counts.
    public init(_ text: String) {
        self.init(text: text)
    }

    /// Whether matches must satisfy some condition or a scope, besides the text.
    public var hasConditions: Bool { !conditions.isEmpty || scope != nil }
}
