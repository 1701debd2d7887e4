/// Which face the screen wears: seek's own (a title, the field, the status line with the key
/// help) or fzf's, for people who know fzf (`--profile fzf`, or seek run under the name `fzf`).
///
/// fzf's face is a layout of the same parts, not another screen: the prompt (`> `) on the
/// last row with the info line (`  N/M ───`) above it and the best match just above that (or
/// everything top-down with `reverse`), a gutter before each row, `--header` beside the info
/// line and `--header-lines` where the list starts, a scroll bar on the right, and no title,
/// placeholder, key help or suggestion menu.
public enum ScreenFace: Sendable, Equatable {
    case seek
    case fzf
}
