import ArgumentParser
import SeekMatching

/// The values of `--scheme`, fzf's: each implies a `--tiebreak`.
enum SchemeChoice: String, ExpressibleByArgument, CaseIterable {
    case `default`
    case path
    case history

    /// The criteria the scheme breaks ties with, as fzf's scheme sets `--tiebreak`.
    var tiebreaks: [RankingOrder.Criterion] {
        switch self {
        case .default: [.length]
        case .path: [.pathname, .length]
        case .history: []
        }
    }
}
