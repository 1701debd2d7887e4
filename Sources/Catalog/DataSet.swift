import Matching

/// A loaded data set: the row text of every item, ready to search, and for structured inputs the
/// records the rows came from with what the session needs of them — the text the query is matched
/// against, the scope of each item, the values suggested as tokens, and the detail pane's lines.
///
/// Plain lines have no records and no roles: their rows are searched as they are.
public struct DataSet: Sendable {
    /// A short name for the title line: the file name, "stdin", or the sample's name.
    public var name: String
    /// One entry per item: the text that is shown and printed.
    public var items: ItemStore
    /// The structured records behind the items, in the same order; empty for plain lines.
    public var records: [Record]
    /// Every field name of the records, in first-seen order; empty for plain lines.
    public private(set) var fieldNames: [String]
    /// The resolved field roles; nil for plain lines.
    public private(set) var roles: FieldRoles?
    /// One entry per item: the text the query is matched against, when it differs from ``items``
    /// (the roles name search fields); nil means the query is matched against ``items``.
    public private(set) var searchText: ItemStore?
    /// The distinct non-empty values of the scope field, in first-seen order; empty when there is
    /// no scope field. (The "All" scope is the session's, not listed here.)
    public private(set) var scopeValues: [String]
    /// For each item, the position of its value in ``scopeValues``, or -1 when it has none.
    private var scopeIndices: [Int32]
    /// For each token field, its distinct non-empty values in first-seen order; a list field
    /// contributes each of its elements.
    public private(set) var tokenValues: [String: [String]]

    /// A data set of plain items, or of records whose row texts are already in `items`.
    public init(name: String, items: ItemStore, records: [Record] = []) {
        self.name = name
        self.items = items
        self.records = records
        fieldNames = Self.fieldNames(of: records)
        roles = nil
        searchText = nil
        scopeValues = []
        scopeIndices = []
        tokenValues = [:]
    }

    /// Builds a data set from records, using `display` to make each row's text; the detail pane
    /// shows every field and there are no scopes or tokens.
    public init(name: String, records: [Record], display: DisplayTemplate) {
        let fieldNames = Self.fieldNames(of: records)
        self.init(
            name: name,
            fieldNames: fieldNames,
            records: records,
            roles: FieldRoles(display: display, detailFields: fieldNames)
        )
    }

    /// Builds a structured data set from records and roles already resolved against
    /// `fieldNames` (see ``FieldRoles/init(resolving:fieldNames:records:source:)``).
    ///
    /// - Complexity: O(n) in the total size of the records.
    public init(name: String, fieldNames: [String], records: [Record], roles: FieldRoles) {
        self.name = name
        self.fieldNames = fieldNames
        self.records = records
        self.roles = roles
        scopeValues = []
        scopeIndices = []
        tokenValues = [:]
        var items = ItemStore([String]())
        var searchText = roles.searchFields == nil ? nil : ItemStore([String]())
        var scopePositions: [String: Int32] = [:]
        var seenTokens: [String: Set<String>] = [:]
        for field in roles.tokenFields {
            tokenValues[field] = []
        }
        for record in records {
            items.append(roles.display.render(record))
            if let searchFields = roles.searchFields {
                searchText?.append(searchFields.map { record[$0]?.displayText ?? "" }.joined(separator: " "))
            }
            if let scopeField = roles.scopeField {
                scopeIndices.append(Self.scopeIndex(of: record[scopeField], in: &scopeValues, positions: &scopePositions))
            }
            for field in roles.tokenFields {
                for value in Self.values(of: record[field]) where seenTokens[field, default: []].insert(value).inserted {
                    tokenValues[field, default: []].append(value)
                }
            }
        }
        self.items = items
        self.searchText = searchText
    }

    /// The text the query is matched against for item `index`.
    public func searchableText(at index: Int) -> String {
        (searchText ?? items).text(at: index)
    }

    /// The position in ``scopeValues`` of item `index`'s scope, or nil when it has none (or the
    /// data set has no scope field).
    public func scopeIndex(of index: Int) -> Int? {
        guard index < scopeIndices.count, scopeIndices[index] >= 0 else { return nil }
        return Int(scopeIndices[index])
    }

    /// The scope value of item `index`, or nil when it has none.
    public func scopeValue(of index: Int) -> String? {
        scopeIndex(of: index).map { scopeValues[$0] }
    }

    /// The values item `index` has for `field`, as tokens compare them: one per element of a list,
    /// none for a missing, null or empty value.
    public func fieldValues(of index: Int, field: String) -> [String] {
        guard index < records.count else { return [] }
        return Self.values(of: records[index][field])
    }

    /// The detail pane's lines for item `index`: each detail field that the record has, with its
    /// value as text. A list's elements are joined by newlines, one per line. Plain lines have no
    /// details.
    public func detail(of index: Int) -> [(name: String, value: String)] {
        guard let roles, index < records.count else { return [] }
        let record = records[index]
        return roles.detailFields.compactMap { field in
            guard let value = record[field] else { return nil }
            if case .list(let elements) = value {
                return (field, elements.map(\.displayText).joined(separator: "\n"))
            }
            return (field, value.displayText)
        }
    }

    /// Every field name of `records`, in the order each first appears.
    public static func fieldNames(of records: [Record]) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        for record in records {
            for field in record.fields where seen.insert(field.name).inserted {
                names.append(field.name)
            }
        }
        return names
    }

    private static func scopeIndex(
        of value: FieldValue?,
        in scopeValues: inout [String],
        positions: inout [String: Int32]
    ) -> Int32 {
        guard let text = value?.displayText, !text.isEmpty else { return -1 }
        if let position = positions[text] { return position }
        let position = Int32(scopeValues.count)
        positions[text] = position
        scopeValues.append(text)
        return position
    }

    private static func values(of value: FieldValue?) -> [String] {
        switch value {
        case nil, .null?: return []
        case .list(let elements)?: return elements.flatMap { values(of: $0) }
        case let single?:
            let text = single.displayText
            return text.isEmpty ? [] : [text]
        }
    }
}
