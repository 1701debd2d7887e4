/// One replacement step: the whole text before and after it. Replace all is one edit however
/// many matches it replaced, so that one undo takes it back.
public struct FindEdit: Sendable, Equatable {
    /// The text before the step.
    public var before: String
    /// The text after the step.
    public var after: String
    /// How many matches the step replaced.
    public var replacedCount: Int

    /// An edit from `before` to `after` that replaced `replacedCount` matches.
    public init(before: String, after: String, replacedCount: Int) {
        self.before = before
        self.after = after
        self.replacedCount = replacedCount
    }
}
