/// Why a `--height` value was refused; its description is the one line seek prints.
public struct InlineHeightError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
