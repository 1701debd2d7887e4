/// Which key does what: the bindings as data, so that the help line is drawn from the same table
/// that handles the keys.
public struct KeyMap: Sendable {
    /// One binding: the keys, the action, and how the help line names it (nil keeps it out).
    public struct Binding: Sendable {
        public var keys: [InputEvent]
        public var action: BrowserAction
        public var help: (keys: String, meaning: String)?

        public init(keys: [InputEvent], action: BrowserAction, help: (keys: String, meaning: String)? = nil) {
            self.keys = keys
            self.action = action
            self.help = help
        }
    }

    public var bindings: [Binding]

    public init(bindings: [Binding]) {
        self.bindings = bindings
    }

    /// seek's default keys, after fzf's where fzf has one.
    public static let standard = KeyMap(bindings: [
        Binding(keys: [.up, .control("p"), .control("k")], action: .moveSelection(-1), help: ("↑↓", "move")),
        Binding(keys: [.down, .control("n"), .control("j")], action: .moveSelection(1)),
        Binding(keys: [.pageUp], action: .movePage(-1)),
        Binding(keys: [.pageDown], action: .movePage(1)),
        Binding(keys: [.home], action: .moveToFirst),
        Binding(keys: [.end], action: .moveToLast),
        Binding(keys: [.enter, .control("m")], action: .choose, help: ("enter", "choose")),
        Binding(keys: [.escape], action: .escape, help: ("esc", "clear/quit")),
        Binding(keys: [.control("c"), .control("g"), .control("q"), .terminalClosed], action: .interrupt),
        Binding(keys: [.backspace, .control("h")], action: .deleteBackward),
        Binding(keys: [.control("z")], action: .suspend),
    ])

    /// The action for `event`, or nil when the key does nothing.
    public func action(for event: InputEvent) -> BrowserAction? {
        switch event {
        case .character(let character):
            return .type(String(character))
        case .resize(let size):
            return .resize(size)
        default:
            return bindings.first { $0.keys.contains(event) }?.action
        }
    }

    /// The one-line key help, for example `↑↓ move  enter choose  esc clear/quit`.
    public var helpLine: String {
        bindings.compactMap { binding in binding.help.map { "\($0.keys) \($0.meaning)" } }.joined(separator: "  ")
    }
}
