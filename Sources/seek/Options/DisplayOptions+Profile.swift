import SeekScreen

extension DisplayOptions {
    /// These options with the profile settled: `--profile` when given, else fzf's when seek
    /// runs under the name `fzf` (`invocation` is `argv[0]`), else seek's. Under fzf's profile
    /// an unset layout is fzf's default (the prompt at the bottom, the best match above it) and
    /// the marks are fzf's (`▌` pointer and gutter, `┃` marker).
    func settlingProfile(invocation: String) -> DisplayOptions {
        var settled = self
        if settled.profile == nil {
            settled.profile = DefaultOptions(invocation: invocation).prefix == "FZF" ? .fzf : .seek
        }
        guard settled.profile == .fzf else { return settled }
        settled.layout = settled.layout ?? .default
        settled.pointer = settled.pointer ?? (noUnicode ? ">" : "▌")
        settled.marker = settled.marker ?? (noUnicode ? ">" : "┃")
        return settled
    }

    /// Gives `options` the face of the profile (run ``settlingProfile(invocation:)`` first):
    /// fzf's gutter, scroll bar and header order under fzf's, and no suggestion menu there.
    func applyFace(to options: inout BrowserOptions, inputHeaderCount: Int) {
        guard profile == .fzf else { return }
        options.face = .fzf
        options.gutter = gutter ?? (noUnicode ? " " : "▌")
        options.showsScrollbar = !noScrollbar
        options.itemGap = listGap.itemGap(noUnicode: noUnicode)
        options.inputHeaderCount = inputHeaderCount
        options.borders = borders.sections
        options.footer = borders.footerLines
        options.headerFirst = borders.headerFirst
        if borders.drawsScreenBorder { options.hasBorder = true }
        if borders.presetPutsInfoRight && info == .default { options.info = .inlineRight }
    }
}
