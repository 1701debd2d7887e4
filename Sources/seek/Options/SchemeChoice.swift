import ArgumentParser
import SeekMatching

/// The values of `--scheme`, fzf's: each sets the boundary bonuses and implies a `--tiebreak`.
enum SchemeChoice: String, ExpressibleByArgument, CaseIterable {
    case `default`
    case path
    case history

    /// The bonuses the scheme scores matches with.
    var scoring: ScoringScheme {
        switch self {
        case .default: .standard
        case .path: .path
        case .history: .history
        }
    }

    /// The criteria the scheme breaks ties with, as fzf's scheme sets `--tiebreak`.
    var tiebreaks: [RankingOrder.Criterion] {
        switch self {
        case .default: [.length]
        case .path: [.pathname, .length]
        case .history: []
        }
    }
}
