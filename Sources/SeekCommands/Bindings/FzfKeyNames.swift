/// The names of fzf 0.74's keys and events in `--bind` that are not written as `ctrl-x`, `alt-x`,
/// `fN` or one character, so that a binding to one seek does not have can be told from a typo: the
/// first is left out and named (fzf's own scripts bind `click-header`), the second is an error.
enum FzfKeyNames {
    static let all: Set<String> = {
        var names: Set<String> = [
            "backspace", "bs", "bspace", "btab", "del", "delete", "down", "end", "enter", "esc", "home", "insert",
            "left", "page-down", "page-up", "pgdn", "pgup", "return", "right", "space", "tab", "up", "shift-tab",
            "ctrl-space", "ctrl-/", "ctrl-6", "ctrl-\\", "ctrl-]", "ctrl-^", "ctrl-_",
            "alt-backspace", "alt-bs", "alt-bspace", "alt-enter", "alt-return", "alt-space",
            "ctrl-backspace", "ctrl-bs", "ctrl-bspace", "ctrl-alt-backspace", "ctrl-alt-bs", "ctrl-alt-bspace",
            "left-click", "right-click", "double-click", "shift-left-click", "shift-right-click",
            "scroll-up", "scroll-down", "shift-scroll-up", "shift-scroll-down", "preview-scroll-up", "preview-scroll-down",
            // Events.
            "change", "backward-eof", "click-header", "click-footer", "focus", "jump", "jump-cancel", "load", "multi",
            "one", "zero", "resize", "result", "result-final", "start",
        ]
        // The movement keys with every mix of modifiers fzf names.
        let moves = ["up", "down", "left", "right", "home", "end", "page-up", "page-down", "delete"]
        let modifiers = ["alt-", "ctrl-", "shift-", "alt-shift-", "shift-alt-", "ctrl-alt-", "alt-ctrl-",
                         "ctrl-shift-", "shift-ctrl-", "ctrl-alt-shift-"]
        for modifier in modifiers {
            for move in moves { names.insert(modifier + move) }
        }
        return names
    }()
}
