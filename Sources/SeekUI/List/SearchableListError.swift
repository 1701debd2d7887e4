/// Why a list's run ended without a choice or a cancel.
public enum SearchableListError: Error, Equatable, CustomStringConvertible {
    /// A signal that ends the program arrived (SIGINT, SIGTERM, SIGHUP, …); the terminal has been
    /// restored, and a program usually exits with status 128 + the number.
    case signal(Int32)
    /// The terminal could not be opened or used; the message says why in one line.
    case terminal(String)

    public var description: String {
        switch self {
        case .signal(let number): "ended by signal \(number)"
        case .terminal(let message): message
        }
    }
}
