/// Why the terminal could not be opened; its description is the one line seek prints.
public struct TerminalError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
