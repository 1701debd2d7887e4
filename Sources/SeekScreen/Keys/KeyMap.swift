import SeekToolkit
/// Which key does what: the bindings as data, so that the help line is drawn from the same table
/// that handles the keys.
public struct KeyMap: Sendable {
    /// One binding: the keys, the action, and how the help line names it (nil keeps it out).
    public struct Binding: Sendable {
        public var keys: [InputEvent]
        public var action: BrowserAction
        public var help: Help?

        public init(keys: [InputEvent], action: BrowserAction, help: Help? = nil) {
            self.keys = keys
            self.action = action
            self.help = help
        }
    }

    /// How a binding is named in the help line, and when it is worth naming.
    public struct Help: Sendable {
        public var keys: String
        public var meaning: String
        /// What the key does instead while search is presented (Esc ends the search rather than
        /// the program); nil when it does the same.
        public var meaningWhileSearching: String?
        /// When the help line mentions the binding.
        public var relevance: Relevance

        public init(_ keys: String, _ meaning: String, whileSearching meaningWhileSearching: String? = nil,
                    when relevance: Relevance = .always) {
            self.keys = keys
            self.meaning = meaning
            self.meaningWhileSearching = meaningWhileSearching
            self.relevance = relevance
        }
    }

    /// When a binding is worth a place in the one-line help.
    public enum Relevance: Sendable {
        case always
        /// Only while scopes are shown.
        case scopesShown
        /// Only when several items may be chosen.
        case multipleSelection
        /// Only when find has a pane to open over (the preview or the detail pane).
        case findAvailable
    }

    public var bindings: [Binding]

    public init(bindings: [Binding]) {
        self.bindings = bindings
    }

    /// seek's default keys, after fzf's and readline's where they have one. Ctrl-K deletes to
    /// the end of the field, as in readline, rather than moving up as fzf's does: Up and Ctrl-P
    /// move up.
    public static let standard = KeyMap(bindings: [
        Binding(keys: [.up, .control("p")], action: .user(.moveSelection(-1)), help: Help("↑↓", "move")),
        Binding(keys: [.down, .control("n"), .control("j")], action: .user(.moveSelection(1))),
        Binding(keys: [.pageUp], action: .user(.movePage(-1))),
        Binding(keys: [.pageDown], action: .user(.movePage(1))),
        Binding(keys: [.home], action: .user(.home)),
        Binding(keys: [.end], action: .user(.end)),
        Binding(keys: [.left, .control("b")], action: .user(.editField(.moveBackward))),
        Binding(keys: [.right, .control("f")], action: .user(.editField(.moveForward))),
        Binding(keys: [.control("a")], action: .user(.editField(.moveToStart))),
        Binding(keys: [.control("e")], action: .user(.editField(.moveToEnd))),
        Binding(keys: [.alt(.character("b"))], action: .user(.editField(.moveWordBackward))),
        Binding(keys: [.alt(.character("f"))], action: .user(.editField(.moveWordForward))),
        Binding(keys: [.tab], action: .user(.nextScope), help: Help("tab", "scope", when: .scopesShown)),
        Binding(keys: [.backTab], action: .user(.previousScope)),
        Binding(keys: [.enter, .control("m")], action: .user(.choose), help: Help("enter", "choose")),
        // Space types, wherever focus is: marking has keys of its own.
        Binding(keys: [.control("t")], action: .user(.toggleMark), help: Help("^T", "mark", when: .multipleSelection)),
        // Esc ends a presented search as dismissSearch does, and only then the program;
        // `--bind esc:abort` makes it leave at once, as fzf's does.
        Binding(keys: [.escape], action: .user(.escape), help: Help("esc", "quit", whileSearching: "end search")),
        // Ctrl-F stays forward-char, as in fzf and readline; `--bind ctrl-f:find` gives the Mac habit.
        Binding(keys: [.control("o")], action: .user(.toggleFind), help: Help("^O", "find", when: .findAvailable)),
        Binding(keys: [.control("c"), .control("g"), .control("q"), .terminalClosed], action: .user(.interrupt)),
        Binding(keys: [.backspace, .control("h")], action: .user(.deleteBackward)),
        Binding(keys: [.delete], action: .user(.editField(.deleteForward))),
        Binding(keys: [.control("d")], action: .user(.deleteForwardOrExit)),
        Binding(keys: [.alt(.backspace)], action: .user(.deleteWordBackward)),
        Binding(keys: [.control("w")], action: .user(.editField(.deleteBackwardToWhitespace))),
        Binding(keys: [.alt(.character("d"))], action: .user(.editField(.deleteWordForward))),
        Binding(keys: [.control("k")], action: .user(.editField(.deleteToEnd))),
        Binding(keys: [.control("u")], action: .user(.editField(.deleteToStart))),
        Binding(keys: [.control("z")], action: .user(.suspend)),
        Binding(keys: [.shiftUp], action: .user(.scrollPreview(-1))),
        Binding(keys: [.shiftDown], action: .user(.scrollPreview(1))),
        Binding(keys: [.shiftPageUp], action: .user(.scrollPreviewPage(-1))),
        Binding(keys: [.shiftPageDown], action: .user(.scrollPreviewPage(1))),
    ])

