import SeekMatching

/// A page after the first, asked for when the list was scrolled near its end.
struct PendingPage: Sendable, Equatable {
    var request: MatchRequest
    var generation: Int
    var cursor: PageCursor
}
