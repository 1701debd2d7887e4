/// Which of its two faces a find navigator shows, as a text view's find and replace modes.
public enum FindMode: Sendable, Equatable, Hashable {
    /// The find field only.
    case find
    /// The find field and the replace field, with replace and replace all.
    case replace
}