    /// The keys for choosing several items, as fzf's `--multi` has them: Tab marks the row and
    /// moves down, Shift-Tab marks and moves up; scopes move to Alt-Right and Alt-Left (Left and
    /// Right move the field's cursor, Alt-B and Alt-F by words, so these are free).
    public func markingWithTab() -> KeyMap {
        var map = removing(keys: [.tab, .backTab])
        let markingKeys = map.bindings.contains { $0.keys.contains(.control("t")) && $0.action == .user(.toggleMark) } ? "tab/^T" : "tab"
        for index in map.bindings.indices where map.bindings[index].action == .user(.toggleMark) {
            map.bindings[index].help = nil  // named with Tab, below
        }
        map.bindings.insert(Binding(keys: [.tab], action: .user(.toggleMark), help: Help(markingKeys, "mark", when: .multipleSelection)), at: 0)
        map.bindings.append(Binding(keys: [.backTab], action: .user(.toggleMarkMovingUp)))
        map.bindings.append(Binding(keys: [.alt(.right)], action: .user(.nextScope), help: Help("alt-→", "scope", when: .scopesShown)))
        map.bindings.append(Binding(keys: [.alt(.left)], action: .user(.previousScope)))
        return map
    }

    /// Ctrl-P and Ctrl-N walk the recent searches instead of moving, as fzf's do when it keeps a
    /// history (`--history`).
    public func walkingRecentSearches() -> KeyMap {
        // Up and Down keep their help: their arrows still move.
        var map = KeyMap(bindings: bindings.map { binding in
            var kept = binding
            kept.keys.removeAll { $0 == .control("p") || $0 == .control("n") }
            return kept
        })
        map.bindings.append(Binding(keys: [.control("p")], action: .user(.recallSearch(-1)), help: Help("^P/^N", "history")))
        map.bindings.append(Binding(keys: [.control("n")], action: .user(.recallSearch(1))))
        return map
    }

    /// This key map with Up and Down (and their control keys) moving the other way, for a list
    /// drawn upward: Up then goes to the next, worse match, which is drawn above. Marking keys
    /// swap too, so that Tab still moves down the screen and Shift-Tab up, as fzf's do in its
    /// default layout; apply this after ``markingWithTab()``.
    public func reversingVerticalMoves() -> KeyMap {
        KeyMap(bindings: bindings.map { binding in
            var flipped = binding
            switch binding.action {
            case .user(.moveSelection(let rows)): flipped.action = .user(.moveSelection(-rows))
            case .user(.movePage(let pages)): flipped.action = .user(.movePage(-pages))
            case .user(.toggleMark): flipped.action = .user(.toggleMarkMovingUp)
            case .user(.toggleMarkMovingUp): flipped.action = .user(.toggleMark)
            default: break
            }
            return flipped
        })
    }

    /// This key map with `keys` taken out of every binding (a binding left with no key is
    /// dropped, its help with it), so that the help line names only what the keys do now.
    public func removing(keys: Set<InputEvent>) -> KeyMap {
        KeyMap(bindings: bindings.compactMap { binding in
            var kept = binding
            kept.keys.removeAll { keys.contains($0) }
            // Its help names the keys as a group; with one of them gone it would mislead.
            if kept.keys.count < binding.keys.count { kept.help = nil }
            return kept.keys.isEmpty ? nil : kept
        })
    }

    /// The action for `event`, or nil when the key does nothing (an unbound Alt combination, for
    /// one). Pasted text is typed. Mouse events are resolved against the frame's hit regions by
    /// the host, not here.
    public func action(for event: InputEvent) -> BrowserAction? {
        switch event {
        case .character(let character):
            return .user(.type(String(character)))
        case .paste(let text):
            let typed = Self.typedForm(ofPasted: text)
            return typed.isEmpty ? nil : .user(.type(typed))
        case .resize(let size):
            return .arrived(.resize(size))
        case .mouse:
            return nil
        default:
            return bindings.first { $0.keys.contains(event) }?.action
        }
    }

    /// Pasted text as the one-line field takes it: line breaks and tabs become spaces and other
    /// control characters are dropped, so a pasted block neither chooses nor runs keys.
    public static func typedForm(ofPasted text: String) -> String {
        var typed = ""
        for character in text {
            if character.isNewline || character == "\t" {
                typed.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                typed.append(character)
            }
        }
        return typed
    }

    /// The key help while find is open: its keys replace the list's.
    public static let findHelpLine = "enter/↓ next  ↑ previous  esc close find"

    /// The one-line key help for every binding, for example `↑↓ move  enter choose  esc quit`.
    public var helpLine: String {
        helpLine(whileSearching: false) { _ in true }
    }

    /// The key help for what applies in `browser`'s state.
    public func helpLine(for browser: SearchBrowser) -> String {
        helpLine(whileSearching: browser.session.isPresented) { relevance in
            switch relevance {
            case .always: true
            case .scopesShown: browser.session.areScopesVisible && browser.session.scopes.count > 1
            case .multipleSelection: browser.options.allowsMultipleSelection
            case .findAvailable: browser.paneForFind != nil
            }
        }
    }

    private func helpLine(whileSearching: Bool, including isRelevant: (Relevance) -> Bool) -> String {
        bindings.compactMap { binding in
            guard let help = binding.help, isRelevant(help.relevance) else { return nil }
            let meaning = whileSearching ? help.meaningWhileSearching ?? help.meaning : help.meaning
            return "\(help.keys) \(meaning)"
        }.joined(separator: "  ")
    }
}
