/// Why a data set could not be loaded; its description is the one line seek prints.
public struct LoadError: Error, Equatable, CustomStringConvertible {
    /// The one-line explanation, naming the file when there is one.
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
