import Glibc
import SeekMatching
import SeekModel
import SeekProviders
import SeekScreen

/// Where the results of a search come from: the runtime hands it each query, and it answers
/// asynchronously, waking the event loop when it has something new.
///
/// ``DataSetSearch`` is the provider over items in memory; other providers (a command re-run per
/// query, a database table) answer the same calls. A provider is used from the event loop's
/// thread; the `whenChanged` closure that ``start(whenChanged:)`` receives may be called from any
/// thread.
public protocol SearchProvider: AnyObject {
    /// What the screen draws for each item.
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
    /// The item at `index` as commands see it: its bytes as read, its index, its fields (for
    /// `{}`, `{1}`, `{@name}` in a preview or an `execute`).
    func commandItem(at index: Int) -> CommandItem
    /// Replaces the input with what is read from `descriptor` (a `reload` command's output), read
    /// in the background as it arrives; the provider closes the descriptor when done with it.
    /// Returns false (and closes it) when the provider cannot take new input.
    func reload(reading descriptor: Int32) -> Bool
    /// Asks for more results of `generation` than those delivered so far: the list was scrolled
    /// near their end. A provider that delivers every result at once ignores it; one that reads
    /// a page at a time answers with a snapshot of the same generation holding more matches.
    func loadMoreResults(generation: Int)
    /// Tells the provider how many rows the list shows; the runtime calls it before each
    /// ``request(_:scopes:generation:)``. A provider that ranks while it searches ranks at least
    /// that many, so that drawing the list never ranks more (see `MatchRequest.rankedCount`).
    func prepareToShow(rows: Int)
    /// Tells the provider that the event loop calling it waits on ``descriptorToWatch`` beside
    /// the terminal and calls ``descriptorTurnedReadable()`` on its own thread: a provider whose
    /// answers arrive on a socket may then leave reading them to that thread, and the answer
    /// wakes the loop itself instead of a thread of the provider's. Called once, before
    /// ``start(whenChanged:)``.
    func loopWatchesDescriptors()
    /// The descriptor the loop waits on for the provider now, if any; asked before each sleep.
    var descriptorToWatch: Int32? { get }
    /// Called on the loop's thread when ``descriptorToWatch`` turned readable: reads what
    /// arrived without blocking; what it completes comes with the next ``takeUpdate()``.
    func descriptorTurnedReadable()
}

extension SearchProvider {
    /// The row text as the item's text; no fields.
    public func commandItem(at index: Int) -> CommandItem {
        CommandItem(text: content.text(ofItem: index), index: index)
    }

    /// A provider that cannot reload closes the descriptor and says so.
    public func reload(reading descriptor: Int32) -> Bool {
        _ = close(descriptor)
        return false
    }

    /// Every result was delivered at once: nothing more to load.
    public func loadMoreResults(generation: Int) {}

    /// Every result is ranked, or read a page at a time: the list's height changes nothing.
    public func prepareToShow(rows: Int) {}

    /// Answers reach the provider on threads of its own: nothing for the loop to wait on.
    public func loopWatchesDescriptors() {}

    /// No descriptor: the provider's own threads signal ``start(whenChanged:)``'s closure.
    public var descriptorToWatch: Int32? { nil }

    /// Nothing to read.
    public func descriptorTurnedReadable() {}
}

/// What changed in a provider since the runtime last asked.
public struct SearchProviderUpdate: Sendable {
    /// Finished results, oldest first; each carries its generation.
    public var results: [MatchSnapshot]
    /// How many items there are so far.
    public var totalCount: Int
    /// Whether the provider is still matching or reading.
    public var isBusy: Bool
    /// Why the provider cannot go on (malformed input, say); the run ends with this message.
    public var failure: String?
    /// The scopes, suggested tokens and token fields, when they changed (a data set still
    /// streaming in finds new values).
    public var vocabulary: SearchVocabulary?
    /// Whether all of the input has been read (for the `load` event); a provider that reads
    /// nothing in the background is always complete.
    public var isInputComplete: Bool
    /// How many of the oldest items were dropped since the last update (`--tail`); the indexes
    /// of the items after them moved down by that much.
    public var droppedItemCount = 0
    /// A one-line note for the status line while the run goes on (a lost server being retried,
    /// a query that timed out); nil when there is nothing to say.
    public var statusMessage: String?
    /// Suggestions that arrived in the background (from a server, say) for the query being
    /// typed; nil when there are none new.
    public var suggestions: [SearchSuggestion]?

    /// An update.
    public init(results: [MatchSnapshot] = [], totalCount: Int, isBusy: Bool, failure: String? = nil,
                vocabulary: SearchVocabulary? = nil, isInputComplete: Bool = true, statusMessage: String? = nil,
                suggestions: [SearchSuggestion]? = nil) {
        self.isInputComplete = isInputComplete
        self.statusMessage = statusMessage
        self.suggestions = suggestions
        self.results = results
        self.totalCount = totalCount
        self.isBusy = isBusy
        self.failure = failure
        self.vocabulary = vocabulary
    }
}

/// The words of a search that come from its data: the scopes of the scope bar, the tokens
/// offered while typing, and the fields whose `field:value` terms become tokens.
public struct SearchVocabulary: Sendable, Equatable {
    /// The scopes, "All" first; empty when the data has no scope field.
    public var scopes: [SearchScope]
    /// The tokens offered while typing.
    public var suggestedTokens: [SearchToken]
    /// The fields whose `field:value` terms become tokens.
    public var tokenFields: Set<String>

    /// A vocabulary.
    public init(scopes: [SearchScope] = [], suggestedTokens: [SearchToken] = [], tokenFields: Set<String> = []) {
        self.scopes = scopes
        self.suggestedTokens = suggestedTokens
        self.tokenFields = tokenFields
    }
}
