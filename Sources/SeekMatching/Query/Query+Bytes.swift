extension Query {
    /// The text of a query given as bytes (a command-line argument, say), with invalid UTF-8
    /// repaired the way items are (see ``ItemStore``): each byte that does not start a valid
    /// sequence becomes one U+FFFD, as in fzf. A query holding such bytes then finds the items that
    /// hold the same bytes; Swift's own decoding would turn a cut sequence into a single U+FFFD
    /// and miss them.
    public static func text(decoding bytes: UnsafeBufferPointer<UInt8>) -> String {
        var values: [UInt32] = []
        UTF8Decoding.decode(bytes, into: &values)
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: values.compactMap(Unicode.Scalar.init))
        return String(scalars)
    }
}
