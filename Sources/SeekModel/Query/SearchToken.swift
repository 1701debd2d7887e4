/// A structured term shown as a pill next to the free text of the field, like the elements of the
/// `tokens` binding of `searchable(text:tokens:placement:prompt:token:)`.
///
/// SwiftUI lets a token be any `Identifiable` value drawn by a view builder. A terminal record has
/// named fields, so a seek token is always a field name and a value (`cuisine:italian`), drawn as
/// text. Tokens combine with each other and with the text using AND.
public struct SearchToken: Sendable, Hashable, CustomStringConvertible {
    /// The field of a record the token constrains, for example `cuisine`.
    public var field: String
    /// The value the field must have, for example `italian`.
    public var value: String

    /// Creates a token that keeps records whose `field` has `value`.
    public init(field: String, value: String) {
        self.field = field
        self.value = value
    }

    /// The token as the user would type it: `field:value`, with a backslash before each space of
    /// the value (`cuisine:Middle\ Eastern`), so that it reads back as one term (see ``QueryLexer``).
    public var description: String {
        "\(field):\(QueryLexer.escaped(value))"
    }
}
