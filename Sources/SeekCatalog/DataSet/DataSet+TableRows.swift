import SeekMatching

extension DataSet {
    /// Appends every row of `rows`, whose first columns are the data set's ``fieldNames`` in that
    /// order (further columns are not read), as ``append(records:)-([Record])`` appends the
    /// records of those texts: a row with a null value becomes a record with a null, and the
    /// store names its fields from then on.
    ///
    /// A page of a table is made this way on the thread that read it, and then added to the data
    /// set shown with ``append(contentsOf:)``, which only links its storage.
    ///
    /// - Precondition: the data set has roles.
    public mutating func append(rowsOf rows: some TextTableRows) {
        guard let roles else { preconditionFailure("rows can only be appended to a data set with roles") }
        let columns = fieldNames
        // The store shares the rows shown with the data set: taken out while the rows go in, they
        // are not copied on each append (see append(records:)).
        var store = records
        records = RecordStore()
        items = ItemStore()
        if store.isEmpty { store = RecordStore(columnNames: columns) }
        let shownField = roles.display.singleFieldName
        let shownColumn = shownField.flatMap { columns.firstIndex(of: $0) }
        // When the row is one column's text and nothing else is made of the values, the row is
        // that column's bytes (ASCII needs no check that it is valid UTF-8; tested eight bytes
        // at a time, where a byte at a time cost about 250 instructions a row).
        let showsOneColumn = shownColumn != nil && roles.searchFields == nil && roles.scopeField == nil && roles.tokenFields.isEmpty
        var batch = RecordStore.RowBatch(for: store)
        // One array for every row, its values replaced in place: emptying and refilling it cost
        // about 150 instructions a row.
        var values = [UnsafeBufferPointer<UInt8>](repeating: UnsafeBufferPointer(start: nil, count: 0), count: columns.count)
        var storeNamesColumns = store.columnNames == columns
        for row in 0..<rows.rowCount {
            // Written through the buffer: an assignment to the array tested its uniqueness for
            // each value (about 60 instructions a row).
            let hasNull = values.withUnsafeMutableBufferPointer { values in
                for column in values.indices {
                    guard let value = rows.text(row: row, column: column) else { return true }
                    values[column] = value
                }
                return false
            }
            guard !columns.isEmpty, !hasNull, storeNamesColumns else {
                // A null, or a store that names its fields since one: the row as a record.
                store.append(&batch)
                let record = Record(fields: columns.indices.map { column in
                    (columns[column], rows.text(row: row, column: column).map { .text(String(decoding: $0, as: UTF8.self)) } ?? .null)
                })
                store.append(moving: RecordStore([record]), elidingValueOf: shownField) { stored in
                    addFieldNames(stored.fieldNames())
                    return addItem(roles: roles) { stored.value(of: $0) }
                }
                batch = RecordStore.RowBatch(for: store)
                storeNamesColumns = store.columnNames == columns
                continue
            }
            if showsOneColumn, let shownColumn, UTF8Decoding.isASCII(values[shownColumn]) {
                fields.appendItemsWithoutFields(1)
                batch.append(row: values, shown: values[shownColumn], elidingColumn: shownColumn)
            } else {
                var shown = addItem(roles: roles) { name in
                    columns.firstIndex(of: name).map { .text(String(decoding: values[$0], as: UTF8.self)) }
                }
                shown.withUTF8 { batch.append(row: values, shown: $0, elidingColumn: shownColumn) }
            }
            if batch.isFull { store.append(&batch) }
        }
        store.append(&batch)
        records = store
        items = store.shownRows
    }

    /// Appends the items of `other`, a data set with the same roles whose records were made
    /// elsewhere (a page read on a worker's thread with ``append(rowsOf:)``): its records, rows
    /// shown and search texts are linked, not decoded or rendered again; its field names,
    /// scopes and token values join this data set's in first-seen order.
    ///
    /// - Precondition: both data sets have the same roles.
    public mutating func append(contentsOf other: DataSet) {
        guard let roles, roles == other.roles else { preconditionFailure("data sets are joined only with the same roles") }
        var store = records
        records = RecordStore()
        items = ItemStore()
        store.append(shownContentsOf: other.records, elidingValueOf: roles.display.singleFieldName)
        records = store
        items = store.shownRows
        if let otherText = other.searchText {
            for chunk in otherText.chunks { searchText?.append(chunk) }
        }
        for name in other.fieldNames where seen.fieldNames.insert(name).inserted {
            fieldNames.append(name)
        }
        guard roles.scopeField != nil || !roles.tokenFields.isEmpty else {
            fields.appendItemsWithoutFields(other.items.count)
            return
        }
        for field in roles.tokenFields {
            for value in other.tokenValues[field] ?? [] where seen.tokens[field, default: []].insert(value).inserted {
                tokenValues[field, default: []].append(value)
            }
        }
        for index in 0..<other.items.count {
            var indexed: [(field: String, values: [String])] = []
            if let scopeField = roles.scopeField {
                let scope = other.scopeValue(of: index) ?? ""
                scopeIndices.append(seen.scopeIndex(of: scope, in: &scopeValues))
                indexed.append((scopeField, [scope]))
            }
            for field in roles.tokenFields {
                indexed.append((field, other.fieldValues(of: index, field: field)))
            }
            fields.appendItem(indexed)
        }
    }
}
