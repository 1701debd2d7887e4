/// A `--bind` or `--expect` that cannot be read.
public struct BindingError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
