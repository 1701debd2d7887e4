/// Scores how well a pattern matches a text as a fuzzy subsequence, and where.
///
/// ## Algorithm
///
/// A match is found in linear time, in two candidate windows:
///
/// 1. *Earliest window.* A forward pass finds the earliest position where every pattern
///    character has been seen in order; a backward pass from there finds the latest start that
///    still contains the whole pattern. This is the shortest window ending at the first complete
///    match.
/// 2. *Latest window.* The mirror image: a backward pass from the end of the text finds the
///    latest start of a complete match, and a forward pass from there its earliest end. In file
///    paths this is usually the part after the last `/`.
///
/// Each window is scored, and the better one (the earliest on a tie) is the match. Inside a
/// window, pattern characters are assigned greedily from the left, and the score adds up:
///
/// - every matched character earns ``matchScore``;
/// - a matched character also earns a bonus for where it sits: after white space or at the start
///   of the text (``whiteBoundaryBonus``), after a delimiter `/`, `:`, `;`, `,` or `|`
///   (``delimiterBoundaryBonus``), after any other non-word character (``boundaryBonus``), at a
///   camelCase hump or a letter-to-digit step (``camelCaseBonus``), or on a non-word character
///   itself (``nonWordBonus``);
/// - the first pattern character's bonus counts ``firstCharacterMultiplier`` times, because where
///   a match starts says most about intent;
/// - inside a run of consecutive matches, each character earns at least ``consecutiveBonus`` and
///   at least the bonus of the run's first character, so `src` in `/src/` scores as a whole
///   boundary word;
/// - an unmatched character inside the window costs ``gapStartPenalty`` if it opens a gap and
///   ``gapExtensionPenalty`` for each further one.
///
/// So a run of *k* consecutive characters starting after a `/` scores
/// `k × matchScore + firstCharacterMultiplier × delimiterBoundaryBonus + (k − 1) × delimiterBoundaryBonus`,
/// and one gap of *g* characters costs `gapStartPenalty + (g − 1) × gapExtensionPenalty`.
///
/// Case is folded unless the pattern asks for case sensitivity (smart case), and accented Latin
/// letters in the text count as their base letters unless the pattern has accents itself, as in
/// fzf. Positions are reported as indexes of Unicode scalars in the text.
public struct FuzzyScorer: Sendable {
    /// What every matched character earns.
    public static let matchScore = 16
    /// What the first unmatched character of a gap inside the match costs.
    public static let gapStartPenalty = -3
    /// What each further unmatched character of a gap costs.
    public static let gapExtensionPenalty = -1
    /// The bonus for a word character after a non-word character other than white space or a
    /// delimiter (`-`, `_`, `.`, …).
    public static let boundaryBonus = matchScore / 2
    /// The bonus for matching a non-word character itself.
    public static let nonWordBonus = matchScore / 2
    /// The bonus for a word character after white space, or at the start of the text.
    public static let whiteBoundaryBonus = boundaryBonus + 2
    /// The bonus for a word character after `/`, `:`, `;`, `,` or `|`.
    public static let delimiterBoundaryBonus = boundaryBonus + 1
    /// The bonus for an uppercase letter after a lowercase one, or a digit after a non-digit.
    public static let camelCaseBonus = boundaryBonus + gapExtensionPenalty
    /// The least bonus a character earns for directly following another matched character.
    public static let consecutiveBonus = -(gapStartPenalty + gapExtensionPenalty)
    /// How many times the first pattern character's bonus counts.
    public static let firstCharacterMultiplier = 2

    /// The pattern as Unicode scalar values, folded as the text will be.
    public let pattern: [UInt32]
    /// Whether upper and lower case must agree.
    public let isCaseSensitive: Bool
    /// Whether accented Latin letters in the text count as their base letters.
    public let normalizesLatinLetters: Bool
    /// The pattern as bytes when it is all ASCII (else empty), for ``scoreASCII(_:positions:)``.
    let asciiPattern: [UInt8]
    /// The case fold mask of each byte of ``asciiPattern``.
    let asciiFolds: [UInt8]
    /// Whether ASCII texts can take the byte-wise path: the pattern is ASCII, and no non-ASCII
    /// character of a text could fold to it (true for any ASCII text).
    var isASCII: Bool { asciiPattern.count == pattern.count }

    /// Creates a scorer for `pattern`. With `caseSensitive` nil, smart case applies: the match is
    /// case-sensitive only when the pattern contains an uppercase letter.
    public init(pattern: String, caseSensitive: Bool? = nil) {
        let scalars = pattern.unicodeScalars.map(\.value)
        let sensitive = caseSensitive ?? ScalarFolding.isCaseSensitive(scalars)
        self.init(scalars: scalars, caseSensitive: sensitive, normalize: ScalarFolding.normalizes(scalars))
    }

