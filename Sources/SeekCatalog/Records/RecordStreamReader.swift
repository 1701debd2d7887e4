/// Reads records from an input whose bytes arrive in pieces, as from a pipe: each piece gives the
/// records it completes, and ``finish()`` the last one, which needs no line ending.
///
/// A record may be split anywhere between pieces, also inside a UTF-8 sequence or a quoted
/// field; the records are exactly those of reading the whole input at once, and errors name the
/// line counted from the start of the whole input. After an error the reader is done: feed it no
/// more.
public protocol RecordStreamReader {
    /// The field names the input gives before any record (a CSV header) once it has been read;
    /// nil while it has not, and always for formats whose records name their own fields.
    var declaredFieldNames: [String]? { get }

    /// Takes the next piece of the input and returns the records it completes, in order.
    mutating func read(_ bytes: [UInt8]) throws(LoadError) -> RecordStore

    /// Ends the input and returns the records still held back (a final line without a newline).
    mutating func finish() throws(LoadError) -> RecordStore
}
