extension DataSet {
    /// The record of item `index` as `--json` writes it: each text value of a field with a
    /// ``columnTypes`` entry made the JSON value its type means (``ColumnType/value(ofText:)``);
    /// without types, the record as it was read.
    public func jsonRecord(at index: Int) -> Record {
        let record = records[index]
        guard !columnTypes.isEmpty else { return record }
        return Record(fields: record.fields.map { field in
            guard case .text(let text) = field.value, let type = columnTypes[field.name] else { return field }
            return (field.name, type.value(ofText: text))
        })
    }
}
