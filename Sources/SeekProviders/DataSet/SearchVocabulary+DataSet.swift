import SeekCatalog
import SeekModel

extension SearchVocabulary {
    /// The vocabulary of a data set: an "All" scope followed by one scope per value of the scope
    /// field, a suggested token per value of each token field, and the token fields.
    public init(dataSet: DataSet) {
        let tokenFields = dataSet.roles?.tokenFields ?? []
        var scopes: [SearchScope] = []
        if let scopeField = dataSet.roles?.scopeField, !dataSet.scopeValues.isEmpty {
            scopes = [SearchScope("All")] + dataSet.scopeValues.map {
                SearchScope($0, filter: SearchToken(field: scopeField, value: $0))
            }
        }
        self.init(
            scopes: scopes,
            suggestedTokens: tokenFields.flatMap { field in
                (dataSet.tokenValues[field] ?? []).map { SearchToken(field: field, value: $0) }
            },
            tokenFields: Set(tokenFields)
        )
    }
}
