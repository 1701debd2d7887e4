import SeekScreen

extension FieldEdit {
    /// fzf's name for the edit, as `--bind` takes it.
    public var fzfName: String {
        switch self {
        case .moveBackward: "backward-char"
        case .moveForward: "forward-char"
        case .moveToStart: "beginning-of-line"
        case .moveToEnd: "end-of-line"
        case .moveWordBackward: "backward-word"
        case .moveWordForward: "forward-word"
        case .deleteBackward: "backward-delete-char"
        case .deleteForward: "delete-char"
        case .deleteToStart: "unix-line-discard"
        case .deleteToEnd: "kill-line"
        case .deleteWordBackward: "backward-kill-word"
        case .deleteWordForward: "kill-word"
        case .deleteBackwardToWhitespace: "unix-word-rubout"
        case .moveSubwordBackward: "backward-subword"
        case .moveSubwordForward: "forward-subword"
        case .deleteSubwordBackward: "backward-kill-subword"
        case .deleteSubwordForward: "kill-subword"
        }
    }
}
