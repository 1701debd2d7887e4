/// What the detail pane shows for an item: a title and named values, in order.
///
/// ```swift
/// .detail { user in ItemDetail(user.name, fields: ["age": "\(user.age)", "group": user.group.rawValue]) }
/// ```
public struct ItemDetail: Sendable {
    /// The pane's first line.
    public var title: String
    /// The values under it, each under its name; a value with line breaks takes several lines.
    public var fields: [(name: String, value: String)]

    /// A detail with `title` and `fields` in the order written.
    public init(_ title: String, fields: KeyValuePairs<String, String> = [:]) {
        self.title = title
        self.fields = fields.map { ($0.key, $0.value) }
    }
}
