/// fzf's `--nth` and `--with-nth` as written, now and as the run began: `change-nth` and
/// `change-with-nth` go back to the first with an empty alternative, and commands see the
/// current ones as `FZF_NTH` and `FZF_WITH_NTH`.
public struct FieldExpressions: Sendable, Equatable {
    /// The fields searched now (`--nth`); empty for the whole shown text.
    public var nth: String
    /// The fields shown now (`--with-nth`); empty for the whole line.
    public var withNth: String
    /// `--nth` as given on the command line.
    public let defaultNth: String
    /// `--with-nth` as given on the command line; `change-with-nth` acts only when one was.
    public let defaultWithNth: String
    /// How many times each cycling argument (`2|3|`) was used, so the next use takes the next
    /// alternative, as fzf turns the action's argument.
    var uses: [String: Int] = [:]

    /// The expressions of a run given `nth` and `withNth` (nil when not given).
    public init(nth: String? = nil, withNth: String? = nil) {
        self.nth = nth ?? ""
        self.withNth = withNth ?? ""
        defaultNth = self.nth
        defaultWithNth = self.withNth
    }

    /// `environment` with `FZF_NTH` and `FZF_WITH_NTH`, each when it is not empty, as fzf exports them.
    func added(to environment: [String: String]) -> [String: String] {
        var environment = environment
        if !nth.isEmpty { environment["FZF_NTH"] = nth }
        if !withNth.isEmpty { environment["FZF_WITH_NTH"] = withNth }
        return environment
    }

    /// The alternative of `argument` (alternatives separated by `|`) to use now, the next one
    /// being used next time; `kind` keeps `change-nth`'s and `change-with-nth`'s turns apart.
    mutating func nextAlternative(of argument: String, kind: String) -> String {
        let alternatives = argument.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let key = kind + "\u{0}" + argument
        let use = uses[key, default: 0]
        uses[key] = use + 1
        return alternatives[use % alternatives.count]
    }
}
