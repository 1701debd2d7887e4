/// The distinct values a ``DataSet`` has met so far: field names, scope values and token values.
///
/// They are kept with the data set, not rebuilt per batch, so that records appended in pieces get
/// the same first-seen order and scope positions as records appended at once.
struct SeenValues: Sendable {
    /// Every field name met.
    var fieldNames = Set<String>()
    /// The field names of the last record appended, all of them in ``fieldNames``.
    var lastRecordFieldNames: [String] = []
    /// Scope value → its position in the data set's scope values.
    var scopePositions: [String: Int32] = [:]
    /// Token field → the values listed for it.
    var tokens: [String: Set<String>] = [:]

    /// The position of `scope` in `scopeValues`, adding it when it is new; -1 for an empty value,
    /// which is no scope.
    mutating func scopeIndex(of scope: String, in scopeValues: inout [String]) -> Int32 {
        guard !scope.isEmpty else { return -1 }
        if let position = scopePositions[scope] { return position }
        let position = Int32(scopeValues.count)
        scopePositions[scope] = position
        scopeValues.append(scope)
        return position
    }
}
