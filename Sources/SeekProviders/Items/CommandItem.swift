/// An item as commands see it: what a placeholder of a preview or an `execute` command (`{}`,
/// `{1}`, `{@name}`) is filled from. A provider's content makes one
/// (``BrowserContent/commandItem(at:)``).
public struct CommandItem {
    /// The item's bytes as they were read (with `--ansi`, without escape sequences): a
    /// placeholder passes these on, also where they are not UTF-8.
    public var bytes: [UInt8]
    /// Its index in the input, from 0.
    public var index: Int
    /// A record's field by name; nil when the item has no such field.
    public var fieldValue: (String) -> String?

    /// An item read as `bytes`.
    public init(bytes: [UInt8], index: Int, fieldValue: @escaping (String) -> String? = { _ in nil }) {
        self.bytes = bytes
        self.index = index
        self.fieldValue = fieldValue
    }

    /// An item whose text is valid UTF-8 (a database row, a list of strings).
    public init(text: String, index: Int, fieldValue: @escaping (String) -> String? = { _ in nil }) {
        self.init(bytes: Array(text.utf8), index: index, fieldValue: fieldValue)
    }

    /// The item's text; bytes that are not UTF-8 become U+FFFD.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
