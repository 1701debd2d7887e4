/// One term of an ``ASCIIQuery``: the pattern's bytes and case-fold masks in raw memory, matched
/// and scored by ``TermScoring`` through ``ASCIIItemText``, the same score ``TermMatcher`` gives,
/// but without optionals of arrays or reference counting, so the per-item loop stays in registers.
///
/// A text byte matches pattern byte `k` when `byte | folds[k] == pattern[k]` (see ``ByteSearch``).
struct ASCIITerm {
    let kind: QueryTerm.Kind
    let isNegated: Bool
    /// One past the index of the last term of this term's clause, in ``ASCIIQuery/terms``.
    let clauseEnd: Int
    let pattern: UnsafePointer<UInt8>
    let folds: UnsafePointer<UInt8>
    let count: Int

    /// The score of the pattern's best occurrence in `text`, ignoring negation; nil when it does
    /// not occur.
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables) -> Int? {
        TermScoring.score(kind, ASCIIItemText(text: text, count: length, term: self, tables: tables), positions: nil)
    }

    /// ``score(_:count:tables:)`` when only a score of `needed` or more matters: a lower one may
    /// come back as ``TermScoring/fallsShort`` (see ``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:)``).
    /// `largestBonus` bounds the bonus of every character of the text; a fuzzy term's search
    /// keeps its candidates in `workspace` (see ``TermScoring/fuzzyScore(_:positions:reaching:largestBonus:workspace:)``).
    @inline(__always)
    func score(_ text: UnsafePointer<UInt8>, count length: Int, reaching needed: Int, largestBonus: Int,
               tables: ASCIIScoringTables, workspace: inout [Int32]) -> Int? {
        let itemText = ASCIIItemText(text: text, count: length, term: self, tables: tables)
        return withUnsafeMutablePointer(to: &workspace) { workspace in
            TermScoring.score(kind, itemText, positions: nil, reaching: needed, largestBonus: largestBonus,
                              workspace: workspace)
        }
    }

    /// Whether the pattern occurs in `text` at all: what a negated term needs, without scoring.
    @inline(__always)
    func occurs(in text: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables) -> Bool {
        TermScoring.occurs(kind, in: ASCIIItemText(text: text, count: length, term: self, tables: tables))
    }

    // MARK: Pruning

    /// Whether some occurrence of the fuzzy pattern could score within `slack` points of the
    /// term's bound `m × matchScore + (m + 1) × largestBonus`, judged by where it starts and how
    /// far it spreads.
    ///
    /// Any assignment falls short of the bound by at least twice what its first character's bonus
    /// lacks of `largestBonus` (that bonus counts twice), plus its gaps: spread over L > m
    /// characters it holds L − m unmatched ones and loses at least L − m + 2 to them (3 for a
    /// gap's first character, 1 for each further one). The shortest assignment from a start is the
    /// greedy one (each character on the first match after the previous), so a start whose greedy
    /// assignment spreads further than its remaining slack allows cannot reach, and the term can
    /// only if some start's does not. Candidates are found eight bytes at a time, and each is
    /// followed only over its bounded span, which is much less work than scoring.
    @inline(__always)
    func window(in text: UnsafePointer<UInt8>, count length: Int, within slack: Int, largestBonus: Int,
                tables: ASCIIScoringTables) -> WindowVerdict {
        guard count <= length else { return .absent }
        let raw = UnsafeRawPointer(text)
        let limit = length - count + 1
        var start = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], in: raw, from: 0, to: limit)
        if start == limit { return .absent }
        var isFirst = true
        while true {
            let previousClass = start > 0 ? Int(tables.classes[Int(text[start - 1])]) : CharacterClass.white.rawValue
            let startBonus = Int(tables.bonuses[previousClass << 3 | Int(tables.classes[Int(text[start])])])
            let remaining = slack - FuzzyScorer.firstCharacterMultiplier * (largestBonus - startBonus)
            let span = count + max(0, remaining - 2)
            // From the first candidate the rest is followed to the end of the text, so that this
            // pass is also the match test; later ones only as far as their span.
            if remaining >= 0 || isFirst {
                let stop = isFirst ? length : min(length, start + span)
                var index = start
                var patternIndex = 1
                while patternIndex < count {
                    index = ByteSearch.firstIndex(of: pattern[patternIndex], fold: folds[patternIndex], in: raw,
                                                  from: index + 1, to: stop)
                    if index == stop { break }
                    patternIndex += 1
                }
                if patternIndex < count {
                    // The rest did not follow even to the end of the text: no later start can do better.
                    if isFirst { return .absent }
                    if stop == length { return .outOfReach }
                } else if remaining >= 0 && index - start < span {
                    return .mayReach
                }
            }
            isFirst = false
            start = ByteSearch.firstIndex(of: pattern[0], fold: folds[0], in: raw, from: start + 1, to: limit)
            if start == limit { return .outOfReach }
        }
    }

    /// What ``window(in:count:within:largestBonus:tables:)`` finds.
    enum WindowVerdict {
        /// The pattern does not occur.
        case absent
        /// It occurs, but no occurrence can score within the slack.
        case outOfReach
        /// Some occurrence might.
        case mayReach
    }
}
