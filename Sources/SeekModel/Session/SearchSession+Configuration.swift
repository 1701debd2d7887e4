extension SearchSession {
    /// The settings of a session that no rule depends on, gathered so that a host holding the
    /// session inside a browser can change them together (see `SearchBrowser.configureSession`).
    public struct Configuration: Sendable, Equatable {
        /// The placeholder shown while the field is empty.
        public var prompt: String
        /// The requested placement of the field.
        public var placement: SearchFieldPlacement
        /// Whether presenting search may hide the title.
        public var presentationToolbarBehavior: SearchPresentationToolbarBehavior
        /// Whether the field is minimized to a button until presented.
        public var toolbarBehavior: SearchToolbarBehavior
        /// When edits ask for a match.
        public var matchTiming: SearchMatchTiming
        /// The record fields whose `field:value` terms become tokens.
        public var tokenFields: Set<String>
        /// How many submitted queries are remembered.
        public var recentSearchLimit: Int
    }

    /// The session's plain settings, read and written together.
    public var configuration: Configuration {
        get {
            Configuration(
                prompt: prompt, placement: placement, presentationToolbarBehavior: presentationToolbarBehavior,
                toolbarBehavior: toolbarBehavior, matchTiming: matchTiming, tokenFields: tokenFields,
                recentSearchLimit: recentSearchLimit
            )
        }
        set {
            prompt = newValue.prompt
            placement = newValue.placement
            presentationToolbarBehavior = newValue.presentationToolbarBehavior
            toolbarBehavior = newValue.toolbarBehavior
            matchTiming = newValue.matchTiming
            tokenFields = newValue.tokenFields
            recentSearchLimit = max(0, newValue.recentSearchLimit)
            if recentSearches.count > recentSearchLimit {
                recentSearches.removeLast(recentSearches.count - recentSearchLimit)
            }
        }
    }
}
