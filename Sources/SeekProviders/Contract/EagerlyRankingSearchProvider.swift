/// A provider that ranks while it searches, and so ranks as many rows as the list shows, and a
/// few more, rather than a fixed number: drawing the list then never ranks more (see
/// `MatchRequest.rankedCount`). A provider that ranks every result, or that reads a page at a
/// time, does not adopt it.
public protocol EagerlyRankingSearchProvider: SearchProvider {
    /// Tells the provider how many rows the list shows; the runtime calls it before each
    /// ``SearchProvider/request(_:scopes:generation:)``.
    func prepareToShow(rows: Int)
}
