/// The text of a string literal a SwiftUI initializer takes (`Text("Recipes")`,
/// `prompt: "Find a recipe"`); a terminal program has no localization table, so the key is
/// the text.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The text shown.
    public let text: String

    /// The key `value`.
    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }
}