    init(scalars: [UInt32], caseSensitive: Bool, foldedAlready: Bool = false, normalize: Bool) {
        self.isCaseSensitive = caseSensitive
        self.normalizesLatinLetters = normalize
        let folded = foldedAlready ? scalars.map { $0 }
            : scalars.map { ScalarFolding.foldPattern($0, caseSensitive: caseSensitive, normalize: normalize) }
        self.pattern = folded
        let ascii = folded.allSatisfy { $0 < 0x80 } ? folded.map { UInt8($0) } : []
        self.asciiPattern = ascii
        self.asciiFolds = ascii.map { ByteSearch.fold(for: $0, ignoringCase: !caseSensitive) }
    }

    /// Scores `text`; nil when the pattern is not a subsequence of it.
    public func score(_ text: String) -> Int? {
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { score(units: $0, positions: nil) }
    }

    /// Scores `text` and appends the matched scalar indexes to `positions`, in increasing order.
    public func score(_ text: String, positions: inout [Int]) -> Int? {
        let scalars = text.unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { score(units: $0, positions: &positions) }
    }

    @inline(__always)
    func folded<Unit: FixedWidthInteger>(_ unit: Unit) -> UInt32 {
        ScalarFolding.fold(UInt32(truncatingIfNeeded: unit), caseSensitive: isCaseSensitive,
                           normalize: normalizesLatinLetters)
    }

    /// The fuzzy score of `text` (bytes of an ASCII text, or Unicode scalars).
    ///
    /// - Complexity: O(n) in the length of the text.
    func score<Unit: FixedWidthInteger>(
        units text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int? {
        pattern.withUnsafeBufferPointer { pattern in
            let count = pattern.count
            if count == 0 { return 0 }
            // Earliest window: forward to the first complete match, then back to its latest start.
            var patternIndex = 0
            var end = -1
            var index = 0
            while index < text.count {
                if folded(text[index]) == pattern[patternIndex] {
                    patternIndex += 1
                    if patternIndex == count {
                        end = index
                        break
                    }
                }
                index += 1
            }
            guard end >= 0 else { return nil }
            let start = latestStart(in: text, pattern: pattern, endingBy: end)
            // Latest window: back from the end of the text, then forward to its earliest end.
            let lateStart = latestStart(in: text, pattern: pattern, endingBy: text.count - 1)
            if lateStart == start {
                return Self.scoreWindow(text, start: start, end: end, pattern: pattern, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: positions)
            }
            patternIndex = 0
            var lateEnd = lateStart
            index = lateStart
            while index < text.count {
                if folded(text[index]) == pattern[patternIndex] {
                    patternIndex += 1
                    if patternIndex == count {
                        lateEnd = index
                        break
                    }
                }
                index += 1
            }
            let early = Self.scoreWindow(text, start: start, end: end, pattern: pattern, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: nil)
            let late = Self.scoreWindow(text, start: lateStart, end: lateEnd, pattern: pattern, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: nil)
            if let positions {
                if late > early {
                    _ = Self.scoreWindow(text, start: lateStart, end: lateEnd, pattern: pattern, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: positions)
                } else {
                    _ = Self.scoreWindow(text, start: start, end: end, pattern: pattern, caseSensitive: isCaseSensitive, normalize: normalizesLatinLetters, positions: positions)
                }
            }
            return max(early, late)
        }
    }

    /// The latest index at which the whole pattern starts, matching backwards from `end`.
    @inline(__always)
    private func latestStart<Unit: FixedWidthInteger>(
        in text: UnsafeBufferPointer<Unit>,
        pattern: UnsafeBufferPointer<UInt32>,
        endingBy end: Int
    ) -> Int {
        var patternIndex = pattern.count - 1
        var index = end
        while index >= 0 {
            if folded(text[index]) == pattern[patternIndex] {
                if patternIndex == 0 { return index }
                patternIndex -= 1
            }
            index -= 1
        }
        return -1
    }

    /// The score of the pattern assigned greedily inside `start...end`, which must contain it.
    @inline(__always)
    static func scoreWindow<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        start: Int,
        end: Int,
        pattern: UnsafeBufferPointer<UInt32>,
        caseSensitive: Bool,
        normalize: Bool,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int {
        var total = 0
        var patternIndex = 0
        var inGap = false
        var runLength = 0
        var runBonus = 0
        var previousClass = start > 0 ? CharacterClass(UInt32(truncatingIfNeeded: text[start - 1])) : .white
        for index in start...end {
            let currentClass = CharacterClass(UInt32(truncatingIfNeeded: text[index]))
            if patternIndex < pattern.count, ScalarFolding.fold(UInt32(truncatingIfNeeded: text[index]), caseSensitive: caseSensitive, normalize: normalize) == pattern[patternIndex] {
                positions?.pointee.append(index)
                var bonus = CharacterClass.bonus(after: previousClass, on: currentClass)
                if runLength == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= boundaryBonus && bonus > runBonus {
                        runBonus = bonus
                    }
                    bonus = max(bonus, runBonus, consecutiveBonus)
                }
                total += matchScore + (patternIndex == 0 ? bonus * firstCharacterMultiplier : bonus)
                inGap = false
                runLength += 1
                patternIndex += 1
                if patternIndex == pattern.count { break }
            } else {
                total += inGap ? gapExtensionPenalty : gapStartPenalty
                inGap = true
                runLength = 0
                runBonus = 0
            }
            previousClass = currentClass
        }
        return total
    }
}
