import SeekModel
import SeekToolkit

extension SearchableList {
    /// The title line, like `navigationTitle(_:)`.
    public func navigationTitle(_ title: String) -> Self {
        with { $0.title = title }
    }

    /// Makes the list searchable, like `searchable(text:placement:prompt:)`: `text` holds what
    /// is typed (and drives it when the program writes it).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String = "Search") -> Self {
        with {
            $0.text = text
            $0.placement = placement
            $0.prompt = prompt
        }
    }

    /// Makes the list searchable with presentation bound, like
    /// `searchable(text:isPresented:placement:prompt:)`: setting `isPresented` presents or
    /// dismisses the search, and the user's doing so is written into it.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: String = "Search") -> Self {
        searchable(text: text, placement: placement, prompt: prompt).with { $0.isPresented = isPresented }
    }

    /// Makes the list searchable with tokens of your own type, like
    /// `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`. `token` draws a token's
    /// pill (and its suggestion row); `matching` says whether an item has what a token asks for.
    /// Suggested tokens are offered while typing, filtered by their label.
    public func searchable<Token: Identifiable & Sendable, Label: View>(
        text: Binding<String>, tokens: Binding<[Token]>, suggestedTokens: Binding<[Token]>? = nil,
        placement: SearchFieldPlacement = .automatic, prompt: String = "Search",
        matching: @escaping (Item, Token) -> Bool, token: @escaping (Token) -> Label
    ) -> Self {
        searchable(text: text, placement: placement, prompt: prompt).with {
            $0.makeTokenBridge = {
                TokenBridge(tokens: tokens, suggestedTokens: suggestedTokens, label: { token($0).runs }, matches: matching)
            }
        }
    }

    /// The same, for tokens that an item holds at `keyPath` (an item matches a token equal to its value).
    public func searchable<Token: Identifiable & Sendable & Equatable, Label: View>(
        text: Binding<String>, tokens: Binding<[Token]>, suggestedTokens: Binding<[Token]>? = nil,
        placement: SearchFieldPlacement = .automatic, prompt: String = "Search",
        matching keyPath: KeyPath<Item, Token>, token: @escaping (Token) -> Label
    ) -> Self {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: prompt,
                   matching: { $0[keyPath: keyPath] == $1 }, token: token)
    }

    /// Scopes of your own `Hashable` type under the field, like `searchScopes(_:activation:_:)`:
    /// `scope` holds the selected one, `scopes` lists them in order, `label` titles each and
    /// `matching` says whether an item belongs to one (return true for an "all" scope). Scopes
    /// apply only while search is presented: a list that starts with search presented starts
    /// in `scope`, one that does not starts in the first, and dismissing returns to the first.
    public func searchScopes<Scope: Hashable & Sendable, Label: View>(
        _ scope: Binding<Scope>, activation: SearchScopeActivation = .automatic, scopes: [Scope],
        matching: @escaping (Item, Scope) -> Bool, label: (Scope) -> Label
    ) -> Self {
        let titles = scopes.map { label($0).plainText }
        return with {
            $0.makeScopeBridge = {
                ScopeBridge(selection: scope, scopes: scopes, activation: activation, titles: titles, matches: matching)
            }
        }
    }

    /// Suggestions while searching, like `searchSuggestions(_:)`: made again as the query
    /// changes (read the text binding inside), each a view with `searchCompletion(_:)`
    /// (choosable) or without (display-only).
    public func searchSuggestions(@SuggestionsBuilder _ suggestions: @escaping () -> [SuggestionRow]) -> Self {
        with { $0.suggestions = suggestions }
    }

    /// Hides or shows the suggestions in some placements, like `searchSuggestions(_:for:)`:
    /// `.hidden` for `.menu` shows them in place of the list instead of in a menu.
    public func searchSuggestions(_ visibility: SearchVisibility, for placements: SearchSuggestionsPlacement...) -> Self {
        with { $0.hiddenSuggestions.append((visibility, Set(placements))) }
    }

    /// Runs `action` when the user submits the search (Return), like `onSubmit(of: .search)`;
    /// the text binding already holds the submitted text.
    public func onSubmit(of triggers: SubmitTriggers, _ action: @escaping () -> Void) -> Self {
        with { $0.submitActions.append(action) }
    }

    /// Binds whether the field has focus, like `searchFocused(_:)`: true moves focus to the
    /// field (presenting search), false to the list.
    public func searchFocused(_ isFocused: Binding<Bool>) -> Self {
        with { $0.isFocused = isFocused }
    }

    /// Keeps the title while searching, like `searchPresentationToolbarBehavior(_:)`.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> Self {
        with { $0.presentationToolbarBehavior = behavior }
    }

    /// Draws the field as a `[/ prompt]` button until search is presented, like
    /// `searchToolbarBehavior(.minimize)`.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> Self {
        with { $0.toolbarBehavior = behavior }
    }

    /// When the list is matched: as you type (the default), only on submit (for the
    /// submit-based search pattern), or suggestions as you type and the list on submit.
    public func searchMatchTiming(_ timing: SearchMatchTiming) -> Self {
        with { $0.matchTiming = timing }
    }

    /// A detail pane beside the list for the selected item (the split view a sidebar placement needs).
    public func detail(_ detail: @escaping (Item) -> ItemDetail) -> Self {
        with { $0.detail = detail }
    }

    /// Attaches `action`, so that calling it dismisses this list's search, like `dismissSearch`.
    public func dismissSearch(_ action: DismissSearchAction) -> Self {
        with { $0.dismissActions.append(action) }
    }

    /// Runs `action` on the list's thread when `key` is pressed (not a plain character, which
    /// types); the action can write bindings to drive the list.
    public func onKeyPress(_ key: InputEvent, action: @escaping () -> Void) -> Self {
        with { $0.keyActions.append((key, action)) }
    }

    /// Lets Ctrl-T mark several items, which Return then chooses together (Space types, as
    /// everywhere).
    public func allowsMultipleSelection(_ allows: Bool = true) -> Self {
        with { $0.allowsMultipleSelection = allows }
    }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
