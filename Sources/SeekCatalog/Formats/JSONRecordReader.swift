/// Turns a JSON document, an array of objects, into records.
public enum JSONRecordReader {
    /// Parses `bytes`; `name` (usually the file's path) starts every error message.
    ///
    /// Each element is stored as soon as it is parsed, so the document is never held as a tree
    /// of values besides its bytes.
    public static func records(from bytes: [UInt8], name: String) throws(LoadError) -> RecordStore {
        var records = RecordStore()
        var position = 0
        var notAnObject: Int?
        let isArray: Bool
        do {
            isArray = try JSONParser.parseElements(of: bytes) { element in
                position += 1
                guard case .object(let record) = element else {
                    if notAnObject == nil { notAnObject = position }
                    return
                }
                if notAnObject == nil { records.append(record) }
            }
        } catch {
            throw LoadError("\(name):\(error.line):\(error.column): malformed JSON: \(error.reason)")
        }
        guard isArray else {
            throw LoadError("\(name): expected a JSON array of objects")
        }
        if let notAnObject {
            throw LoadError("\(name): element \(notAnObject) of the array is not an object")
        }
        return records
    }
}
