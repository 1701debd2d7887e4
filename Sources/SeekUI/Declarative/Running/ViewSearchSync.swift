import SeekModel
import SeekToolkit

/// The host's exchange with the session for tokens, suggested tokens and focus, and the
/// settings the search modifiers give it (toolbar behaviours, suggestion placements): the
/// session keeps the tokens and focus (Backspace removing a token, a suggested token becoming
/// one); this writes the user's changes into the app's bindings and the app's writes into the
/// session.
///
/// Each app token met gets a ``SearchToken`` standing for it: field `token<n>`, value its
/// label's text (what the session filters suggested tokens by), kept for the run.
final class ViewSearchSync {
    private struct Entry {
        var token: Any
        var searchToken: SearchToken
        var runs: [ColoredRun]
    }

    private var entries: [Entry] = []
    private var indexByID: [AnyHashable: Int] = [:]
    private var syncedTokens: [SearchToken] = []
    private var syncedSuggested: [SearchToken] = []
    private var syncedFocus = false

    /// Sets `session` up as `traits` ask, before the run.
    func configure(_ session: inout SearchSession, traits: NodeTraits, suggestionTraits: NodeTraits?) {
        if let tokens = traits.search?.tokens {
            syncedTokens = tokens.current().map { searchToken(for: $0, in: tokens) }
            for token in syncedTokens { _ = session.send(.addToken(token)) }
            if let suggested = tokens.suggested {
                syncedSuggested = suggested().map { searchToken(for: $0, in: tokens) }
                _ = session.send(.setSuggestedTokens(syncedSuggested))
            }
        }
        if let focus = traits.focus, focus.isFocused() {
            syncedFocus = true
            _ = session.send(.focus(.field))
        }
        session.presentationToolbarBehavior = traits.presentationToolbarBehavior ?? .automatic
        session.toolbarBehavior = traits.toolbarBehavior ?? .automatic
        for (visibility, placements) in traits.suggestionVisibility + (suggestionTraits?.suggestionVisibility ?? []) {
            session = session.searchSuggestions(visibility, for: placements)
        }
    }

    /// Writes what the user did to the tokens and the focus into the app's bindings.
    func takeUserChanges(from session: SearchSession, traits: NodeTraits) {
        if session.tokens != syncedTokens {
            syncedTokens = session.tokens
            if let tokens = traits.search?.tokens {
                tokens.store(session.tokens.compactMap { token in entries.first { $0.searchToken == token }?.token })
            }
        }
        let focused = session.isPresented && session.focus == .field
        if focused != syncedFocus {
            syncedFocus = focused
            if let focus = traits.focus, focus.isFocused() != focused { focus.setFocused(focused) }
        }
    }

    /// The session actions for what the app wrote into its token and focus bindings.
    func programChanges(session: SearchSession, traits: NodeTraits) -> [SearchAction] {
        var actions: [SearchAction] = []
        if let tokens = traits.search?.tokens {
            let current = tokens.current().map { searchToken(for: $0, in: tokens) }
            if current != syncedTokens {
                syncedTokens = current
                actions += session.tokens.indices.map { _ in SearchAction.removeToken(at: 0) }
                actions += current.map(SearchAction.addToken)
            }
            let suggested = tokens.suggested.map { $0().map { searchToken(for: $0, in: tokens) } } ?? []
            if suggested != syncedSuggested {
                syncedSuggested = suggested
                actions.append(.setSuggestedTokens(suggested))
            }
        }
        if let focus = traits.focus, focus.isFocused() != syncedFocus {
            syncedFocus = focus.isFocused()
            if syncedFocus {
                actions.append(.focus(.field))
            } else if session.isPresented {
                actions.append(.focus(.results))
            }
        }
        return actions
    }

    /// The session token for a suggestion's `searchCompletion(token)`; nil when the token is not
    /// of the type the field's tokens are.
    func searchToken(forCompletion token: Any, traits: NodeTraits) -> SearchToken? {
        guard let tokens = traits.search?.tokens, tokens.id(token) != nil else { return nil }
        return searchToken(for: token, in: tokens)
    }

    /// How a token's pill (and its suggestion row) is drawn: the app's token view.
    func runs(for token: SearchToken) -> [ColoredRun]? {
        entries.first { $0.searchToken == token }?.runs
    }

    private func searchToken(for token: Any, in tokens: TokenConfiguration) -> SearchToken {
        guard let id = tokens.id(token) else { return SearchToken(field: "token", value: "\(token)") }
        if let index = indexByID[id] {
            entries[index].token = token
            return entries[index].searchToken
        }
        let runs = tokens.label(token).runs(columns: nil)
        let searchToken = SearchToken(field: "token\(entries.count)", value: runs.map(\.text).joined())
        indexByID[id] = entries.count
        entries.append(Entry(token: token, searchToken: searchToken, runs: runs))
        return searchToken
    }
}
