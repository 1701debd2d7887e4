/// Temporary stand-in until the engine applies conditions; replaced by the engine branch.
public struct MatchRequest: Hashable, Sendable {
    public var text: String
    public var conditions: [FieldCondition]
    public var scope: FieldCondition?
    public var scopesToCount: [FieldCondition?]
    public init(text: String = "", conditions: [FieldCondition] = [], scope: FieldCondition? = nil, scopesToCount: [FieldCondition?] = []) {
        self.text = text
        self.conditions = conditions
        self.scope = scope
        self.scopesToCount = scopesToCount
    }
    public init(_ text: String) { self.init(text: text) }
    public var hasConditions: Bool { !conditions.isEmpty || scope != nil }
}
