extension SearchSession {
    /// The settings of a session that no rule depends on, stored once in
    /// ``SearchSession/configuration`` and read or written on the session by their names
    /// (`session.prompt = "Find a recipe"`, through ``SearchSession/subscript(dynamicMember:)``), or
    /// all together (see `SearchBrowser.configureSession`).
    public struct Configuration: Sendable, Equatable {
        /// The placeholder shown while the field is empty; `"Search"` unless given, as in SwiftUI.
        public var prompt: String
        /// The requested placement of the field; see ``SearchSession/resolvedPlacement(in:)``.
        public var placement: SearchFieldPlacement
        /// Whether presenting search may hide the title; see ``SearchSession/isTitleVisible(in:)``.
        public var presentationToolbarBehavior: SearchPresentationToolbarBehavior = .automatic
        /// Whether the field is minimized to a button until presented; see
        /// ``SearchSession/isFieldMinimized``.
        public var toolbarBehavior: SearchToolbarBehavior = .automatic
        /// When edits ask for a match: filter-as-you-type, submit-only, or combined.
        public var matchTiming: SearchMatchTiming = .asYouType
        /// The record fields whose `field:value` terms become tokens (compared ignoring case).
        public var tokenFields: Set<String> = []
        /// How many submitted queries ``SearchSession/recentSearches`` keeps; a negative limit
        /// counts as 0.
        public var recentSearchLimit: Int = 10
    }

    /// One setting of ``configuration``, read or written on the session itself, under its SwiftUI
    /// name: `session.prompt`, `session.tokenFields = ["cuisine"]`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Configuration, Value>) -> Value {
        get { configuration[keyPath: keyPath] }
        set { configuration[keyPath: keyPath] = newValue }
    }
}
