import SeekScreen
import SeekToolkit

/// What a key or an event bound with `--bind` does: an action of the browser, or one that only
/// the runtime can perform because it runs a command.
public enum BoundAction: Sendable, Equatable {
    /// An action of the search screen (move, mark, toggle the preview, change the query…).
    case browser(BrowserAction)
    /// Replaces the input with the output of a command, read as it arrives (`reload`); a reload
    /// still running is killed first.
    case reload(CommandTemplate)
    /// Runs a command on the terminal, the screen handed over until it ends (`execute`).
    case execute(CommandTemplate)
    /// Runs a command in the background without showing it (`execute-silent`).
    case executeSilently(CommandTemplate)
    /// Ends seek by running a command in its place, the process replaced (`become`).
    case become(CommandTemplate)
    /// Chooses, remembering which key did it for `--expect`.
    case chooseByKey(String)
    /// Runs the preview again for the same item (`refresh-preview`).
    case refreshPreview
    /// Sets the preview command (`change-preview`).
    case changePreview(CommandTemplate)
}

extension BoundAction {
    /// A short name for the key help: fzf's name of the action where it has one.
    public var name: String {
        switch self {
        case .reload: "reload"
        case .execute: "execute"
        case .executeSilently: "execute-silent"
        case .become: "become"
        case .chooseByKey: "accept"
        case .refreshPreview: "refresh-preview"
        case .changePreview: "change-preview"
        case .browser(let action):
            switch action {
            case .choose: "accept"
            case .interrupt: "abort"
            case .toggleMark: "toggle"
            case .toggleAllMarks: "toggle-all"
            case .markAll: "select-all"
            case .unmarkAll: "deselect-all"
            case .moveSelection(let rows): rows < 0 ? "up" : "down"
            case .movePage(let pages): pages < 0 ? "page-up" : "page-down"
            case .moveToFirst: "first"
            case .moveToLast: "last"
            case .clearText: "clear-query"
            case .deleteBackward: "backward-delete-char"
            case .deleteWordBackward: "backward-kill-word"
            case .editField(let fieldEdit): fieldEdit.fzfName
            case .togglePreview: "toggle-preview"
            case .toggleFind: "find"
            case .scrollPreview(let lines): lines < 0 ? "preview-up" : "preview-down"
            case .scrollPreviewPage(let pages): pages < 0 ? "preview-page-up" : "preview-page-down"
            case .setPrompt: "change-prompt"
            case .setFiltering(let enabled): enabled ? "enable-search" : "disable-search"
            case .session(.replaceText): "change-query"
            default: "action"
            }
        }
    }
}

/// Keys and events bound to actions: what `--bind` adds to (or changes in) the key map.
public struct Bindings: Sendable, Equatable {
    /// Actions for keys; a key here is taken before the key map sees it.
    public var keys: [InputEvent: [BoundAction]]
    /// Actions for events.
    public var events: [BindEvent: [BoundAction]]

    public init(keys: [InputEvent: [BoundAction]] = [:], events: [BindEvent: [BoundAction]] = [:]) {
        self.keys = keys
        self.events = events
    }

    /// Whether nothing is bound.
    public var isEmpty: Bool { keys.isEmpty && events.isEmpty }
}

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
        }
    }
}
