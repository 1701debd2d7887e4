/// The part each field plays in a structured data set, checked against its fields: which text a
/// row shows, which field gives scopes and tokens, what the detail pane lists, and what the query
/// is matched against.
public struct FieldRoles: Sendable, Equatable {
    /// How each record becomes its row text (what is shown and printed).
    public var display: DisplayTemplate
    /// The field whose distinct values are the scopes, if any.
    public var scopeField: String?
    /// The fields that `field:value` tokens and suggested tokens use.
    public var tokenFields: [String]
    /// The fields the detail pane shows, in order.
    public var detailFields: [String]
    /// The fields whose values, joined by spaces, the query is matched against; nil means the row
    /// text, so that the match set is exactly what the user sees.
    public var searchFields: [String]?

    public init(
        display: DisplayTemplate,
        scopeField: String? = nil,
        tokenFields: [String] = [],
        detailFields: [String],
        searchFields: [String]? = nil
    ) {
        self.display = display
        self.scopeField = scopeField
        self.tokenFields = tokenFields
        self.detailFields = detailFields
        self.searchFields = searchFields
    }

    /// Resolves the user's `choices` against a data set whose fields are `fieldNames`, filling in
    /// the defaults as ``init(resolving:fieldNames:textFields:keyFields:source:)`` does, with the
    /// text fields read from `records`: a field holds text when its first non-null value is text.
    ///
    /// - Parameters:
    ///   - choices: what the user chose; the rest is filled in from the data.
    ///   - fieldNames: the data set's fields, in source order.
    ///   - records: the records whose first values decide which fields hold text.
    ///   - source: the file's name, for error messages.
    /// - Throws: a ``LoadError`` naming a chosen field that does not exist and listing those that
    ///   do, or saying that a display template names no field.
    public init<Records: Sequence<Record>>(
        resolving choices: FieldRoleChoices,
        fieldNames: [String],
        records: Records,
        source: String
    ) throws(LoadError) {
        try self.init(resolving: choices, fieldNames: fieldNames,
                      textFields: Self.textFields(fieldNames: fieldNames, records: records), source: source)
    }

    /// Resolves the user's `choices` against a data set whose fields are `fieldNames`, filling in
    /// the defaults:
    /// - display: see ``defaultDisplayField(fieldNames:textFields:keyFields:)``;
    /// - no scope field and no token fields;
    /// - detail: every field in order;
    /// - search: the row text.
    ///
    /// A file knows which fields hold text from its values; a table from its column types and
    /// its primary key (`keyFields`), so that both choose by one rule.
    ///
    /// - Parameters:
    ///   - choices: what the user chose; the rest is filled in from the data.
    ///   - fieldNames: the data set's fields, in source order.
    ///   - textFields: the fields whose values are text.
    ///   - keyFields: the fields known to be keys (a table's primary key), besides those named as
    ///     one (see ``isKeyName(_:)``).
    ///   - source: the data set's name, for error messages.
    /// - Throws: a ``LoadError`` naming a chosen field that does not exist and listing those that
    ///   do, or saying that a display template names no field.
    public init(
        resolving choices: FieldRoleChoices,
        fieldNames: [String],
        textFields: Set<String>,
        keyFields: Set<String> = [],
        source: String
    ) throws(LoadError) {
        let checker = FieldChecker(fieldNames: fieldNames, source: source)
        var chosenDisplay: DisplayTemplate?
        if let specification = choices.display {
            let template = DisplayTemplate(specification)
            if template.fieldNames.isEmpty {
                throw LoadError("the display template '\(specification)' names no field ({field} inserts one)")
            }
            try checker.check(template.fieldNames)
            chosenDisplay = template
        }
        try checker.check(choices.scopeField.map { [$0] } ?? [])
        try checker.check(choices.tokenFields ?? [])
        try checker.check(choices.detailFields ?? [])
        try checker.check(choices.searchFields ?? [])
        let display: DisplayTemplate
        if let chosenDisplay {
            display = chosenDisplay
        } else if let field = Self.defaultDisplayField(fieldNames: fieldNames, textFields: textFields, keyFields: keyFields) {
            display = DisplayTemplate(field)
        } else {
            throw LoadError("\(source) has no fields to display")
        }
        self.init(
            display: display,
            scopeField: choices.scopeField,
            tokenFields: choices.tokenFields ?? [],
            detailFields: choices.detailFields ?? fieldNames,
            searchFields: choices.searchFields
        )
    }

