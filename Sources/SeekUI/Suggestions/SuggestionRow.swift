import SeekToolkit

/// One row of the suggestions: a view, and what choosing it does.
///
/// Made with `searchCompletion(_:)` (choosing fills the field) or
/// `searchCompletion(_:)` (choosing adds a token); a view with neither is a
/// display-only row, shown but never highlighted or chosen, as in SwiftUI.
public struct SuggestionRow {
    /// What choosing a row does.
    public enum Completion {
        /// The field's text becomes this.
        case text(String)
        /// This token (of the list's token type) is added.
        case token(any Sendable)
    }

    /// What the row shows.
    public var view: any View
    /// What choosing it does; nil for a display-only row.
    public var completion: Completion?

    /// A row showing `view` that does `completion` when chosen (nothing, when nil).
    public init(_ view: any View, completion: Completion? = nil) {
        self.view = view
        self.completion = completion
    }
}

extension View {
    /// This view as a suggestion that puts `text` in the field when chosen.
    public func searchCompletion(_ text: String) -> SuggestionRow {
        SuggestionRow(self, completion: .text(text))
    }

    /// This view as a suggestion that adds `token` to the field when chosen; `token` is of the
    /// type the list's `searchable(text:tokens:…)` names.
    public func searchCompletion<Token: Identifiable & Sendable>(_ token: Token) -> SuggestionRow {
        SuggestionRow(self, completion: .token(token))
    }
}
