import SeekCommands

extension Bindings {
    /// The bindings `text` describes, read as `--bind` reads it, for the parser's tests.
    init(parsing text: String) throws {
        self.init()
        try BindingParser.parse(text, into: &self)
    }
}
