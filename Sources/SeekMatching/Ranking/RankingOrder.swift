/// The order in which matches are listed (fzf's `--tiebreak`, `--no-sort` and `--tac`).
///
/// Matches are ranked by score, then by each tie-breaking criterion in turn (a smaller value
/// ranks higher), then by input order, earlier first, or later first when the input is read in
/// reverse. Without sorting, matches keep their input order (reversed with ``isReversed``).
/// The default order, score then length then input order, is ranked by the engine's packed keys
/// during the scan; any other order is ranked from the scan's result (see
/// `ScanResult.matches(in:)`).
public struct RankingOrder: Hashable, Sendable {
    /// One tie-breaking criterion, with fzf's meaning.
    public enum Criterion: String, Hashable, Sendable, CaseIterable {
        /// The item's length in characters, without leading and trailing white space.
        case length
        /// The length of the run of non-blank characters (the chunk) holding the match.
        case chunk
        /// How far into the last path component the match begins.
        case pathname
        /// How near the start of the item the match is (fzf measures to the end of the first
        /// term's match, after leading white space).
        case begin
        /// How near the end of the item the match ends, relative to the item's length.
        case end
        /// Input order; always the last criterion, implied when not named.
        case index
    }

    /// The criteria after the score, without ``Criterion/index``, which always comes last.
    public var tiebreaks: [Criterion]
    /// Whether matches are ranked at all; false lists them in input order (`--no-sort`).
    public var isSorted: Bool
    /// Whether the input is read last line first (`--tac`): the later item wins a tie, and an
    /// unsorted list starts with the last item.
    public var isReversed: Bool

    public init(tiebreaks: [Criterion] = [.length], isSorted: Bool = true, isReversed: Bool = false) {
        self.tiebreaks = tiebreaks.filter { $0 != .index }
        self.isSorted = isSorted
        self.isReversed = isReversed
    }

    /// fzf's default: score, then length, then input order.
    public static let standard = RankingOrder()

    /// Whether this is the order the engine's packed keys rank in.
    var isStandard: Bool { self == .standard }

    /// Whether ranking needs where each term matched (every criterion but length and index does).
    var needsOffsets: Bool { tiebreaks.contains { $0 != .length } }

    /// Reads fzf's `--tiebreak` list (`length,begin`): at most three criteria before `index`,
    /// which may only come last, none twice; otherwise a failure that says why in one line.
    public static func tiebreaks(parsing text: String) -> Result<[Criterion], TiebreakError> {
        var criteria: [Criterion] = []
        var sawIndex = false
        for name in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            guard let criterion = Criterion(rawValue: String(name)) else {
                return .failure(TiebreakError("invalid criterion '\(name)' (use length, chunk, pathname, begin, end, index)"))
            }
            if sawIndex { return .failure(TiebreakError("index must be the last criterion")) }
            if criteria.contains(criterion) { return .failure(TiebreakError("'\(name)' is named twice")) }
            if criterion == .index { sawIndex = true } else { criteria.append(criterion) }
        }
        guard criteria.count <= 3 else { return .failure(TiebreakError("at most 3 criteria may come before index")) }
        return .success(criteria)
    }

    /// Why a `--tiebreak` list was refused.
    public struct TiebreakError: Error, CustomStringConvertible, Sendable {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
