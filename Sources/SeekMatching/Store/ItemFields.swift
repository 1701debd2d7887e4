/// The field values of every item that conditions can test (the token and scope fields of a data
/// set), indexed so that a ``FieldCondition`` finds its items without visiting the others.
///
/// For each field it keeps each distinct value (ignoring case) with the sorted list of the items
/// that hold it. It grows with the items: append one entry per item, in input order, also for
/// items without any of the fields, so that ``count`` follows the item store.
///
/// - Complexity: ``items(satisfying:)`` is O(1); appending is O(values of the item).
public struct ItemFields: Sendable {
    /// One field's values and, for each value, the items holding it.
    struct Column: Sendable {
        /// Lowercased value → position in ``postings``.
        var positions: [String: Int] = [:]
        /// Item indexes, ascending, one list per distinct value.
        var postings: [[UInt32]] = []

        /// Indexes `item`, the newest, under each of `values` (ignoring empty ones).
        mutating func append(_ item: UInt32, holding values: [String]) {
            for value in values where !value.isEmpty {
                let lowered = value.lowercased()
                if let position = positions[lowered] {
                    // A list holding the same value twice indexes the item once.
                    if postings[position].last != item { postings[position].append(item) }
                } else {
                    positions[lowered] = postings.count
                    postings.append([item])
                }
            }
        }
    }

    /// Lowercased field name → its column.
    private var columns: [String: Column] = [:]
    /// The number of items appended.
    public private(set) var count = 0

    /// No fields and no items.
    public init() {}

    /// Whether any field is indexed.
    public var hasFields: Bool { !columns.isEmpty }

    /// Appends the next item, holding `values` (field name → the item's values for it; a list
    /// field holds several). Empty values are not indexed.
    public mutating func appendItem(_ values: [(field: String, values: [String])]) {
        let item = UInt32(truncatingIfNeeded: count)
        for (field, fieldValues) in values {
            // Modified in place through the subscript: no copy of the column, one hash lookup.
            columns[field.lowercased(), default: Column()].append(item, holding: fieldValues)
        }
        count += 1
    }

    /// Appends `count` items that hold none of the fields.
    public mutating func appendItemsWithoutFields(_ count: Int) {
        self.count += count
    }

    /// Whether `field` is indexed (so that a condition on it can hold for some item).
    public func indexes(field: String) -> Bool {
        columns[field.lowercased()] != nil
    }

    /// The items that satisfy `condition`, ascending; empty when the field is not indexed or no
    /// item holds the value.
    public func items(satisfying condition: FieldCondition) -> [UInt32] {
        guard let column = columns[condition.field.lowercased()],
              let position = column.positions[condition.value.lowercased()] else { return [] }
        return column.postings[position]
    }
}
