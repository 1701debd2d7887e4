/// What the user asked of a structured data set's fields, before it is checked against the data:
/// the values of `--display`, `--scope-field`, `--token-fields`, `--detail` and `--search-fields`.
///
/// A nil choice means "use the default"; ``FieldRoles/init(resolving:fieldNames:records:source:)``
/// fills the defaults in and reports a field that does not exist.
public struct FieldRoleChoices: Sendable, Equatable {
    /// A field name or a template such as `"{name} ({cuisine})"` for the row text.
    public var display: String?
    /// The field whose distinct values become scopes.
    public var scopeField: String?
    /// The fields that `field:value` tokens and suggested tokens use.
    public var tokenFields: [String]?
    /// The fields shown in the detail pane, in this order.
    public var detailFields: [String]?
    /// The fields the query is matched against.
    public var searchFields: [String]?

    public init(
        display: String? = nil,
        scopeField: String? = nil,
        tokenFields: [String]? = nil,
        detailFields: [String]? = nil,
        searchFields: [String]? = nil
    ) {
        self.display = display
        self.scopeField = scopeField
        self.tokenFields = tokenFields
        self.detailFields = detailFields
        self.searchFields = searchFields
    }

    /// Whether every choice is left to the defaults.
    public var isEmpty: Bool {
        self == FieldRoleChoices()
    }

    /// The field names in an option's comma-separated list (`"name, age"`): each trimmed of
    /// spaces, empty entries dropped.
    public static func fieldNames(inList list: String) -> [String] {
        list.split(separator: ",").compactMap { entry in
            let trimmed = entry.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            return trimmed.isEmpty ? nil : String(trimmed)
        }
    }
}
