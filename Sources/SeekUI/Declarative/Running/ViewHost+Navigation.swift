import SeekModel
import SeekScreen

extension ViewHost {
    /// What Esc, Left, Right and the function keys do: go back from a pushed view, a column or a
    /// sheet (Esc only when no search is presented in view, Left only away from the field),
    /// move into a split view's next column, press a toolbar item; otherwise what the keys do
    /// in seek.
    func navigate(_ action: ViewAction, in browser: SearchBrowser) -> [BrowserAction] {
        let session = browser.session
        let searching = traits.search?.isFieldShown == true && session.isPresented
        let inField = searching && session.focus == .field
        switch action {
        case .escape:
            guard !searching, !browser.isSuggestionMenuOpen, navigation.canGoBack(traits: traits) else { return [.user(.escape)] }
            return changeViews(session) { navigation.goBack(traits: traits) }
        case .left:
            guard !inField, navigation.canGoBack(traits: traits) else { return [.user(.editField(.moveBackward))] }
            return changeViews(session) { navigation.goBack(traits: traits) }
        case .right:
            guard !inField, let split = traits.split, split.next != nil else { return [.user(.editField(.moveForward))] }
            return changeViews(session) { split.advance() }
        case .toolbarItem(let number):
            let cells = traits.toolbar.map(RowCollector.cells(of:)) ?? []
            guard cells.indices.contains(number - 1), let activation = cells[number - 1].activation else { return [] }
            return changeViews(session, activation)
        case .evaluate, .activate:
            return []
        }
    }

    /// Runs `change` as the user's doing, then shows what the views make of it.
    private func changeViews(_ session: SearchSession, _ change: () -> Void) -> [BrowserAction] {
        takeUserChanges(from: session)
        graph.invalidation.quietly(change)
        return evaluate(session: session)
    }

    /// In a split view, chooses the row under the cursor in its list's selection; true when the
    /// views must be evaluated.
    func followCursor(in browser: SearchBrowser) -> Bool {
        graph.invalidation.quietly { navigation.follow(row: browser.selectedItem, in: rows, traits: traits) }
    }

    /// The screen commands for the chrome and place the views now ask for.
    func navigationActions() -> [BrowserAction] {
        let chrome = ViewChrome(traits)
        var actions = chrome.commands(from: navigation.sentChrome ?? chrome).map { BrowserAction.host($0) }
        navigation.sentChrome = chrome
        if navigation.takeMove() { actions.append(.user(.moveToFirst)) }
        return actions
    }
}
