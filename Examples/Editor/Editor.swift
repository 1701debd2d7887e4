// The editor's state and its one pure update: a key in, the new state and the work the program
// must do (save, quit) out. SwiftUI's `TextEditor(text: $text).findNavigator(isPresented:)` keeps
// the text in a binding and the find interface in the system; here both live in a FindNavigator,
// whose replace edits are the only edits (this is a find-and-replace editor, not a typing one).
import SeekUI
import SeekScreen

struct Editor {
    /// Work the program does for the editor.
    enum Effect: Equatable {
        /// Write `text` to the file, atomically; the program answers with ``Editor/saved(_:)``
        /// or ``Editor/saveFailed(_:)``.
        case save(String)
        /// End the program.
        case quit
    }

    /// The text and the find navigator over it (the `text` binding and `isPresented`).
    private(set) var navigator: FindNavigator
    /// The text as it is on disk: the changes are the difference.
    private(set) var savedText: String
    /// The line the view is scrolled to.
    private(set) var firstLine = 0
    /// The terminal's size.
    private(set) var size: TerminalSize
    /// One line for the status row: what the last save or replace did, or why quitting waits.
    private(set) var status: String?
    /// Whether the last key asked to quit with unsaved changes: the same key again quits.
    private(set) var isQuitPending = false

    init(text: String, size: TerminalSize) {
        navigator = FindNavigator(text: text)
        savedText = text
        self.size = size
    }

    /// Whether the text differs from the file.
    var hasUnsavedChanges: Bool { navigator.text != savedText }

    /// The rows the text view (with its find bar) takes: all but the title and the status row.
    var viewRect: Rect { Rect(row: 1, column: 0, width: size.width, height: max(0, size.height - 2)) }

    mutating func handle(_ event: InputEvent) -> [Effect] {
        let wasQuitPending = isQuitPending
        isQuitPending = false
        switch event {
        case .resize(let newSize):
            size = newSize
            isQuitPending = wasQuitPending
        case .control("s"):
            return [.save(navigator.text)]
        case .control("q"), .control("c"), .terminalClosed:
            return quit(confirmed: wasQuitPending || event == .terminalClosed)
        case .control("f"):
            // Find and replace, as a text editor's Find and Replace command; again: back to the find field.
            send(navigator.isPresented ? .focus(.find) : .showReplace)
        case .escape where !navigator.isPresented:
            return quit(confirmed: wasQuitPending)
        default:
            if navigator.isPresented { handleFindKey(event) } else { scroll(event) }
        }
        return []
    }

    /// The keys of the find bar: typing in the focused field, moving between matches and fields,
    /// replacing, closing.
    private mutating func handleFindKey(_ event: InputEvent) {
        switch event {
        case .character(let character): send(.insert(String(character)))
        case .paste(let text): send(.insert(KeyMap.typedForm(ofPasted: text)))
        case .backspace, .control("h"): send(.deleteBackward)
        case .tab, .backTab: send(.focus(navigator.focusedField == .find ? .replace : .find))
        case .enter, .down: send(.next)
        case .up: send(.previous)
        case .control("r"): send(.replace)
        case .control("a"): send(.replaceAll)
        case .escape: send(.dismiss)
        default: break
        }
    }

    /// The keys of the text while find is closed: scrolling.
    private mutating func scroll(_ event: InputEvent) {
        let page = max(1, viewRect.height - 1)
        switch event {
        case .down, .control("n"): firstLine += 1
        case .up, .control("p"): firstLine -= 1
        case .pageDown, .character(" "): firstLine += page
        case .pageUp: firstLine -= page
        case .home: firstLine = 0
        case .end: firstLine = Int.max / 2
        default: return
        }
        firstLine = TextView(navigator: navigator, firstLine: firstLine).visibleFirstLine(height: viewRect.height)
    }

    /// Quits at once with nothing to lose or when the user asked twice; otherwise says why not.
    private mutating func quit(confirmed: Bool) -> [Effect] {
        if !hasUnsavedChanges || confirmed { return [.quit] }
        isQuitPending = true
        status = "unsaved changes: ^S saves them; ^Q again quits without saving"
        return []
    }

    /// Sends `action` to the navigator, keeps the text of any replacement and shows the
    /// current match.
    private mutating func send(_ action: FindAction) {
        for case .edit(let edit) in navigator.send(action) {
            status = edit.replacedCount == 1 ? "replaced 1" : "replaced \(edit.replacedCount)"
        }
        let view = TextView(navigator: navigator, firstLine: firstLine)
        firstLine = view.visibleFirstLine(height: view.textRect(in: viewRect).height)
    }

    /// The program wrote `text` to the file.
    mutating func saved(_ text: String) {
        savedText = text
        status = "saved"
    }

    /// The program could not write the file; it is as it was, and the changes are kept.
    mutating func saveFailed(_ message: String) {
        status = message
    }
}
