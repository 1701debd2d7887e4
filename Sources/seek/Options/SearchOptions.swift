import ArgumentParser
import Matching

/// How the search starts and behaves.
struct SearchOptions: ParsableArguments {
    // A query may start with a dash (`-f -ab`, `!` terms): the value is taken whatever it looks like.
    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp("Print the items matching QUERY, best first, and exit; no terminal needed.", valueName: "QUERY"))
    var filter: String?

    @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp("Start with QUERY already typed.", valueName: "QUERY"))
    var query: String?

    @Flag(name: [.customShort("e"), .long], help: "Exact matching: a plain term is a substring, 'term is fuzzy (fzf's -e).")
    var exact = false

    @Flag(name: [.customShort("i"), .customLong("ignore-case")], help: "Ignore case in every term (fzf's -i).")
    var ignoreCase = false

    @Flag(name: .customLong("respect-case"), help: "Respect case in every term (fzf's +i, which seek also takes).")
    var respectCase = false

    @Flag(name: .customLong("smart-case"), help: "A term with an uppercase letter respects case, others ignore it (the default).")
    var smartCase = false

    /// How the query's terms are read.
    var queryOptions: QueryOptions {
        QueryOptions(isExact: exact, caseMatching: ignoreCase ? .ignore : respectCase ? .respect : .smart)
    }

    @Flag(help: "Start with search presented (the field focused), as isPresented = true does.")
    var presented = false

    @Flag(name: .customLong("submit-only"), help: "Search only when Enter is pressed (for expensive searches); a second Enter chooses.")
    var submitOnly = false

    @Flag(name: .customLong("suggest-as-you-type"), help: "Search on Enter, and offer suggestions while typing: with --table, values and row texts that start with what is typed, from cheap queries.")
    var suggestAsYouType = false

    @Option(name: .customLong("scope-activation"), help: ArgumentHelp("When scopes appear; automatic means on presentation.", valueName: "WHEN"))
    var scopeActivation: ScopeActivationChoice = .automatic

    @Option(help: ArgumentHelp("Remember submitted searches in FILE and offer them when the field is empty (an fzf history file stays in its layout).", valueName: "FILE"))
    var history: String?

    @Flag(name: .customLong("no-history"), help: "Neither read nor write the search history.")
    var noHistory = false
}

/// The values of `--scope-activation`.
enum ScopeActivationChoice: String, ExpressibleByArgument, CaseIterable {
    case automatic
    case textEntry = "text-entry"
    case presentation
}
