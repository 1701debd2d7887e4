/// Lookup tables that turn ``FuzzyScorer/scoreWindow(_:start:end:pattern:caseSensitive:normalize:positions:)``
/// into two loads per byte for ASCII text: each byte's ``CharacterClass``, and the bonus for every
/// pair of previous and current class. Built from those same definitions, so the prose at the top
/// of ``FuzzyScorer`` stays the single description of the scoring.
///
/// The tables live in memory owned by an ``ASCIIQuery/Storage``; this value only points at them.
struct ASCIIScoringTables {
    /// `classes[byte]` is the raw value of the byte's class (bytes from 0x80 are never looked up).
    let classes: UnsafePointer<UInt8>
    /// `bonuses[previous << 3 | current]` is the bonus of a match on `current` after `previous`.
    let bonuses: UnsafePointer<Int8>

    static let classByteCount = 256
    static let bonusByteCount = 64

    /// Fills `classes` (256 bytes) and `bonuses` (64 bytes).
    static func fill(classes: UnsafeMutablePointer<UInt8>, bonuses: UnsafeMutablePointer<Int8>) {
        for byte in 0..<classByteCount {
            classes[byte] = UInt8(CharacterClass(UInt32(byte)).rawValue)
        }
        bonuses.initialize(repeating: 0, count: bonusByteCount)
        for previous in 0..<7 {
            for current in 0..<7 {
                let bonus = CharacterClass.bonus(after: CharacterClass(rawValue: previous)!,
                                                 on: CharacterClass(rawValue: current)!)
                bonuses[previous << 3 | current] = Int8(bonus)
            }
        }
    }

    /// The score of `term`'s pattern assigned greedily inside `start...end`, which must contain
    /// it; the same sum as ``FuzzyScorer``'s window score.
    @inline(__always)
    func scoreWindow(_ text: UnsafePointer<UInt8>, start: Int, end: Int, term: ASCIITerm) -> Int {
        let pattern = term.pattern
        let folds = term.folds
        let patternCount = term.count
        var total = 0
        var patternIndex = 0
        var inGap = false
        var runLength = 0
        var runBonus = 0
        var previousClass = start > 0 ? Int(classes[Int(text[start - 1])]) : CharacterClass.white.rawValue
        var index = start
        while index <= end {
            let byte = text[index]
            let currentClass = Int(classes[Int(byte)])
            if byte | folds[patternIndex] == pattern[patternIndex] {
                var bonus = Int(bonuses[previousClass << 3 | currentClass])
                if runLength == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= FuzzyScorer.boundaryBonus && bonus > runBonus {
                        runBonus = bonus
                    }
                    bonus = max(bonus, runBonus, FuzzyScorer.consecutiveBonus)
                }
                total += FuzzyScorer.matchScore + (patternIndex == 0 ? bonus * FuzzyScorer.firstCharacterMultiplier : bonus)
                inGap = false
                runLength += 1
                patternIndex += 1
                if patternIndex == patternCount { break }
            } else {
                total += inGap ? FuzzyScorer.gapExtensionPenalty : FuzzyScorer.gapStartPenalty
                inGap = true
                runLength = 0
                runBonus = 0
            }
            previousClass = currentClass
            index += 1
        }
        return total
    }
}
