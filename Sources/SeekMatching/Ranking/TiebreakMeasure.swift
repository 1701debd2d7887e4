/// Measures an item for the tie-breaking criteria of a ``RankingOrder``, with fzf's definitions:
/// lengths and positions count characters, white space is Unicode's, and a criterion that needs
/// a match's position but has none (a query of negated terms only) gets the worst value.
struct TiebreakMeasure {
    /// Finds where each term matched; nil when no criterion needs it.
    private let matcher: QueryMatcher?
    /// Whether an exact term's last best occurrence counts rather than its first: fzf searches
    /// backwards when the first of `begin`, `end` and `pathname` in the criteria is not `begin`.
    private let prefersLatest: Bool
    private var scalars: [UInt32] = []
    private var positions: [Int] = []

    init(query: Query?, criteria: [RankingOrder.Criterion]) {
        matcher = query.map(QueryMatcher.init)
        prefersLatest = criteria.first { [.begin, .end, .pathname].contains($0) }.map { $0 != .begin } ?? false
    }

    /// The packed rank of an item of `text` (UTF-8) that scored `score`: the score's complement,
    /// then each criterion's value, 16 bits each (see ``RankingOrder``).
    mutating func key(score: Int, text: UnsafeBufferPointer<UInt8>, criteria: [RankingOrder.Criterion]) -> UInt64 {
        guard !criteria.isEmpty else { return UInt64(0xFFFF - Self.clamped(score)) << 48 }
        UTF8Decoding.decode(text, into: &scalars)
        let found = matcher == nil ? nil : matchedSpan()
        let span = found?.span
        // Searching from the end can settle on another occurrence of an exact term, scoring otherwise.
        var key = UInt64(0xFFFF - Self.clamped(prefersLatest ? found?.score ?? score : score)) << 48
        for (slot, criterion) in criteria.enumerated() {
            key |= UInt64(value(of: criterion, span: span)) << (32 - 16 * slot)
        }
        return key
    }

    /// Where the terms matched in ``scalars``: the least start, the least end and the greatest
    /// end over the terms that matched (one per clause: the first positive term that did), nil
    /// when none did; and the score of those matches.
    private mutating func matchedSpan() -> (span: (firstBegin: Int, firstEnd: Int, lastEnd: Int)?, score: Int)? {
        guard let matcher else { return nil }
        var span: (firstBegin: Int, firstEnd: Int, lastEnd: Int)?
        var total = 0
        scalars.withUnsafeBufferPointer { text in
            for clause in matcher.clauses {
                for term in clause where !term.isNegated {
                    positions.removeAll(keepingCapacity: true)
                    guard let score = term.match(text, positions: &positions, prefersLatest: prefersLatest) else { continue }
                    total += score
                    if let begin = positions.min(), let last = positions.max() {
                        let end = last + 1
                        span = span.map { (min($0.firstBegin, begin), min($0.firstEnd, end), max($0.lastEnd, end)) } ?? (begin, end, end)
                    }
                    break
                }
            }
        }
        return (span, total)
    }

    private func value(of criterion: RankingOrder.Criterion, span: (firstBegin: Int, firstEnd: Int, lastEnd: Int)?) -> Int {
        let count = scalars.count
        switch criterion {
        case .length, .index:
            return Self.clamped(trimmedLength)
        case .chunk:
            guard let span else { return 0xFFFF }
            var begin = span.firstBegin
            var end = span.lastEnd
            while begin > 0, !Self.isSpace(scalars[begin - 1]) { begin -= 1 }
            while end < count, !Self.isSpace(scalars[end]) { end += 1 }
            return Self.clamped(end - begin)
        case .pathname:
            guard let span else { return 0xFFFF }
            let lastSeparator = scalars.lastIndex { $0 == 0x2F || $0 == 0x5C } ?? -1
            return lastSeparator <= span.firstBegin ? Self.clamped(span.firstBegin - lastSeparator) : 0xFFFF
        case .begin, .end:
            guard let span else { return 0xFFFF }
            var whitePrefix = 0
            while whitePrefix < count, whitePrefix != span.firstBegin, Self.isSpace(scalars[whitePrefix]) { whitePrefix += 1 }
            if criterion == .begin { return Self.clamped(span.firstEnd - whitePrefix) }
            return Self.clamped(0xFFFF - 0xFFFF * (span.lastEnd - whitePrefix) / (trimmedLength + 1))
        }
    }

    /// The number of characters between the first and the last that are not white space.
    private var trimmedLength: Int {
        guard let last = scalars.lastIndex(where: { !Self.isSpace($0) }) else { return 0 }
        let first = scalars.firstIndex { !Self.isSpace($0) }!
        return last - first + 1
    }

    private static func isSpace(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
    }

    private static func clamped(_ value: Int) -> Int { min(max(value, 0), 0xFFFF) }
}
