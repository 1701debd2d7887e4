/// A provider that reads its results a page at a time (a database table): the runtime asks it
/// for more when the list is scrolled near the end of those delivered. A provider that delivers
/// every result at once does not adopt it.
public protocol PagedSearchProvider: SearchProvider {
    /// Asks for more results of `generation` than those delivered so far; the answer is a
    /// snapshot of the same generation holding more matches.
    func loadMoreResults(generation: Int)
}
