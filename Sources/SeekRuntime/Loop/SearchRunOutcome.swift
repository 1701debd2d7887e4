import SeekModel

/// How a run of the ``SearchRuntime`` ended, decided before the terminal is restored.
public enum SearchRunOutcome: Sendable, Equatable {
    /// The user chose these items (input indexes, in the order they were marked) with this query.
    case chosen([Int], query: SearchQuery)
    /// The user pressed Return while nothing matched this query.
    case nothingToChoose(query: SearchQuery)
    /// The user left without choosing (Esc outside search, Ctrl-C).
    case cancelled
    /// A signal that ends the program arrived (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, …; see
    /// ``SignalWakeup/endingSignals``).
    case signal(Int32)
    /// The provider could not go on; the message says why in one line.
    case failed(String)
    /// A key bound to `become` asked for this program (an absolute path) to replace this one,
    /// with these arguments, its name first (a shell and `-c COMMAND`): the host closes the
    /// terminal and replaces the process (SeekCommands' `ChildProcess.replaceProcess`).
    case become(program: String, arguments: [[UInt8]])
}
