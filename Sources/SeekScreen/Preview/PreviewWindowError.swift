/// A `--preview-window` that cannot be read.
public struct PreviewWindowError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
