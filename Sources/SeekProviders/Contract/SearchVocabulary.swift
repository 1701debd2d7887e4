import SeekModel

/// The words of a search that come from its data: the scopes of the scope bar, the tokens
/// offered while typing, and the fields whose `field:value` terms become tokens.
public struct SearchVocabulary: Sendable, Equatable {
    /// The scopes, "All" first; empty when the data has no scope field.
    public var scopes: [SearchScope]
    /// The tokens offered while typing.
    public var suggestedTokens: [SearchToken]
    /// The fields whose `field:value` terms become tokens.
    public var tokenFields: Set<String>

    /// A vocabulary.
    public init(scopes: [SearchScope] = [], suggestedTokens: [SearchToken] = [], tokenFields: Set<String> = []) {
        self.scopes = scopes
        self.suggestedTokens = suggestedTokens
        self.tokenFields = tokenFields
    }
}
