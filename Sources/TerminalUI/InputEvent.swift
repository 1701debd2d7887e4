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
    /// The terminal now has this size.
    case resize(TerminalSize)
    /// The terminal went away (its input reached end of file).
    case terminalClosed
}
