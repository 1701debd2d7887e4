extension SearchQuery {
    /// A query read back from its ``description`` (a history file's line): each `field:value`
    /// word whose field is one of `tokenFields` becomes a token again, the other words are text.
    public init(remembered line: String, tokenFields: Set<String>) {
        var tokens: [SearchToken] = []
        var words: [Substring] = []
        for word in line.split(separator: " ") {
            if let colon = word.firstIndex(of: ":"), tokenFields.contains(String(word[..<colon])),
               word.index(after: colon) < word.endIndex {
                tokens.append(SearchToken(field: String(word[..<colon]), value: String(word[word.index(after: colon)...])))
            } else {
                words.append(word)
            }
        }
        self.init(text: words.joined(separator: " "), tokens: tokens)
    }
}
