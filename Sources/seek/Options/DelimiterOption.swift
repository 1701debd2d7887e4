import SeekCatalog

extension FieldSplitter {
    /// The splitter `--delimiter` asks for (blanks without one); a value that is not a valid
    /// regular expression is an error that names the option, which the library's does not.
    init(delimiterOption text: String?) throws(LoadError) {
        do throws(LoadError) {
            self = try FieldSplitter(parsing: text)
        } catch {
            throw LoadError("--delimiter: \(error.description)")
        }
    }
}
