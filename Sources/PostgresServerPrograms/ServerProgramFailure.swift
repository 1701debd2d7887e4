/// Why a server program could not run or failed.
public struct ServerProgramFailure: Error, CustomStringConvertible {
    /// One line saying what went wrong.
    public let description: String

    init(_ description: String) { self.description = description }
}
