/// A condition on an item's fields: the item has `value` among its values for `field`.
///
/// Tokens (`cuisine:thai`) and scope filters are field conditions. Field names and values are
/// compared ignoring case, as a user typing `Cuisine:THAI` expects.
public struct FieldCondition: Hashable, Sendable, CustomStringConvertible {
    /// The field the condition tests, for example `cuisine`.
    public var field: String
    /// The value the field must hold, for example `thai`.
    public var value: String

    /// A condition that holds for items whose `field` has `value`.
    public init(field: String, value: String) {
        self.field = field
        self.value = value
    }

    /// The condition as a user types it: `field:value`.
    public var description: String { "\(field):\(value)" }
}
