import ArgumentParser
import SeekMatching

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

    @Flag(name: .customLong("literal"), help: "Do not match accented Latin letters as their plain letters: 'resume' then misses 'résumé' (fzf's --literal).")
    var literal = false

    @Flag(name: .customLong("no-extended"), help: "Read the whole query as one term, spaces and operators included (fzf's +x).")
    var noExtended = false

    @Flag(name: .customLong("no-sort"), help: "List the matches in input order, not best first (fzf's --no-sort, +s).")
    var noSort = false

    @Flag(help: "Read the input last line first: the newest wins a tie, and with --no-sort or no query the last line is listed first.")
    var tac = false

    @Option(help: ArgumentHelp("Break ties between equal scores by CRITERIA: length, chunk, pathname, begin, end, then index (input order), comma-separated, at most 3 before index (default: length).", valueName: "CRITERIA"))
    var tiebreak: String?

    @Option(help: ArgumentHelp("fzf's scoring scheme: its boundary bonuses and tie-breaking: default (length), path (pathname,length; a match after / wins) or history (index; all boundaries alike); --tiebreak overrides the tie-breaking.", valueName: "SCHEME"))
    var scheme: SchemeChoice = .default

    /// How the query's terms are read and the matches ordered.
    var queryOptions: QueryOptions {
        QueryOptions(isExact: exact, caseMatching: ignoreCase ? .ignore : respectCase ? .respect : .smart, isLiteral: literal,
                     ranking: ranking, isExtended: !noExtended, scheme: scheme.scoring)
    }

    /// The order of the matches: `--tiebreak`, else the scheme's, with `--no-sort` and `--tac`.
    var ranking: RankingOrder {
        let tiebreaks = tiebreak.flatMap { try? RankingOrder.tiebreaks(parsing: $0).get() } ?? scheme.tiebreaks
        return RankingOrder(tiebreaks: tiebreaks, isSorted: !noSort, isReversed: tac)
    }

    func validate() throws {
        if let tiebreak, case .failure(let error) = RankingOrder.tiebreaks(parsing: tiebreak) {
            throw ValidationError("--tiebreak: \(error.description)")
        }
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

    @Option(name: .customLong("history-size"), help: ArgumentHelp("The most searches the history keeps: entries of seek's layout (default 100), lines of an fzf history file (default: its length is left alone).", valueName: "N"))
    var historySize: Int?

    @Flag(name: .customLong("no-history"), help: "Neither read nor write the search history.")
    var noHistory = false
}
