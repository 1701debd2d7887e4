import Testing
@testable import SeekMatching

/// fzf's `--scheme`: `path` makes `/` the one delimiter, worth more than white space, and counts
/// the start of a text as coming after one; `history` values every boundary alike. Scores are
/// formulas of the named constants, taken through the engine's ASCII route and the scorer's
/// Unicode route alike.
@Suite struct ScoringSchemeTests {
    typealias S = FuzzyScorer

    /// The score the engine gives `text` for `pattern` under `scheme` (its ASCII route).
    func engineScore(_ pattern: String, _ text: String, _ scheme: ScoringScheme) -> Int? {
        let engine = MatchEngine(store: ItemStore([text]), queryOptions: QueryOptions(scheme: scheme))
        return engine.match(MatchRequest(pattern), generation: 1)?.matches.first?.score
    }

    /// The score the scorer gives `text` for `pattern` under `scheme` (its Unicode route).
    func scalarScore(_ pattern: String, _ text: String, _ scheme: ScoringScheme) -> Int? {
        S(scalars: pattern.unicodeScalars.map(\.value), caseSensitive: false, normalize: false, scheme: scheme).score(text)
    }

    /// `ab` as a run of two whose first character earns `bonus`.
    func run(_ bonus: Int) -> Int { 2 * S.matchScore + S.firstCharacterMultiplier * bonus + bonus }

    @Test func pathValuesASlashAndTheStartAboveWhiteSpace() {
        for score in [engineScore, scalarScore] {
            #expect(score("ab", "x/ab", .path) == run(S.delimiterBoundaryBonus))
            #expect(score("ab", "ab", .path) == run(S.delimiterBoundaryBonus), "the start counts as after a slash")
            #expect(score("ab", "x ab", .path) == run(S.boundaryBonus))
            #expect(score("ab", "x:ab", .path) == run(S.boundaryBonus), "only the slash is a delimiter")
            #expect(score("ab", "x:ab", .standard) == run(S.delimiterBoundaryBonus))
            #expect(score("ab", "x ab", .standard) == run(S.whiteBoundaryBonus))
        }
    }

    @Test func historyValuesEveryBoundaryAlike() {
        for score in [engineScore, scalarScore] {
            for text in ["ab", "x ab", "x/ab", "x-ab", "x:ab"] {
                #expect(score("ab", text, .history) == run(S.boundaryBonus), "\(text)")
            }
        }
    }

    @Test func theUnicodeRouteScoresAsTheASCIIRouteInEveryScheme() {
        for scheme in ScoringScheme.allCases {
            #expect(scalarScore("ab", "é/ab", scheme) == engineScore("ab", "e/ab", scheme))
            #expect(scalarScore("ab", "é ab", scheme) == engineScore("ab", "e ab", scheme))
        }
    }

    @Test func wholeWordTermsRankByTheSchemesBoundaries() {
        // fzf 0.74.5's test_boundary_match: `fzf -f "'xyz'" --scheme=S` on these lines.
        let items = ["xxyzx", "-xxyz", "xyzx-", "_xyz_", "_xyz-", "-xyz_", "[xyz]", "-xyz-", " xyz ", "/xyz/"]
        let expected: [(SchemeCase, [String])] = [
            (.init(.standard, [.length]), [" xyz ", "/xyz/", "[xyz]", "-xyz-", "-xyz_", "_xyz-", "_xyz_"]),
            (.init(.path, [.pathname, .length]), ["/xyz/", " xyz ", "[xyz]", "-xyz-", "-xyz_", "_xyz-", "_xyz_"]),
            (.init(.history, []), ["[xyz]", "-xyz-", " xyz ", "/xyz/", "-xyz_", "_xyz-", "_xyz_"]),
        ]
        for (scheme, order) in expected {
            let options = QueryOptions(ranking: RankingOrder(tiebreaks: scheme.tiebreaks), scheme: scheme.scheme)
            let engine = MatchEngine(store: ItemStore(items), queryOptions: options)
            let listed = engine.match(MatchRequest("'xyz'"), generation: 1).map { $0.matches.map { items[$0.index] } }
            #expect(listed == order, "\(scheme.scheme)")
        }
    }

    /// A scheme with the tiebreaks fzf's `--scheme` implies.
    struct SchemeCase {
        let scheme: ScoringScheme
        let tiebreaks: [RankingOrder.Criterion]
        init(_ scheme: ScoringScheme, _ tiebreaks: [RankingOrder.Criterion]) {
            self.scheme = scheme
            self.tiebreaks = tiebreaks
        }
    }
}
