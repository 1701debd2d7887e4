/// How an item's row text is made from its fields: either one field's value, or a template such
/// as `"{name} ({cuisine})"` in which each `{field}` is replaced by that field's value.
public struct DisplayTemplate: Sendable, Equatable {
    enum Part: Sendable, Equatable {
        case literal(String)
        case field(String)
    }

    let parts: [Part]

    /// Parses `specification`: a template when it contains `{`, otherwise a single field name.
    public init(_ specification: String) {
        guard specification.contains("{") else {
            parts = [.field(specification)]
            return
        }
        var parts: [Part] = []
        var literal = ""
        var remaining = Substring(specification)
        while let open = remaining.firstIndex(of: "{") {
            let afterOpen = remaining.index(after: open)
            guard let close = remaining[afterOpen...].firstIndex(of: "}") else {
                break
            }
            literal += remaining[..<open]
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.field(String(remaining[afterOpen..<close])))
            remaining = remaining[remaining.index(after: close)...]
        }
        literal += remaining
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// The field names the template refers to, in order.
    public var fieldNames: [String] {
        parts.compactMap { if case .field(let name) = $0 { name } else { nil } }
    }

    /// The field whose value is the whole row text, when the display is one field rather than a
    /// template (a record store then need not keep that value twice).
    var singleFieldName: String? {
        if parts.count == 1, case .field(let name) = parts[0] { name } else { nil }
    }

    /// The row text for `record`; a missing field contributes nothing.
    public func render(_ record: Record) -> String {
        render { record[$0] }
    }

    /// The row text for the record whose field values `value` gives by name.
    public func render(_ value: (String) -> FieldValue?) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .field(let name): text += value(name)?.displayText ?? ""
            }
        }
        return text
    }
}
