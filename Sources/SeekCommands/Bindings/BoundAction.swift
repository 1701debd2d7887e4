import SeekScreen
import SeekToolkit

/// What a key or an event bound with `--bind` does: an action of the browser, or one that only
/// the runtime can perform because it runs a command.
public indirect enum BoundAction: Sendable, Equatable {
    /// A transform whose command runs in the background (`bg-transform…`): the screen keeps
    /// answering, and the output is applied when the command ends.
    case inBackground(BoundAction)
    /// Kills the background transforms still running and drops their output (`bg-cancel`).
    case cancelBackground
    /// Holds the actions after it until the search is complete (`wait`).
    case wait
    /// Turns bindings off (`unbind`), on again (`rebind`), or over (`toggle-bind`).
    case unbind([BindTarget])
    case rebind([BindTarget])
    case toggleBind([BindTarget])
    /// Performs the actions bound to these keys and events, in order (`trigger`).
    case trigger([BindTarget])
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
    /// Sets the preview command (`change-preview`); an empty one removes it.
    case changePreview(CommandTemplate)
    /// Shows a command's output in the preview pane once, opening the pane if needed (`preview`).
    case preview(CommandTemplate)
    /// Lays the preview pane out with the next of these choices (`change-preview-window`).
    case changePreviewWindow(PreviewWindowChoices)
    /// Sets the prompt to the first line a command prints (`transform-prompt`).
    case transformPrompt(CommandTemplate)
    /// Sets the header to the lines a command prints (`transform-header`).
    case transformHeader(CommandTemplate)
    /// Sets the footer to the lines a command prints (`transform-footer`).
    case transformFooter(CommandTemplate)
    /// Sets a border's label to the first line a command prints (`transform-list-label`…).
    case transformLabel(BorderLabelPlace, CommandTemplate)
    /// Leaves the selected item out of the list until a reload (`exclude`), or the marked items
    /// when some are marked (`exclude-multi`).
    case exclude(marked: Bool)
    /// Searches the next of the `|`-separated field lists (`change-nth`).
    case changeNth(String)
    /// Shows the next of the `|`-separated field lists (`change-with-nth`).
    case changeWithNth(String)
    /// `change-nth` with the first line a command prints (`transform-nth`).
    case transformNth(CommandTemplate)
    /// `change-with-nth` with the first line a command prints (`transform-with-nth`).
    case transformWithNth(CommandTemplate)
    /// Sets the pointer to the first line a command prints (`transform-pointer`).
    case transformPointer(CommandTemplate)
    /// Sets the query to the first line a command prints (`transform-query`).
    case transformQuery(CommandTemplate)
    /// Matches the list against the first line a command prints, the query unchanged
    /// (`transform-search`).
    case transformSearch(CommandTemplate)
    /// Performs the actions a command prints, written as in `--bind` (`transform`).
    case transform(CommandTemplate)
    /// Types this text, or with none the character of the key pressed (`put`).
    case put(String?)
    /// Replaces the query with the selected item's text (`replace-query`).
    case replaceQuery
    /// Ends the run printing only the query (`print-query`).
    case printQuery
    /// Chooses when there is something to choose, else ends the run printing only the query
    /// (`accept-or-print-query`).
    case chooseOrPrintQuery
}

extension BoundAction {
    /// A short name for the key help: fzf's name of the action where it has one.
    public var name: String {
        switch self {
        case .inBackground(let action): "bg-" + action.name
        case .cancelBackground: "bg-cancel"
        case .wait: "wait"
        case .unbind: "unbind"
        case .rebind: "rebind"
        case .toggleBind: "toggle-bind"
        case .trigger: "trigger"
        case .reload: "reload"
        case .execute: "execute"
        case .executeSilently: "execute-silent"
        case .become: "become"
        case .chooseByKey: "accept"
        case .refreshPreview: "refresh-preview"
        case .changePreview: "change-preview"
        case .preview: "preview"
        case .changePreviewWindow: "change-preview-window"
        case .transformPrompt: "transform-prompt"
        case .transformQuery: "transform-query"
        case .transformPointer: "transform-pointer"
        case .exclude(let marked): marked ? "exclude-multi" : "exclude"
        case .changeNth: "change-nth"
        case .changeWithNth: "change-with-nth"
        case .transformNth: "transform-nth"
        case .transformWithNth: "transform-with-nth"
        case .transformHeader: "transform-header"
        case .transformFooter: "transform-footer"
        case .transformLabel(let place, _): "transform-\(place.rawValue)-label"
        case .transform: "transform"
        case .transformSearch: "transform-search"
        case .put: "put"
        case .replaceQuery: "replace-query"
        case .printQuery: "print-query"
        case .chooseOrPrintQuery: "accept-or-print-query"
        case .browser(let action):
            switch action {
            case .user(.choose): "accept"
            case .user(.interrupt): "abort"
            case .user(.chooseIfAny): "accept-non-empty"
            case .user(.cancel): "cancel"
            case .user(.toggleMarkInPlace): "toggle"
            case .user(.clearMarks): "clear-selection"
            case .user(.yank): "yank"
            case .user(.toggleAllMarks): "toggle-all"
            case .user(.markAll): "select-all"
            case .user(.unmarkAll): "deselect-all"
            case .user(.markSelected(let marks)): marks ? "select" : "deselect"
            case .user(.moveToMarkedRow(let direction)): direction > 0 ? "next-selected" : "prev-selected"
            case .user(.moveToPosition): "pos"
            case .user(.deleteBackwardOrExit): "backward-delete-char/eof"
            case .user(.deleteForwardOrExit): "delete-char/eof"
            case .user(.moveSelection(let rows)): rows < 0 ? "up" : "down"
            case .user(.movePage(let pages)): pages < 0 ? "page-up" : "page-down"
            case .user(.moveToFirst): "first"
            case .user(.moveToLast): "last"
            case .user(.type): "char"
            case .user(.clearText): "clear-query"
            case .user(.deleteBackward): "backward-delete-char"
            case .user(.deleteWordBackward): "backward-kill-word"
            case .user(.editField(let fieldEdit)): fieldEdit.fzfName
            case .user(.togglePreview): "toggle-preview"
            case .host(.changePreview(let change)):
                switch change {
                case .toggle: "toggle-preview"
                case .show: "show-preview"
                case .hide: "hide-preview"
                case .close: "close"
                case .window: "change-preview-window"
                case .open: "preview"
                }
            case .user(.toggleFind): "find"
            case .user(.toggleHeader): "toggle-header"
            case .user(.scrollPreview(let lines)): lines < 0 ? "preview-up" : "preview-down"
            case .user(.scrollPreviewPage(let pages)): pages < 0 ? "preview-page-up" : "preview-page-down"
            case .user(.scrollPreviewHalfPage(let halves)): halves < 0 ? "preview-half-page-up" : "preview-half-page-down"
            case .user(.scrollPreviewToEnd(let bottom)): bottom ? "preview-bottom" : "preview-top"
            case .user(.togglePreviewWrap(let words)): words ? "toggle-preview-wrap-word" : "toggle-preview-wrap"
            case .host(.setPrompt): "change-prompt"
            case .host(.setFooter): "change-footer"
            case .host(.setLabel(let place, _)): "change-\(place.rawValue)-label"
            case .host(.search): "search"
            case .host(.toggleSort): "toggle-sort"
            case .host(.setPointer): "change-pointer"
            case .host(.setFiltering(let enabled)): enabled ? "enable-search" : "disable-search"
            case .host(.session(.replaceText)): "change-query"
            default: "action"
            }
        }
    }
}
