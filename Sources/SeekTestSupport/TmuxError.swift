/// A failure to drive tmux.
public struct TmuxError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
