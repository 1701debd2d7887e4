extension FieldValue {
    /// Parses one whole JSON document, keeping object members in source order.
    ///
    /// - Throws: ``LoadError`` naming the line and column where the document stops being JSON.
    public init(json bytes: [UInt8]) throws(LoadError) {
        do throws(JSONParser.Failure) {
            self = try JSONParser.parse(bytes)
        } catch {
            throw LoadError("malformed JSON at \(error.line):\(error.column): \(error.reason)")
        }
    }
}
