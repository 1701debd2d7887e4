import SeekToolkit

/// fzf's names for keys, as `--bind` and `--expect` take them: `ctrl-x`, `alt-x`, `enter`,
/// `tab`, `btab`, `esc`, `up`, `pgdn`, `shift-up`, `f1`, `space`, `alt-bspace`, a single character.
public enum KeyName {
    /// The key `name` stands for, or nil when it names none.
    public static func event(named name: String) -> InputEvent? {
        let lowered = name.lowercased()
        if lowered.hasPrefix("alt-"), name.count > 4 {
            // alt-x, alt-bspace, alt-enter…: the key after `alt-`, with Alt held.
            let rest = String(name.dropFirst(4))
            return event(named: rest).flatMap { key in
                if case .alt = key { return nil }
                return .alt(key)
            }
        }
        if let named = fixed[lowered] { return named }
        if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, letter.isLetter, letter.isASCII {
            return .control(letter)
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        if name.count == 1, let character = name.first, !character.isWhitespace {
            return .character(character)
        }
        return nil
    }

    /// The name fzf gives `event`, for the key help and `--expect`'s output.
    public static func name(of event: InputEvent) -> String {
        switch event {
        case .control(let letter): return "ctrl-\(letter)"
        case .function(let number): return "f\(number)"
        case .character(let character): return character == " " ? "space" : String(character)
        case .alt(let key): return "alt-" + name(of: key)
        default: return canonical.first { $0.value == event }?.key ?? "key"
        }
    }

    /// The names with one spelling, each with its key.
    private static let canonical: [(key: String, value: InputEvent)] = [
        ("enter", .enter), ("esc", .escape), ("tab", .tab), ("btab", .backTab), ("bspace", .backspace),
        ("del", .delete), ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("pgup", .pageUp), ("pgdn", .pageDown), ("home", .home), ("end", .end),
        ("shift-up", .shiftUp), ("shift-down", .shiftDown), ("shift-page-up", .shiftPageUp),
        ("shift-page-down", .shiftPageDown), ("shift-delete", .shiftDelete), ("space", .character(" ")),
    ]

    private static let fixed: [String: InputEvent] = {
        var names = Dictionary(uniqueKeysWithValues: canonical.map { ($0.key, $0.value) })
        let aliases: [String: InputEvent] = [
            "return": .enter, "ctrl-m": .enter, "escape": .escape, "ctrl-i": .tab, "shift-tab": .backTab,
            "bs": .backspace, "backspace": .backspace, "ctrl-h": .backspace, "delete": .delete,
            "page-up": .pageUp, "page-down": .pageDown, "ctrl-space": .control(" "),
            // The controls past Z, by fzf's names: Ctrl-_ sends the byte of Ctrl-/, Ctrl-6 that of Ctrl-^.
            "ctrl-\\": .control("\\"), "ctrl-]": .control("]"), "ctrl-^": .control("^"), "ctrl-6": .control("^"),
            "ctrl-/": .control("/"), "ctrl-_": .control("/"),
        ]
        names.merge(aliases) { current, _ in current }
        return names
    }()
}
