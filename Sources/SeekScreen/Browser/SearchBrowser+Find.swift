import SeekModel

extension SearchBrowser {
    /// The pane find opens over now: the preview when it is shown, else the detail pane when
    /// the layout has one; nil when neither is on screen (Ctrl-O then does nothing).
    public var paneForFind: FindPane? {
        if isPreviewShown { return .preview }
        return layout.detail.isEmpty ? nil : .detail
    }

    /// What a person's `action` means to the open find bar: its actions, none for a key it
    /// swallows (the field's other editing keys, marks, scopes: the search field is not being
    /// edited), or nil for an action that passes through to the screen (paging the list,
    /// scrolling the preview, Ctrl-C), after which find follows the newly selected item. What the
    /// host commands and what arrives always reach the screen.
    func findActions(for action: UserAction) -> [FindAction]? {
        switch action {
        case .type(let typed): return [.insert(typed)]
        case .deleteBackward, .editField(.deleteBackward): return [.deleteBackward]
        case .clearText, .editField(.deleteToStart): return [.setFindText("")]
        case .choose: return [.next]
        case .moveSelection(let rows):
            // A list drawn upward has its vertical keys reversed for the list; Down still means
            // the next match, further down the text.
            return [(rows > 0) != options.listGrowsUpward ? .next : .previous]
        case .escape, .toggleFind: return [.dismiss]
        case .deleteWordBackward, .editField, .home, .end, .deleteForwardOrExit, .toggleMark, .toggleMarkMovingUp,
             .toggleMarkInPlace, .yank, .changeMarkLimit, .nextScope, .previousScope, .recallSearch:
            return []
        case .click(.field):
            // Clicking the search field leaves find for the field; the click then focuses it.
            return nil
        default:
            return nil
        }
    }

    /// Sends `actions` to the find navigator, forgets the pane when it closed, and scrolls the
    /// pane to the current match.
    mutating func sendToFind(_ actions: [FindAction]) {
        for action in actions {
            _ = find.send(action)
        }
        if !find.isPresented { findPane = nil }
        followCurrentMatch()
    }

    /// Opens find over ``paneForFind`` with that pane's text, keeping the last find text (its
    /// matches are found at once, from the first), as an editor's find bar does.
    mutating func openFind() {
        guard let pane = paneForFind else { return }
        findPane = pane
        _ = find.send(.setText(pane == .preview ? preview.text : detailText))
        _ = find.send(.showFind)
        followCurrentMatch()
    }

    /// Closes find; its text stays for the next time.
    mutating func closeFind() {
        _ = find.send(.dismiss)
        findPane = nil
    }

    /// Takes the selected item's detail pane text; find open over it searches the new text.
    mutating func receiveDetailText(_ text: String) {
        detailText = text
        detailFirstLine = 0
        if findPane == .detail { refreshFindText(text, isNewSubject: true) }
    }

    /// Gives the open find the pane's new text. Another item's text is searched from its first
    /// match (as opening find does); more of the same text keeps the current match where it was.
    mutating func refreshFindText(_ text: String, isNewSubject: Bool) {
        guard find.isPresented else { return }
        if isNewSubject {
            _ = find.send(.dismiss)
            _ = find.send(.setText(text))
            _ = find.send(.showFind)
        } else {
            _ = find.send(.setText(text))
        }
        followCurrentMatch()
    }

    /// Scrolls the pane find is open over so that the current match is in view, as the pane's
    /// ``TextView`` draws it; the position then stays when find closes.
    mutating func followCurrentMatch() {
        guard let pane = findPane else { return }
        let layout = self.layout
        switch pane {
        case .preview:
            guard let window = layout.previewWindow else { return }
            let view = TextView(navigator: find, firstLine: preview.firstLine)
            preview.firstLine = view.visibleFirstLine(height: view.textRect(in: window.contentRect(of: layout.preview)).height)
        case .detail:
            let view = TextView(navigator: find, firstLine: detailFirstLine)
            detailFirstLine = view.visibleFirstLine(height: view.textRect(in: DetailPane.contentRect(of: layout.detail)).height)
        }
    }
}
