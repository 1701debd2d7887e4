/// One thing the terminal reported: a key press or a change of size.
///
/// Backends decode their terminal's input into these values, so that key handling can be tested
/// without a terminal.
public enum InputEvent: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// A control-letter combination, such as Ctrl-C as `.control("c")`.
    case control(Character)
    case enter
    case escape
    case backspace
    case delete
    case tab
    case backTab
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    /// Shift and an arrow or page key, which fzf binds to scrolling the preview.
    case shiftUp
    case shiftDown
    case shiftPageUp
    case shiftPageDown
    /// Shift-Delete, which fzf's Ctrl-R binds to deleting history entries.
    case shiftDelete
    /// A function key, F1 as `.function(1)`.
    case function(Int)
    /// The terminal now has this size.
    case resize(TerminalSize)
    /// A mouse button or wheel event at a cell.
    case mouse(MouseEvent)
    /// The terminal went away (its input reached end of file).
    case terminalClosed
    /// A key pressed with Alt (Meta): the terminal sent Esc and then the key within the escape
    /// delay, as `.alt(.character("b"))` for Alt-b or `.alt(.backspace)` for Alt-Backspace.
    indirect case alt(InputEvent)
    /// Text pasted while the terminal's bracketed paste mode is on, exactly as the terminal sent it.
    case paste(String)
}
