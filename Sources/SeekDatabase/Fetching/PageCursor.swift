/// Where the next page of a search starts.
struct PageCursor: Sendable, Equatable {
    /// The last row's rank as the server wrote it (nil when the query ranks nothing).
    var rank: String?
    /// The last row's key values, as text.
    var key: [String?]
    /// How many rows were read so far (the offset of a table without a key).
    var offset: Int
    /// Whether the pages are ordered by the server's rank (then key): the next page is then
    /// ranked too.
    var isRanked = false
}
