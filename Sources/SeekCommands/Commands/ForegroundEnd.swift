/// How the wait on a foreground command ended.
public enum ForegroundEnd: Sendable, Equatable {
    /// The command ended with this exit status (128 + N when signal N ended it).
    case exited(Int32)
    /// Signal N, one that ends seek, arrived while seek waited; it was passed on to the command's
    /// process group, and seek is to end with 128 + N.
    case interrupted(by: Int32)

    /// The status the wait stands for: the command's, or 128 + N for a signal that ends seek.
    public var status: Int32 {
        switch self {
        case .exited(let status): status
        case .interrupted(let signal): 128 + signal
        }
    }
}
