extension SearchBrowser {
    /// Whether the preview pane is on screen: there is a preview command and it is not hidden.
    public var isPreviewShown: Bool {
        options.previewWindow != nil && !preview.isHidden
    }

    /// The rows of preview text the pane shows.
    var previewRows: Int {
        guard let window = options.previewWindow, isPreviewShown else { return 0 }
        return window.contentRect(of: layout.preview).height
    }

    /// Takes a preview command's output: a new run replaces the pane's lines and scrolls to its
    /// offset; later output of the same run keeps the user's scroll position.
    mutating func receivePreview(_ output: PreviewOutput) {
        preview.lines = output.lines
        preview.item = output.item
        preview.isRunning = output.isRunning
        // The offset may name a line that has not arrived yet; the pane clamps when it draws.
        if output.isNewRun { preview.firstLine = output.firstLine }
        if findPane == .preview {
            // Another item's output is searched from its first match; more of the same output
            // keeps the current match where it was.
            refreshFindText(preview.text, isNewSubject: output.isNewRun)
        }
    }

    mutating func scrollPreview(by lines: Int) {
        let last = max(0, preview.lines.count - max(1, previewRows))
        preview.firstLine = min(max(0, preview.firstLine + lines), max(last, 0))
    }
}
