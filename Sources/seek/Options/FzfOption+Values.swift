extension FzfOption {
    /// One use of an option: what reaches seek's parser, and what the warning line names.
    struct Use: Equatable {
        var reading: Reading
        /// The value seek's option is given (nil for a flag).
        var value: String? = nil
        /// What the warning line says of this use, when seek leaves some or all of it out.
        var note: String? = nil
    }

    /// This option as written (`written`, its word without the value), given `value` (and,
    /// for `--walker-root`, `moreFolders`): values seek reads only in part are read as near to
    /// fzf's as seek goes, and named.
    ///
    /// - Throws: a one-line message where fzf itself stops (`-mx`: not a number).
    func use(written: String, value: String?, moreFolders: [String] = []) throws(OptionSpellingError) -> Use {
        let shown = value.map { "\(written) \($0)" } ?? written
        guard case .seek(let name, _) = reading else {
            return Use(reading: reading, value: nil, note: reading == .ignored ? written : nil)
        }
        switch (name, value) {
        case ("--multi", let limit?):
            // fzf's limit on marked items: 0 turns --multi off.
            guard let count = Int(limit) else { throw OptionSpellingError("not a valid integer: \(limit)") }
            if count == 0 { return Use(reading: .off) }
            return Use(reading: .seek("--multi-limit"), value: String(count))
        case ("--height", let height?) where height.hasPrefix("~"):
            let rows = String(height.dropFirst())
            return Use(reading: reading, value: rows, note: "\(shown) (as \(rows))")
        case ("--height", let height?) where height.hasPrefix("-"):
            return Use(reading: .ignored, value: nil, note: shown)
        case ("--info", let style?) where InfoChoice(argument: style) == nil:
            let nearest = style.hasPrefix("inline") ? "inline" : "default"
            return Use(reading: reading, value: nearest, note: "\(shown) (as \(nearest))")
        case ("--border-style", "none"?):
            return Use(reading: .off)
        case ("--border-style", nil), ("--list-border", nil), ("--input-border", nil), ("--preview-border", nil), ("--header-border", nil),
             ("--header-lines-border", nil), ("--footer-border", nil):
            // fzf's shape when none is named.
            return Use(reading: reading, value: "rounded")
        case ("--gap", nil):
            return Use(reading: reading, value: "1")
        case ("--gap", let rows?):
            guard Int(rows) != nil else { throw OptionSpellingError("not a valid integer: \(rows)") }
            return Use(reading: reading, value: rows)
        case ("--gap-line", nil):
            // fzf's own line, as if the option were not given.
            return Use(reading: .usual)
        case ("--color", nil), ("--color", ""):
            return Use(reading: .ignored, value: nil, note: written)
        case ("--preview-window", let layout?):
            let split = FzfPreviewWindow.split(layout)
            guard !split.fzfOnly.isEmpty else { return Use(reading: reading, value: layout) }
            return Use(reading: split.kept.isEmpty ? .ignored : reading, value: split.kept,
                       note: "\(written) \(split.fzfOnly.joined(separator: ","))")
        case ("--walker-root", let root?) where !moreFolders.isEmpty:
            return Use(reading: reading, value: root, note: "\(written) \(moreFolders.joined(separator: " ")) (only \(root) is walked)")
        default:
            return Use(reading: reading, value: value)
        }
    }
}

/// A word fzf itself refuses (`-ie`, `--cycle=x`, `-mx`), said in one line.
struct OptionSpellingError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
