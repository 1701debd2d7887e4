import SeekMatching
import SeekModel

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
    /// The new index of each item, when the provider put the same rows at other indexes (a
    /// table's search switching to its mirror): marks follow their rows; an index missing from
    /// it names a row that is gone. nil when no item moved.
    public var movedItems: [Int: Int]?
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
