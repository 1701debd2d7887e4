/// The field of the find navigator that typing goes into.
public enum FindField: Sendable, Equatable, Hashable {
    /// The find field.
    case find
    /// The replace field; only in ``FindMode/replace``.
    case replace
}
