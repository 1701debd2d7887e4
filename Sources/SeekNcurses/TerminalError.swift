/// Why the terminal could not be opened; its description is one line a program can print.
public struct TerminalError: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String
    /// Whether there is no terminal at all (`/dev/tty` cannot be opened, as under cron or in a
    /// pipeline without a controlling terminal), as opposed to one that cannot be used: a
    /// program may then offer a way to work without one.
    public let isMissingTerminal: Bool

    /// A terminal that cannot be used, for the reason `description`.
    public init(_ description: String) {
        self.description = description
        self.isMissingTerminal = false
    }

    /// No terminal at all: `no terminal: ` and `reason`.
    public init(noTerminal reason: String) {
        self.description = "no terminal: \(reason)"
        self.isMissingTerminal = true
    }
}