    /// The field shown (and so searched) when the user chose none; nil when there are no fields.
    /// Among the text fields that are not keys: one named `name`, `title` or `label` (in that
    /// order, ignoring case), else one whose name ends so (`package_name`, `displayTitle`), else
    /// the first; a key only when no other field holds text; the first field when none does.
    public static func defaultDisplayField(fieldNames: [String], textFields: Set<String>, keyFields: Set<String> = []) -> String? {
        let text = fieldNames.filter { textFields.contains($0) }
        // A key identifies a row; what a person searches for is what the row is called.
        let candidates = text.filter { !keyFields.contains($0) && !isKeyName($0) }
        let preferred = ["name", "title", "label"]
        for word in preferred {
            if let field = candidates.first(where: { $0.lowercased() == word }) { return field }
        }
        if let field = candidates.first(where: { field in preferred.contains { field.lowercased().hasSuffix($0) } }) {
            return field
        }
        return candidates.first ?? text.first ?? fieldNames.first
    }

    /// Whether a field's name says it is a key: `id`, or ending in `_id` (`package_id`), in any
    /// case. A file has no declared keys; its names are what tell.
    public static func isKeyName(_ field: String) -> Bool {
        let lowered = field.lowercased()
        return lowered == "id" || lowered.hasSuffix("_id")
    }

    /// The fields whose first non-null value among `records` is text.
    ///
    /// - Complexity: O(n) in the total number of fields of `records`: one pass notes, for each
    ///   field, whether its first non-null value is text, and stops once every field is decided.
    static func textFields<Records: Sequence<Record>>(fieldNames: [String], records: Records) -> Set<String> {
        var isText: [String: Bool] = [:]
        for record in records {
            for field in record.fields where isText[field.name] == nil {
                switch field.value {
                case .null: continue
                case .text: isText[field.name] = true
                default: isText[field.name] = false
                }
            }
            if isText.count >= fieldNames.count { break }  // every field is decided
        }
        return Set(isText.compactMap { $0.value ? $0.key : nil })
    }
}

/// Checks that named fields exist, with an error that lists the fields there are.
private struct FieldChecker {
    let fieldNames: [String]
    let known: Set<String>
    let source: String

    init(fieldNames: [String], source: String) {
        self.fieldNames = fieldNames
        self.known = Set(fieldNames)
        self.source = source
    }

    /// The number of field names an error lists before it elides the rest.
    static let listedFieldLimit = 20

    func check(_ names: [String]) throws(LoadError) {
        guard let missing = names.first(where: { !known.contains($0) }) else { return }
        guard !fieldNames.isEmpty else {
            throw LoadError("no field '\(missing)' in \(source) (it has no fields)")
        }
        var listed = fieldNames.prefix(Self.listedFieldLimit).joined(separator: ", ")
        if fieldNames.count > Self.listedFieldLimit {
            listed += ", … (\(fieldNames.count - Self.listedFieldLimit) more)"
        }
        var message = "no field '\(missing)' in \(source) (fields: \(listed))"
        if let suggestion = closestName(to: missing) {
            message += "; did you mean '\(suggestion)'?"
        }
        throw LoadError(message)
    }

    /// A field that differs from `name` only in case, or by at most two edits.
    private func closestName(to name: String) -> String? {
        if let sameLetters = fieldNames.first(where: { $0.lowercased() == name.lowercased() }) {
            return sameLetters
        }
        let candidates = fieldNames.map { ($0, editDistance(Array(name.lowercased()), Array($0.lowercased()))) }
        guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < name.count else {
            return nil
        }
        return best.0
    }

    private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
