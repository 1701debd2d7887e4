/// How a browsing ended.
public enum BrowserOutcome: Sendable, Equatable {
    /// The user chose these items (input indexes), in the order they were marked.
    case chosen([Int])
    /// The user pressed Return while nothing matched.
    case nothingToChoose
    /// The user left without choosing.
    case cancelled
}
