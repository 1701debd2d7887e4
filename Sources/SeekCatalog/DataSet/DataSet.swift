import SeekMatching

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
    /// The structured records behind the items, in the same order, kept compactly and decoded
    /// on demand; empty for plain lines.
    public internal(set) var records: RecordStore
    /// Every field name of the records, in first-seen order; empty for plain lines.
    public internal(set) var fieldNames: [String]
    /// The resolved field roles; nil for plain lines.
    public private(set) var roles: FieldRoles?
    /// One entry per item: the text the query is matched against, when it differs from ``items``
    /// (the roles name search fields); nil means the query is matched against ``items``.
    public internal(set) var searchText: ItemStore?
    /// The distinct non-empty values of the scope field, in first-seen order; empty when there is
    /// no scope field. (The "All" scope is the session's, not listed here.)
    public internal(set) var scopeValues: [String]
    /// For each item, the position of its value in ``scopeValues``, or -1 when it has none.
    var scopeIndices: [Int32]
    /// For each token field, its distinct non-empty values in first-seen order; a list field
    /// contributes each of its elements.
    public internal(set) var tokenValues: [String: [String]]
    /// For every item, its values for the token fields and the scope field — the fields a
    /// `field:value` condition can test — indexed so that a condition finds its items at once.
    /// Plain lines have an entry per item and no fields.
    public internal(set) var fields: ItemFields

    /// How many items were read before the first one kept (``keepLastLines(_:)``, `--tail`).
    public private(set) var droppedItemCount = 0

    /// The type of each field whose text stands for another JSON value (a table's columns; see
    /// ``jsonRecord(at:)``); empty for a file, whose values are kept as they were read.
    public var columnTypes: [String: ColumnType] = [:]

    /// What appending needs to remember between batches, so that appending records in pieces gives
    /// the same data set as appending them at once.
    var seen = SeenValues()

    /// A data set of plain items, or of records whose row texts are already in `items`.
    public init(name: String, items: ItemStore, records: RecordStore = RecordStore()) {
        self.name = name
        self.items = items
        self.records = records
        fieldNames = []
        roles = nil
        searchText = nil
        scopeValues = []
        scopeIndices = []
        tokenValues = [:]
        fields = ItemFields()
        fields.appendItemsWithoutFields(items.count)
        for index in records.indices { addFieldNames(records.fieldNames(at: index)) }
    }

    /// Builds a data set from records, using `display` to make each row's text; the detail pane
    /// shows every field and there are no scopes or tokens.
    public init(name: String, records: [Record], display: DisplayTemplate) {
        let fieldNames = Self.fieldNames(of: RecordStore(records))
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
    /// It is an empty data set with these roles to which `records` are appended, so that a data
    /// set read whole and one streamed in batches are built by the same code.
    ///
    /// - Complexity: O(n) in the total size of the records.
    public init(name: String, fieldNames: [String], records: [Record], roles: FieldRoles) {
        self.init(name: name, fieldNames: fieldNames, records: RecordStore(records), roles: roles)
    }

    /// Builds a structured data set from stored records and roles already resolved against
    /// `fieldNames`; the data set keeps `records` itself (a copy shares its storage).
    ///
    /// - Complexity: O(n) in the total size of the records.
    public init(name: String, fieldNames: [String], records: consuming RecordStore, roles: FieldRoles) {
        self.name = name
        self.fieldNames = fieldNames
        self.records = RecordStore()
        self.roles = roles
        items = ItemStore()
        searchText = roles.searchFields == nil ? nil : ItemStore()
        scopeValues = []
        scopeIndices = []
        tokenValues = Dictionary(uniqueKeysWithValues: roles.tokenFields.map { ($0, []) })
        fields = ItemFields()
        seen.fieldNames = Set(fieldNames)
        append(records: consume records)
    }

    /// Appends `newRecords` after the records already here, with their rows, search texts,
    /// scopes, token values and indexed fields made by the roles the data set was built with; a
    /// field name not seen before is added to ``fieldNames``.
    ///
    /// - Precondition: the data set has roles (it holds records, not plain lines).
    /// - Complexity: O(n) in the size of `newRecords`, plus a copy of the arrays when a copy of
    ///   this data set shares them (so append in large batches).
    public mutating func append(records newRecords: [Record]) {
        append(records: RecordStore(newRecords))
    }

    /// Appends stored records, as ``append(records:)-([Record])`` does; of each, only its field
    /// names and the values the roles use are decoded. The records move into the data set's
    /// store, which lets go of each chunk of `newRecords` once its records are in (pass the only
    /// copy, with `consume`, for that to free memory), and a value that is the row shown is not
    /// stored a second time.
    public mutating func append(records newRecords: consuming RecordStore) {
        guard let roles else { preconditionFailure("records can only be appended to a data set with roles") }
        // The store keeps the rows shown and the data set shares them: taken out of the data set
        // while the store appends, they are copied neither here nor there.
        var store = records
        records = RecordStore()
        items = ItemStore()
        store.append(moving: consume newRecords, elidingValueOf: roles.display.singleFieldName) { record in
            addFieldNames(record.fieldNames())
            return addItem(roles: roles) { record.value(of: $0) }
        }
        records = store
        items = store.shownRows
    }

    /// Adds what the roles make of one record appended, whose field values `value` gives by
    /// name: its search text, scope and token values, and indexed fields; returns its row shown.
    mutating func addItem(roles: FieldRoles, _ value: (String) -> FieldValue?) -> String {
        if let searchFields = roles.searchFields {
            searchText?.append(searchFields.map { value($0)?.displayText ?? "" }.joined(separator: " "))
        }
        guard roles.scopeField != nil || !roles.tokenFields.isEmpty else {
            fields.appendItemsWithoutFields(1)
            return roles.display.render(value)
        }
        var indexed: [(field: String, values: [String])] = []
        if let scopeField = roles.scopeField {
            let scope = value(scopeField)?.displayText ?? ""
            scopeIndices.append(seen.scopeIndex(of: scope, in: &scopeValues))
            indexed.append((scopeField, [scope]))
        }
        for field in roles.tokenFields {
            let values = Self.values(of: value(field))
            for value in values where seen.tokens[field, default: []].insert(value).inserted {
                tokenValues[field, default: []].append(value)
            }
            indexed.append((field, values))
        }
        fields.appendItem(indexed)
        return roles.display.render(value)
    }

    /// Appends a chunk of plain lines, as ``LineReader`` delivers them.
    ///
    /// - Precondition: the data set holds plain lines (it has no roles).
    public mutating func append(lines chunk: ItemChunk) {
        precondition(roles == nil, "lines can only be appended to a data set of plain lines")
        items.append(chunk)
        fields.appendItemsWithoutFields(chunk.count)
    }

    /// Keeps only the last `count` lines, for `--tail`: the data set then costs the memory of
    /// those lines however many were read.
    ///
    /// - Precondition: the data set holds plain lines (it has no roles).
    /// - Complexity: O(c + b) for c chunks and the bytes of the chunk the cut falls in.
    public mutating func keepLastLines(_ count: Int) {
        precondition(roles == nil && records.isEmpty, "only plain lines are kept by count")
        guard items.count > count else { return }
        droppedItemCount += items.count - count
        items = items.suffix(count)
        fields = ItemFields()
        fields.appendItemsWithoutFields(items.count)
    }

    /// Item `index` as it was read, for printing: its bytes, then a carriage return when it is a
    /// plain line that ended in CRLF (the row shown and matched has none).
    public func originalBytes(of index: Int) -> ArraySlice<UInt8> {
        let (chunk, offset) = items.location(of: index)
        let range = items.chunks[chunk].range(of: offset)
        let keepsReturn = roles == nil && items.chunks[chunk].bytes[range.upperBound] == 0x0D
        // The item's terminator is that carriage return (see LineReader).
        return items.chunks[chunk].bytes[range.lowerBound..<range.upperBound + (keepsReturn ? 1 : 0)]
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
        return Self.values(of: records.value(at: index, field: field))
    }

    /// The detail pane's lines for item `index`: each detail field that the record has, with its
    /// value as text. A list's elements and an object's `name: value` members are joined by
    /// newlines, one per line. Plain lines have no details.
    public func detail(of index: Int) -> [(name: String, value: String)] {
        guard let roles, index < records.count else { return [] }
        let record = records[index]
        return roles.detailFields.compactMap { field in
            guard let value = record[field] else { return nil }
            switch value {
            case .list(let elements): return (field, elements.map(\.displayText).joined(separator: "\n"))
            case .object(let members): return (field, FieldValue.memberLines(of: members).joined(separator: "\n"))
            default: return (field, value.displayText)
            }
        }
    }

    /// Every field name of `records`, in the order each first appears.
    public static func fieldNames(of records: [Record]) -> [String] {
        fieldNames(of: RecordStore(records))
    }

    /// Every field name of `records`, in the order each first appears, read without decoding
    /// the values.
    public static func fieldNames(of records: RecordStore) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        for index in records.indices {
            for name in records.fieldNames(at: index) where seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }

    /// Adds those of `names` that are not yet in ``fieldNames``, in first-seen order.
    mutating func addFieldNames(_ names: [String]) {
        // Records mostly have the fields the one before had: those need no lookup.
        guard names != seen.lastRecordFieldNames else { return }
        for name in names where seen.fieldNames.insert(name).inserted {
            fieldNames.append(name)
        }
        seen.lastRecordFieldNames = names
    }

    /// The values a token compares with: one per element of a list (flattened), one per
    /// `name: value` member of an object, none for a missing, null or empty value.
    static func values(of value: FieldValue?) -> [String] {
        switch value {
        case nil, .null?: return []
        case .list(let elements)?: return elements.flatMap { values(of: $0) }
        case .object(let members)?: return FieldValue.memberLines(of: members)
        case let single?:
            let text = single.displayText
            return text.isEmpty ? [] : [text]
        }
    }
}
