/// One option of fzf 0.74, as fzf reads it and as seek takes it: the one table of fzf's options
/// is ``FzfOption/all``.
///
/// fzf reads each option alone (no bundles: `-ie` is an error), takes a value from the next word
/// or after `=` (`--query=x`, and for `-q`, `-f`, `-d`, `-n`, `-m` and `-s` also glued on: `-q55`),
/// and lets the last of an option and its negations (`--multi`, `+m`, `--no-multi`) win.
struct FzfOption: Sendable {
    /// How fzf takes the option's value.
    enum Value: Sendable {
        /// A flag: no value.
        case none
        /// The next word, whatever it is.
        case required
        /// The next word unless it starts with `-` or `+`.
        case optional
        /// The next word if it starts with a digit.
        case optionalNumber
        /// The next words while they name folders (`--walker-root`).
        case folders
    }

    /// What seek does with the option.
    enum Reading: Sendable, Equatable {
        /// seek's option `name`, with the word's value, or `value` when one is given.
        case seek(String, value: String? = nil)
        /// Turns its family off (`--no-preview`, `+m`): no word reaches seek's parser.
        case off
        /// Asks for what seek does anyway (`--no-hscroll`, `-x`): nothing to pass on.
        case usual
        /// An fzf option seek does not implement: named in one line, and the run goes on.
        case ignored
    }

    /// The spellings, short and long (`-m`, `--multi`, `+m` is another entry).
    var names: [String]
    var value: Value
    var reading: Reading
    /// The options that override one another, last one winning (`-i`, `+i`, `--smart-case`);
    /// nil for those that add up (`--bind`, `--color`).
    var family: String?
    /// Whether each use adds to the ones before it (`--expect a --expect b` expects both), while
    /// the family's negation (`--no-expect`) still clears what came before it, as in fzf.
    var accumulates = false

    /// A flag; see ``init(_:_:_:family:adds:)``.
    init(_ names: [String], _ reading: Reading, family: String? = nil, adds: Bool = false) {
        self.init(names, .none, reading, family: family, adds: adds)
    }

    /// An option; its family is the seek option it becomes, else its long name, unless it
    /// `adds` up (never cleared) or `family` names another. An option that `accumulates` keeps
    /// its family, for its negation to clear it.
    init(_ names: [String], _ value: Value, _ reading: Reading, family: String? = nil, adds: Bool = false,
         accumulates: Bool = false) {
        self.names = names
        self.accumulates = accumulates
        self.value = value
        self.reading = reading
        if adds {
            self.family = nil
        } else if let family {
            self.family = family
        } else if case .seek(let name, _) = reading {
            self.family = name
        } else {
            self.family = names.first { $0.hasPrefix("--") } ?? names[0]
        }
    }

    /// The option one of whose names is `name`.
    static func named(_ name: String) -> FzfOption? { byName[name] }

    /// The short options whose value fzf also reads glued on (`-q55`, `-d:`, `-m5`).
    static let gluedValueNames: Set<String> = ["-q", "-f", "-d", "-n", "-m", "-s"]

    private static let byName: [String: FzfOption] = {
        var table: [String: FzfOption] = [:]
        for option in all {
            for name in option.names { table[name] = option }
        }
        return table
    }()
}
