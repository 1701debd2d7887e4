import SeekMatching

/// A query asked for: its first page is sent once `notBefore` (nanoseconds of uptime) has
/// passed, the debounce that lets a newer keystroke replace it before anything is sent.
struct PendingSearch: Sendable, Equatable {
    var request: MatchRequest
    var generation: Int
    var notBefore: UInt64
}
