import SeekToolkit

extension SearchBrowser {
    /// The pane that draws the preview in `window`, as this browser's face and options want it.
    public func previewPane(window: PreviewWindow) -> PreviewPane {
        PreviewPane(window: window, state: preview, face: options.face, showsScrollbar: options.showsScrollbar,
                    wrapSign: options.previewWrapSign, label: options.previewLabel)
    }

    /// Where the preview's text goes on screen (what `FZF_PREVIEW_COLUMNS`/`LINES` say); empty
    /// while the preview is not shown.
    public var previewTextRect: Rect {
        let layout = layout
        guard let window = layout.previewWindow, !layout.preview.isEmpty else { return .empty }
        return previewPane(window: window).textRect(of: layout.preview)
    }

    /// The `~N` header lines in effect: fzf keeps them only while they leave the body a row.
    private var previewHeaderLines: Int {
        let lines = layout.previewWindow?.headerLines ?? 0
        return lines > 0 && lines < min(preview.lines.count, previewRows) ? lines : 0
    }

    /// Where output that just arrived is shown from: a new run opens at its offset (below the
    /// header lines), or at the end while the pane follows; more output of the same run keeps
    /// the scroll position unless the pane follows.
    mutating func placePreview(afterNewRun isNewRun: Bool, offset: Int) {
        let window = layout.previewWindow
        if isNewRun {
            preview.following = window?.follows == true ? .on : .off
            // The offset may name a line that has not arrived yet; the pane clamps when it draws.
            preview.firstLine = max(offset, window?.headerLines ?? 0)
        }
        if preview.following == .on { preview.firstLine = followingFirstLine }
    }

    /// The first body line that shows the output's end: as many last lines as fit in the pane's
    /// rows, wrapped lines counted by the rows they take (fzf's follow offset).
    var followingFirstLine: Int {
        let lines = preview.lines
        let headerLines = previewHeaderLines
        let height = previewRows - headerLines
        guard height > 0, lines.count > headerLines, let window = layout.previewWindow else { return headerLines }
        guard window.wraps else { return max(headerLines, lines.count - height) }
        let rows = PreviewLineRows(window: window, width: previewTextRect.width, sign: options.previewWrapSign)
        var used = 0
        for index in stride(from: lines.count - 1, through: headerLines, by: -1) {
            used += rows.height(of: lines[index])
            if used > height { return min(lines.count - 1, index + 1) }
        }
        return headerLines
    }

    /// Scrolls the preview so that `line` is its first body line. In fzf's face the last line
    /// may reach the top (`cycle` goes round), and following pauses or resumes with the end; in
    /// seek's the last page stops at the output's end.
    mutating func scrollPreview(to line: Int) {
        let count = preview.lines.count
        let rows = max(1, previewRows)
        guard options.face == .fzf else {
            preview.firstLine = min(max(0, line), max(0, count - rows))
            return
        }
        let headerLines = previewHeaderLines
        guard count > 0, preview.firstLine > headerLines || count > rows || previewOverflows else { return }
        var target = line
        if layout.previewWindow?.cycles == true, count > headerLines {
            let span = count - headerLines
            target = ((target - headerLines) % span + span) % span + headerLines
        }
        target = min(max(target, headerLines), count - 1)
        guard target != preview.firstLine else { return }
        preview.firstLine = target
        preview.following = preview.following.scrolled(atEnd: target >= count - (rows - headerLines))
    }

    /// Whether the lines from the first one shown take more rows than the pane has (a wrapped
    /// line may, when the lines alone would fit): fzf then lets the pane scroll.
    private var previewOverflows: Bool {
        guard let window = layout.previewWindow, window.wraps else { return false }
        let rows = PreviewLineRows(window: window, width: previewTextRect.width, sign: options.previewWrapSign)
        var used = 0
        for line in preview.lines[min(preview.firstLine, preview.lines.count)...] {
            used += rows.height(of: line)
            if used > previewRows { return true }
        }
        return false
    }

    /// `preview-top` and `preview-bottom`.
    mutating func scrollPreviewToEnd(bottom: Bool) {
        scrollPreview(to: bottom ? preview.lines.count - previewRows : 0)
    }

    /// The rows a page of preview scrolls: fzf's whole pane, seek's a row less (one stays).
    var previewPageRows: Int {
        options.face == .fzf ? previewRows : max(1, previewRows - 1)
    }

    /// `toggle-preview-wrap` (`words`: `toggle-preview-wrap-word`), as fzf flips them: wrapping
    /// by words turns wrapping on with it, and wrapping off turns wrapping by words off.
    mutating func togglePreviewWrap(words: Bool) {
        guard layout.previewWindow != nil, var window = currentPreviewWindow else { return }
        if words {
            window.wrapsWords.toggle()
            window.wraps = window.wrapsWords
        } else {
            window.wraps.toggle()
            if !window.wraps { window.wrapsWords = false }
        }
        changedPreviewWindow = window
        if preview.following == .on { preview.firstLine = followingFirstLine }
    }
}
