import SeekModel
import SeekToolkit

extension SearchBrowser {
    /// Applies what the host program commands.
    mutating func apply(_ command: HostCommand) -> [BrowserEffect] {
        switch command {
        case .offerSuggestions(let suggestions):
            // The same suggestions again (a late result of the same query) keep the highlight.
            guard suggestions != session.suggestions else { return [] }
            return forward(session.send(.setSuggestions(suggestions)))
        case .session(let sessionAction):
            let effects = edit(sessionAction)
            select(selectedRow)
            return effects
        case .setPlacement(let placement):
            session.placement = placement
            select(selectedRow)
        case .setPrompt(let prompt):
            options.prompt = prompt
        case .setHeader(let lines):
            replaceHeader(with: lines)
        case .setFooter(let lines):
            options.footer = lines
            // The list may have gained or lost rows.
            select(selectedRow)
        case .setLabel(let place, let text):
            options.borders.setLabel(text, at: place)
        case .setTitle(let title):
            options.title = title
        case .setSearchFieldShown(let shown):
            options.showsSearchField = shown
        case .setDetailPane(let shown):
            options.hasDetailPane = shown
            select(selectedRow)
        case .search(let text):
            searchOverride = SearchOverride(text: text, queryText: session.text)
            return forward(session.send(.refresh))
        case .setFiltering(let enabled):
            guard enabled != isFilteringEnabled else { return [] }
            isFilteringEnabled = enabled
            return forward(session.send(.refresh))
        case .begin(let inputs):
            previewInputs = inputs
            hasPreviewCommand = inputs != nil
            return [.fire(.start)]
        case .setPreviewCommand(let inputs):
            // As fzf's `change-preview`: a one-off pane closes, no command empties the pane.
            previewInputs = inputs
            hasPreviewCommand = inputs != nil
            previewSubject = nil
            preview.isForced = false
            if inputs == nil { preview.lines = [] }
            select(selectedRow)
        case .refreshPreview:
            previewSubject = nil
        case .changePreview(let change):
            return changePreview(change)
        case .changeTracking(let change):
            changeTracking(change)
        case .toggleHorizontalScroll:
            options.rowWindow.followsMatch.toggle()
        case .rematch(let rematch):
            markedItems.removeAll { rematch.unmarked.contains($0) }
            pendingRematch = rematch
            return forward(session.send(.refresh))
        case .setPointer(let pointer):
            if DisplayWidth.of(pointer) <= 2 { options.pointer = pointer }
        case .toggleSort:
            sortOverride = !isSorted
            return forward(session.send(.refresh))
        case .startJump(let mode):
            return startJump(mode)
        case .setInfoText(let text):
            infoCommandText = text
        case .setWaitingForSearch(let waiting):
            isWaitingForSearch = waiting
        }
        return []
    }
}
