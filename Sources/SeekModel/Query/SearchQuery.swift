/// Everything the matcher needs to know about what the user is looking for: the free text, the
/// tokens and the selected scope, which combine with AND.
///
/// SwiftUI hands an app the text, tokens and scope as three separate bindings and lets it combine
/// them. seek combines them here so that one value can be matched, submitted, compared for staleness
/// and remembered as a recent search.
public struct SearchQuery: Sendable, Hashable, CustomStringConvertible {
    /// The free text of the field, in the matcher's query language.
    public var text: String
    /// The tokens, each of which a result must satisfy.
    public var tokens: [SearchToken]
    /// The selected scope, or `nil` when the search has no scopes.
    public var scope: SearchScope?
    /// Whether the matches are ranked (true) or listed in input order (false), overriding the
    /// provider's own order for this query (fzf's `toggle-sort`); nil keeps the provider's.
    public var isSorted: Bool?

    /// Creates a query from text, tokens and a scope.
    public init(text: String = "", tokens: [SearchToken] = [], scope: SearchScope? = nil) {
        self.text = text
        self.tokens = tokens
        self.scope = scope
    }

    /// Whether the query has any text or token, the terms worth remembering as a recent search.
    /// Whitespace-only text counts as no text.
    public var hasTerms: Bool {
        !tokens.isEmpty || text.contains { !$0.isWhitespace }
    }

    /// Whether two queries ask the matcher for the same thing: the same text scalar for scalar
    /// (the matcher tells `é` from `e` and a combining accent, so these are different queries),
    /// the same tokens, the same scope and the same order.
    ///
    /// - Complexity: O(1) when the texts differ in length, which is what typing makes them.
    public static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool {
        lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
            && lhs.tokens == rhs.tokens && lhs.scope == rhs.scope && lhs.isSorted == rhs.isSorted
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
        hasher.combine(tokens)
        hasher.combine(scope)
        hasher.combine(isSorted)
    }

    /// The tokens, then the text, as the user would type them: `cuisine:italian pasta`.
    public var description: String {
        (tokens.map(\.description) + (text.isEmpty ? [] : [text])).joined(separator: " ")
    }
}
