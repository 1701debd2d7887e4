/// The names of fzf 0.74's `--bind` actions, so that a binding to one seek does not have can be
/// told from a typo: the first is left out and named, the second is an error.
enum FzfActionNames {
    static let all: Set<String> = [
        "abort", "accept", "accept-non-empty", "accept-or-print-query", "backward-char", "backward-delete-char",
        "backward-delete-char/eof", "backward-kill-subword", "backward-kill-word", "backward-subword",
        "backward-word", "beginning-of-line", "bell", "best", "bg-cancel", "cancel", "change-multi", "clear-multi",
        "clear-query", "clear-screen", "clear-selection", "close", "delete-char", "delete-char/eof", "deselect",
        "deselect-all", "disable-raw", "disable-search", "down", "down-match", "down-selected", "enable-raw",
        "enable-search", "end-of-line", "exclude", "exclude-multi", "first", "forward-char", "forward-subword",
        "forward-word", "half-page-down", "half-page-up", "hide-header", "hide-input", "hide-preview", "ignore",
        "jump", "jump-accept", "kill-line", "kill-subword", "kill-word", "last", "line-discard", "next-history",
        "next-selected", "offset-down", "offset-middle", "offset-up", "page-down", "page-up", "prev-history",
        "prev-selected", "preview-bottom", "preview-down", "preview-half-page-down", "preview-half-page-up",
        "preview-page-down", "preview-page-up", "preview-top", "preview-up", "previous-history", "print-query", "put",
        "refresh-preview", "replace-query", "select", "select-all", "show-header", "show-input", "show-preview",
        "toggle", "toggle-all", "toggle-down", "toggle-header", "toggle-hscroll", "toggle-in", "toggle-input",
        "toggle-multi-line", "toggle-out", "toggle-preview", "toggle-preview-wrap", "toggle-preview-wrap-word",
        "toggle-raw", "toggle-search", "toggle-sort", "toggle-track", "toggle-track-current", "toggle-up",
        "toggle-wrap", "toggle-wrap-word", "top", "track", "track-current", "unix-line-discard", "unix-word-rubout",
        "untrack-current", "up", "up-match", "up-selected", "wait", "word-rubout", "yank",
        // Those that take an argument.
        "become", "bg-transform", "bg-transform-border-label", "bg-transform-footer", "bg-transform-footer-label",
        "bg-transform-ghost", "bg-transform-header", "bg-transform-header-label", "bg-transform-header-lines",
        "bg-transform-input-label", "bg-transform-list-label", "bg-transform-nth", "bg-transform-pointer",
        "bg-transform-preview-label", "bg-transform-prompt", "bg-transform-query", "bg-transform-search",
        "bg-transform-with-nth", "change-border-label", "change-footer", "change-footer-label", "change-ghost",
        "change-header", "change-header-label", "change-header-lines", "change-input-label", "change-list-label",
        "change-nth", "change-pointer", "change-preview", "change-preview-label", "change-preview-window",
        "change-prompt", "change-query", "change-with-nth", "execute", "execute-multi", "execute-silent", "pos",
        "preview", "print", "rebind", "reload", "reload-sync", "search", "toggle-bind", "transform",
        "transform-border-label", "transform-footer", "transform-footer-label", "transform-ghost",
        "transform-header", "transform-header-label", "transform-header-lines", "transform-input-label",
        "transform-list-label", "transform-nth", "transform-pointer", "transform-preview-label",
        "transform-prompt", "transform-query", "transform-search", "transform-with-nth", "trigger", "unbind",
    ]
}
