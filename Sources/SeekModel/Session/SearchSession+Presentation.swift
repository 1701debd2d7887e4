extension SearchSession {
    /// Whether the field is drawn as a button because of ``SearchToolbarBehavior/minimize``: true
    /// until search is presented.
    public var isFieldMinimized: Bool {
        configuration.toolbarBehavior == .minimize && !isPresented
    }

    /// The placement the field actually takes in `context`; impossible requests fall back to
    /// ``SearchFieldPlacement/automatic``.
    public func resolvedPlacement(in context: SearchLayoutContext) -> ResolvedSearchFieldPlacement {
        configuration.placement.resolved(in: context)
    }

    /// Whether the title line stays visible in `context`. While searching with a drawer placement
    /// it gives its row to the search, unless ``Configuration/presentationToolbarBehavior`` is
    /// ``SearchPresentationToolbarBehavior/avoidHidingContent``.
    public func isTitleVisible(in context: SearchLayoutContext) -> Bool {
        guard isPresented, configuration.presentationToolbarBehavior == .automatic else { return true }
        if case .drawer = resolvedPlacement(in: context) { return false }
        return true
    }

    /// Presents search, as setting `isPresented` to true does: focuses the field and, with
    /// presentation activation, shows the scopes. A scope the program chose before shows
    /// selected, and the results are matched again for it.
    mutating func present() -> [SearchEffect] {
        guard !isPresented else { return [] }
        activate()
        return query == matchedQuery ? [] : [requestMatch()]
    }

    /// Presents search as part of an edit, which asks for its own match once the text or tokens
    /// have changed.
    mutating func activate() {
        guard !isPresented else { return }
        isPresented = true
        focus = .field
        revealScopesIfNeeded()
    }

    /// Ends searching, as `dismissSearch` does: clears the text and tokens, removes focus, hides
    /// scopes and suggestions and returns to the first scope. It has no effect when search is not
    /// presented. When the results on screen were narrowed, it asks for the unnarrowed ones.
    mutating func dismiss() -> [SearchEffect] {
        guard isPresented else { return [] }
        isPresented = false
        focus = .none
        text = ""
        tokens = []
        highlightedSuggestionIndex = nil
        areScopesVisible = false
        selectedScopeIndex = 0
        return query == matchedQuery ? [] : [requestMatch()]
    }

    /// Moves focus, as writing `searchFocused` does. Focusing the field presents search; moving
    /// focus to the results or nowhere keeps search presented and hides the suggestions.
    mutating func moveFocus(to target: SearchFocus) -> [SearchEffect] {
        guard isPresented else {
            return target == .field ? present() : []
        }
        guard target != focus else { return [] }
        focus = target
        highlightedSuggestionIndex = nil
        return []
    }
}
