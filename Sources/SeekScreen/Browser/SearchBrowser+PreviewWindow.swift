import SeekToolkit

extension SearchBrowser {
    /// The preview layout now: as actions changed it, else the one the run started with.
    public var currentPreviewWindow: PreviewWindow? {
        changedPreviewWindow ?? options.previewWindow
    }

    /// The preview layout in effect in `area` (the alternative one when the pane would be
    /// smaller than its threshold) while the preview is shown or its command runs with no
    /// pane: nil without a preview command or a one-off `preview(…)` output, or while the
    /// layout in effect is hidden.
    func previewWindowInEffect(in area: Rect) -> PreviewWindow? {
        guard let window = currentPreviewWindow, hasPreviewCommand || preview.isForced else { return nil }
        let active = window.active(in: area)
        return active.isHidden ? nil : active
    }

    /// What a preview run for the selection now would be started for.
    public var currentPreviewSubject: PreviewSubject? {
        guard let inputs = previewInputs else { return nil }
        return PreviewSubject(item: selectedItem, query: inputs.query ? session.text : nil,
                              marked: inputs.marks ? markedItems : [])
    }

    /// Applies `change` as fzf 0.74 does; the pane's command runs again when the pane comes
    /// back, and its output is dropped when it goes.
    mutating func changePreview(_ change: PreviewChange) -> [BrowserEffect] {
        guard var window = currentPreviewWindow else {
            // No preview at all: `close` quits, the rest do nothing.
            return change == .close ? [.finish(.cancelled)] : []
        }
        let layout = layout
        let area = layout.previewArea
        let hasPane = !layout.preview.isEmpty
        let wasInEffect = layout.previewWindow != nil
        switch change {
        case .toggle, .show, .hide, .close:
            let acts = switch change {
            case .show: !hasPane && hasPreviewCommand
            case .hide, .close: hasPane
            default: hasPane || hasPreviewCommand
            }
            guard acts else { return change == .close ? [.finish(.cancelled)] : [] }
            window.setHidden(!window.active(in: area).isHidden, in: area)
            changedPreviewWindow = window
            preview.isForced = false
        case .window(let text):
            var changed = options.previewWindow ?? PreviewWindow()
            // A wrap the user toggled survives, as in fzf; the options below may still set it.
            changed.wraps = window.wraps
            changed.wrapsWords = window.wrapsWords
            if !text.isEmpty { changed.isHidden = false }
            // Each choice was read when it was bound; one that fails now changes nothing more.
            try? changed.apply(text)
            // A one-off pane stays unless the new layout hides it.
            preview.isForced = preview.isForced && hasPane && !changed.active(in: area).isHidden
            changedPreviewWindow = changed
            if changed.offset != window.offset { previewSubject = nil }
        case .open:
            if !hasPane {
                preview.isForced = true
                window.setHidden(false, in: area)
                changedPreviewWindow = window
            }
            // The one-off output shows until the selection (or what the command reads) changes.
            previewSubject = currentPreviewSubject
            select(selectedRow)
            return []
        }
        let isInEffect = previewWindowInEffect(in: area) != nil
        if !isInEffect {
            preview.lines = []
            previewSubject = nil
        } else if !wasInEffect {
            previewSubject = nil
        }
        select(selectedRow)
        return []
    }
}
