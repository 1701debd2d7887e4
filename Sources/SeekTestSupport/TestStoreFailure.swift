/// A difference a ``TestStore`` found, and the test line that sent the action.
public struct TestStoreFailure: Sendable {
    /// What differs, property by property.
    public let message: String
    /// Where the action was sent, as the testing library's `SourceLocation` takes it.
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    init(message: String, location: (fileID: String, filePath: String, line: Int, column: Int)) {
        self.message = message
        self.fileID = location.fileID
        self.filePath = location.filePath
        self.line = location.line
        self.column = location.column
    }
}
