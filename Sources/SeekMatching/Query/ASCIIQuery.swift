/// A ``Query`` compiled for ASCII items: every term and the scoring tables in one block of raw
/// memory, read through plain pointers.
///
/// Scanning a million items calls the matcher a million times; with the terms in Swift arrays each
/// call retained and released them (about a tenth of a scan). This value holds only pointers and
/// integers, so copying it costs nothing and the loop never touches a reference count. It gives
/// the same score as ``QueryMatcher`` for any ASCII text; items with other bytes go to
/// ``QueryMatcher``.
struct ASCIIQuery {
    let terms: UnsafePointer<ASCIITerm>
    let termCount: Int
    let tables: ASCIIScoringTables
    /// The most any item can score when no bonus exceeds ``FuzzyScorer/delimiterBoundaryBonus``:
    /// the item has no white space and does not start with a word character.
    let boundWithoutWhite: Int
    /// The most any item can score: per clause, its best positive term's bound (see
    /// ``Storage/bound(of:largestBonus:)``; the plain one for the term the window test measures),
    /// with ``FuzzyScorer/whiteBoundaryBonus`` as the largest bonus. Control characters count as
    /// white space where an item's own bound is taken, which only loosens it.
    let bound: Int
    /// Whether the query is one positive fuzzy term of two or more characters, the case
    /// ``reach(within:largestBonus:_:count:earliest:)`` tests.
    let testsWindow: Bool

    /// How many earliest places the window test writes (see ``reach(within:largestBonus:_:count:earliest:)``):
    /// the pattern's length when it runs, else 0.
    var windowPatternCount: Int { testsWindow ? terms[0].count : 0 }

    /// Whether the item might score within `slack` points of its score bound, built with
    /// `largestBonus`: out of reach when the query is one fuzzy term and no occurrence of it starts
    /// well enough, spreads little enough and scores enough (see
    /// ``ASCIITerm/window(in:count:within:largestBonus:tables:earliest:)``), which is also the match
    /// test. When the window test runs (``testsWindow``), it writes the earliest place of each
    /// pattern character in the item to `earliest`, which must have room for them.
    ///
    /// Queries of several terms are not tested: the slack is shared among the terms, so each one
    /// alone would be tested against all of it, which prunes too little to pay for the test
    /// (measured on the `usr share doc` keystrokes of seek-bench).
    @inline(__always)
    func reach(within slack: Int, largestBonus: Int, _ text: UnsafePointer<UInt8>, count length: Int,
               earliest: UnsafeMutablePointer<Int32>) -> Reach {
        guard testsWindow else { return .mayReach }
        switch terms[0].window(in: text, count: length, within: slack, largestBonus: largestBonus, tables: tables,
                               earliest: earliest) {
        case .absent: return .noMatch
        case .outOfReach: return .matchOutOfReach
        case .mayReach: return .mayReach
        }
    }

    /// What ``reach(within:largestBonus:_:count:earliest:)`` finds.
    enum Reach {
        /// The item does not match.
        case noMatch
        /// It matches, and cannot score within the slack.
        case matchOutOfReach
        /// It cannot score within the slack; whether it matches is not known.
        case outOfReach
        /// It might score within the slack.
        case mayReach
    }

    /// Whether the item matches, without scoring it.
    @inline(__always)
    func matches(_ text: UnsafePointer<UInt8>, count length: Int) -> Bool {
        var clauseStart = 0
        while clauseStart < termCount {
            let clauseEnd = terms[clauseStart].clauseEnd
            var holds = false
            var index = clauseStart
            while index < clauseEnd {
                let term = terms[index]
                if term.occurs(in: text, count: length, tables: tables) != term.isNegated {
                    holds = true
                    break
                }
                index += 1
            }
            guard holds else { return false }
            clauseStart = clauseEnd
        }
        return true
    }

