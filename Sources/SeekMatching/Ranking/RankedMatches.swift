/// The matches of a snapshot, best first, as a random-access collection that ranks lazily.
///
/// Reading the first rows is O(1): a scan ranks its best matches while it runs. Reading further
/// ranks the rest a growing page at a time, so a list can scroll to any depth and still show
/// the right order, while typing never pays for sorting every match.
public struct RankedMatches: RandomAccessCollection, Sendable {
    enum Source: Sendable {
        /// Every item of a store with this many items, in input order.
        case inputOrder(Int)
        /// Every item of a store with this many items, last first (an input read in reverse).
        case reversedInputOrder(Int)
        /// The items at these input indexes, ascending, in input order (an empty query with
        /// conditions lists the items satisfying them, as fzf lists every item for an empty query).
        case selected([UInt32])
        /// Matches listed in their final order.
        case listed([MatchSnapshot.Match])
        /// The result of a scan.
        case scanned(ScanResult)
        /// The matches of a scan in input order, last first when reversed, read from the scan's
        /// entries in place: an unsorted order (`--no-sort`, a query of negated terms only) lists
        /// every match, and a copy of them all cost 16 bytes a match on each keystroke.
        case scannedInInputOrder(ScanResult, isReversed: Bool)
    }

    let source: Source

    init(_ source: Source) {
        self.source = source
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch source {
        case .inputOrder(let count), .reversedInputOrder(let count): count
        case .selected(let items): items.count
        case .listed(let matches): matches.count
        case .scanned(let result), .scannedInInputOrder(let result, _): result.count
        }
    }

    /// How many of the first rows are ranked already: reading those costs O(1) each, reading
    /// further may rank more first (for a scan's matches, the rows it ranked while it ran, or
    /// since; every row otherwise).
    public var rankedCount: Int {
        switch source {
        case .scanned(let result): Swift.min(result.count, result.rankedCount)
        default: endIndex
        }
    }

    /// The match at `rank`, 0 being the best.
    ///
    /// - Complexity: O(1) amortized; see the type's description (O(log c) for c chunks when a scan's
    ///   matches are listed in input order).
    public subscript(rank: Int) -> MatchSnapshot.Match {
        precondition(rank >= 0 && rank < endIndex, "rank out of range")
        switch source {
        case .inputOrder: return MatchSnapshot.Match(index: rank, score: 0)
        case .reversedInputOrder(let count): return MatchSnapshot.Match(index: count - 1 - rank, score: 0)
        case .selected(let items): return MatchSnapshot.Match(index: Int(items[rank]), score: 0)
        case .listed(let matches): return matches[rank]
        case .scanned(let result):
            let key = result.key(at: rank)
            return MatchSnapshot.Match(index: RankingKey.index(ofKey: key), score: RankingKey.score(ofKey: key))
        case .scannedInInputOrder(let result, let isReversed):
            return result.matchInInputOrder(at: isReversed ? result.count - 1 - rank : rank)
        }
    }

    /// Calls `body` with every match, best first, ranking everything once up front instead of
    /// page by page.
    ///
    /// - Complexity: O(n log n).
    public func forEachBestFirst(_ body: (MatchSnapshot.Match) -> Void) {
        switch source {
        case .inputOrder(let count):
            for index in 0..<count { body(MatchSnapshot.Match(index: index, score: 0)) }
        case .reversedInputOrder(let count):
            for index in (0..<count).reversed() { body(MatchSnapshot.Match(index: index, score: 0)) }
        case .selected(let items):
            for index in items { body(MatchSnapshot.Match(index: Int(index), score: 0)) }
        case .listed(let matches):
            matches.forEach(body)
        case .scanned(let result):
            result.forEachKeyBestFirst { key in
                body(MatchSnapshot.Match(index: RankingKey.index(ofKey: key), score: RankingKey.score(ofKey: key)))
            }
        case .scannedInInputOrder(let result, let isReversed):
            result.forEachMatchInInputOrder(isReversed: isReversed, body)
        }
    }
}

extension RankedMatches: Equatable {
    /// Two rankings are equal when they list the same matches in the same order.
    ///
    /// - Complexity: O(1) for the same scan or two lists of every item, else O(n).
    public static func == (lhs: RankedMatches, rhs: RankedMatches) -> Bool {
        switch (lhs.source, rhs.source) {
        case (.inputOrder(let left), .inputOrder(let right)): return left == right
        case (.reversedInputOrder(let left), .reversedInputOrder(let right)): return left == right
        case (.selected(let left), .selected(let right)): return left == right
        case (.scanned(let left), .scanned(let right)) where left === right: return true
        case (.scannedInInputOrder(let left, let leftReversed), .scannedInInputOrder(let right, let rightReversed))
            where left === right && leftReversed == rightReversed: return true
        default: return lhs.count == rhs.count && lhs.elementsEqual(rhs)
        }
    }
}
