extension SearchQuery {
    /// A query read back from its ``description`` (a history file's line): each `field:value`
    /// term whose field is one of `tokenFields` becomes a token again (an escaped or quoted value
    /// keeps its spaces), the other terms are text.
    public init(remembered line: String, tokenFields: Set<String>) {
        var tokens: [SearchToken] = []
        var words: [Substring] = []
        for term in QueryLexer.quotedTerms(of: line[...]).terms {
            if let (field, value) = QueryLexer.fieldAndValue(of: term), tokenFields.contains(String(field)), !value.isEmpty {
                tokens.append(SearchToken(field: String(field), value: value))
            } else {
                words.append(term)
            }
        }
        self.init(text: words.joined(separator: " "), tokens: tokens)
    }
}