    /// The item's score, or nil when it does not match; the same combination of clauses as
    /// ``QueryMatcher``. Fuzzy terms search with `workspace` when given (see
    /// ``score(_:count:workspace:)``).
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, workspace: UnsafeMutablePointer<[Int32]>? = nil) -> Int? {
        var total = 0
        var clauseStart = 0
        while clauseStart < termCount {
            let clauseEnd = terms[clauseStart].clauseEnd
            var holds = false
            var index = clauseStart
            while index < clauseEnd {
                let term = terms[index]
                if term.isNegated {
                    if !term.occurs(in: text, count: length, tables: tables) { holds = true }
                } else if let score = term.score(text, count: length, tables: tables, workspace: workspace) {
                    total += score
                    holds = true
                    break
                }
                index += 1
            }
            guard holds else { return nil }
            clauseStart = clauseEnd
        }
        return total
    }

    /// ``score(_:count:)`` with a scan's `workspace`, the room for a fuzzy term's search reused
    /// from item to item: without it each search of a long item allocates its own (a kept-clauses
    /// scan that scores the earlier clauses in full spent a sixth of `usr s` in `malloc` and
    /// `free`).
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, workspace: inout [Int32]) -> Int? {
        withUnsafeMutablePointer(to: &workspace) { score(text, count: length, workspace: $0) }
    }

    /// ``score(_:count:)`` when only a score of `needed` or more matters, as for a match that
    /// must beat a scan's threshold: for a query of one positive term, a lower score may come
    /// back as ``TermScoring/fallsShort``, found with less work (see
    /// ``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:earliest:)``); other queries score
    /// exactly. `largestBonus` bounds the bonus of every character of the text; `workspace` is
    /// the scanner's room for the search's candidates, reused from item to item.
    /// `earliest`, when given, holds the earliest place of each character of the query's one
    /// fuzzy term in `text`, as the window test found them.
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, reaching needed: Int, largestBonus: Int,
               workspace: inout [Int32], earliest: UnsafePointer<Int32>? = nil) -> Int? {
        guard termCount == 1, !terms[0].isNegated else { return score(text, count: length) }
        return terms[0].score(text, count: length, reaching: needed, largestBonus: largestBonus, tables: tables,
                              workspace: &workspace, earliest: earliest)
    }

    /// Owns the memory an ``ASCIIQuery`` points into; the query is valid while this lives.
    ///
    /// Immutable after `init`, so sharing it between workers is safe.
    final class Storage: @unchecked Sendable {
        let query: ASCIIQuery
        private let memory: UnsafeMutableRawPointer

        /// Compiles `query`, or returns nil when a pattern is not ASCII (no ASCII item can then
        /// match it byte for byte, and the general matcher handles the folding rules).
        init?(_ query: Query) {
            let terms = query.clauses.flatMap { $0 }
            let patterns = terms.map { Array($0.pattern.utf8) }
            guard patterns.allSatisfy({ $0.allSatisfy { $0 < 0x80 } && !$0.isEmpty }) else { return nil }
            let patternBytes = patterns.reduce(0) { $0 + $1.count }
            let termBytes = MemoryLayout<ASCIITerm>.stride * terms.count
            let tableBytes = ASCIIScoringTables.classByteCount + ASCIIScoringTables.bonusByteCount
            memory = .allocate(byteCount: termBytes + tableBytes + 2 * patternBytes,
                               alignment: MemoryLayout<ASCIITerm>.alignment)
            let classes = (memory + termBytes).assumingMemoryBound(to: UInt8.self)
            let bonuses = (memory + termBytes + ASCIIScoringTables.classByteCount).assumingMemoryBound(to: Int8.self)
            // Every query of a scheme has the same tables: copied from the ones filled once
            // (filling them looks up 256 characters' classes, some 195,000 instructions, which
            // every keystroke and every page of a table search paid).
            let scheme = terms.first?.scheme ?? .standard
            Storage.filledTables[scheme.ordinal].withUnsafeBytes { filled in
                UnsafeMutableRawPointer(classes).copyMemory(from: filled.baseAddress!, byteCount: tableBytes)
            }
            let termPointer = memory.bindMemory(to: ASCIITerm.self, capacity: terms.count)
            var bytes = (memory + termBytes + tableBytes).assumingMemoryBound(to: UInt8.self)
            var termIndex = 0
            for clause in query.clauses {
                let clauseEnd = termIndex + clause.count
                for term in clause {
                    let pattern = patterns[termIndex]
                    let folds = bytes + pattern.count
                    for (offset, byte) in pattern.enumerated() {
                        // Patterns of terms that ignore case are lowercase already; fold anyway so
                        // the mask test holds whatever the parser hands over.
                        bytes[offset] = !term.isCaseSensitive && byte &- 0x41 < 26 ? byte | 0x20 : byte
                        folds[offset] = ByteSearch.fold(for: bytes[offset], ignoringCase: !term.isCaseSensitive)
                    }
                    (termPointer + termIndex).initialize(to: ASCIITerm(
                        kind: term.kind, isNegated: term.isNegated, clauseEnd: clauseEnd,
                        pattern: bytes, folds: folds, count: pattern.count))
                    bytes += 2 * pattern.count
                    termIndex += 1
                }
            }
            let testsWindow = terms.count == 1 && terms[0].kind == .fuzzy && !terms[0].isNegated && patterns[0].count > 1
            func bound(largestBonus: Int) -> Int {
                query.clauses.reduce(0) { total, clause in
                    total + clause.filter { !$0.isNegated }.map { term in
                        let pattern = Array(term.pattern.utf8)
                        // The window test measures its slack from the plain bound (it charges the
                        // first character's whole shortfall from `largestBonus` itself).
                        return testsWindow
                            ? TermScoring.scoreBound(patternCount: pattern.count, largestBonus: largestBonus)
                            : Self.bound(of: pattern, largestBonus: largestBonus)
                    }.reduce(0, max)
                }
            }
            self.query = ASCIIQuery(terms: termPointer, termCount: terms.count,
                                    tables: ASCIIScoringTables(classes: classes, bonuses: bonuses, scheme: scheme),
                                    boundWithoutWhite: bound(largestBonus: FuzzyScorer.delimiterBoundaryBonus),
                                    bound: bound(largestBonus: FuzzyScorer.whiteBoundaryBonus),
                                    testsWindow: testsWindow)
        }

        /// The scoring tables of each scheme (by ``ScoringScheme/ordinal``) as
        /// ``ASCIIScoringTables/fill(classes:bonuses:scheme:)`` fills them, the classes then the
        /// bonuses: made once, immutable.
        private static let filledTables: [[UInt8]] = ScoringScheme.allCases.map { scheme in
            var bytes = [UInt8](repeating: 0, count: ASCIIScoringTables.classByteCount + ASCIIScoringTables.bonusByteCount)
            bytes.withUnsafeMutableBytes { memory in
                let classes = memory.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let bonuses = (memory.baseAddress! + ASCIIScoringTables.classByteCount).assumingMemoryBound(to: Int8.self)
                ASCIIScoringTables.fill(classes: classes, bonuses: bonuses, scheme: scheme)
            }
            return bytes
        }

        /// The most a term with the ASCII `pattern` can score where no character earns more than
        /// `largestBonus`: ``TermScoring/scoreBound(patternCount:largestBonus:)``, lowered for the
        /// characters that are not letters or digits. Such a character earns
        /// ``FuzzyScorer/nonWordBonus`` where it sits, whatever precedes it, and more only inside
        /// a run begun by an earlier character that earns more; so a pattern that starts with one
        /// (`^/`, `.py`) cannot earn the boundary bonus twice on it. For `'linux ^/` this makes
        /// the query's bound the score of its best matches, and every longer item falls out of
        /// reach without being read.
        static func bound(of pattern: [UInt8], largestBonus: Int) -> Int {
            var total = 0
            var earlierBest = FuzzyScorer.consecutiveBonus
            for (position, byte) in pattern.enumerated() {
                let own: Int
                switch CharacterClass(UInt32(byte)) {
                case .nonWord, .delimiter: own = min(largestBonus, FuzzyScorer.nonWordBonus)
                default: own = largestBonus
                }
                let multiplier = position == 0 ? FuzzyScorer.firstCharacterMultiplier : 1
                total += FuzzyScorer.matchScore + multiplier * (position == 0 ? own : max(own, earlierBest))
                earlierBest = max(earlierBest, own)
            }
            return total
        }

        deinit {
            memory.deallocate()
        }
    }
}
