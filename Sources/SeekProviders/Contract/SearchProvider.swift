import SeekMatching
import SeekModel

/// Where the results of a search come from: the runtime hands it each query, and it answers
/// asynchronously, waking the event loop when it has something new.
///
/// These are the calls every provider answers. A provider that can do more also adopts one of
/// the optional protocols, which the runtime asks for with `as?`: ``PagedSearchProvider``
/// (results read a page at a time), ``EagerlyRankingSearchProvider`` (told the list's height),
/// ``ReloadableSearchProvider`` (new input read from a descriptor) and
/// ``DescriptorWatchingSearchProvider`` (answers read on the loop's thread).
///
/// ``DataSetSearch`` is the provider over items in memory; other providers (a database table,
/// a list of the caller's own values) answer the same calls. A provider is used from the event
/// loop's thread; the `whenChanged` closure that ``start(whenChanged:)`` receives may be called
/// from any thread.
public protocol SearchProvider: AnyObject {
    /// What the screen draws for each item, and what commands are handed for it.
    var content: any BrowserContent { get }
    /// Starts the provider's background work; it calls `whenChanged` whenever ``takeUpdate()``
    /// has something new (results ready, items arrived, reading finished or failed).
    func start(whenChanged: @escaping @Sendable () -> Void)
    /// Asks for the results of `query` under `generation`, with one count per scope of `scopes`;
    /// an older request still running may be abandoned.
    func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int)
    /// Everything that changed since the last call.
    func takeUpdate() -> SearchProviderUpdate
    /// The suggestions to offer while `query` shows `results` (word completions, say); called
    /// once for each new query's first results, and for the `.suggest` effect.
    func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion]
    /// Stops background work; the provider is not used again.
    func stop()
}
