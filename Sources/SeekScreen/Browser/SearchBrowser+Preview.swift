extension SearchBrowser {
    /// Whether the preview is shown: a preview command (or `preview(…)`'s one-off output) with
    /// the layout in effect not hidden. A pane of size 0 is "shown" with no rows: its command runs.
    public var isPreviewShown: Bool {
        layout.previewWindow != nil
    }

    /// The rows of preview text the pane shows.
    var previewRows: Int {
        previewTextRect.height
    }

    /// Takes a preview command's output: a new run replaces the pane's lines and scrolls to its
    /// offset; later output of the same run keeps the user's scroll position.
    mutating func receivePreview(_ output: PreviewOutput) {
        preview.lines = output.lines
        preview.item = output.item
        preview.isRunning = output.isRunning
        placePreview(afterNewRun: output.isNewRun, offset: output.firstLine)
        if findPane == .preview {
            // Another item's output is searched from its first match; more of the same output
            // keeps the current match where it was.
            refreshFindText(preview.text, isNewSubject: output.isNewRun)
        }
    }

    mutating func scrollPreview(by lines: Int) {
        scrollPreview(to: preview.firstLine + lines)
    }
}
