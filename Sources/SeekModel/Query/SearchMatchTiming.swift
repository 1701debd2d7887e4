/// When typing asks for a match: the three search patterns of SwiftUI apps expressed as data.
///
/// In SwiftUI the pattern follows from where an app reacts: to the text binding changing
/// (filter-as-you-type), to `onSubmit(of: .search)` (submit-based), or to both (suggestions while
/// typing, the expensive search on submit). A seek session emits the effects for its pattern.
public enum SearchMatchTiming: Sendable, Hashable {
    /// Filter as you type: every edit of the query emits ``SearchEffect/match(_:generation:)``.
    /// Submitting emits ``SearchEffect/submit(_:)`` and a match only if submitting changed the
    /// query (recognised tokens).
    case asYouType
    /// Submit only: edits emit nothing; submitting emits the submit effect and a match.
    case onSubmit
    /// Combined: edits emit ``SearchEffect/suggest(_:)`` so the host can refresh cheap, local
    /// suggestions; submitting emits the submit effect and the (expensive) match.
    case suggestingAsYouType
}
