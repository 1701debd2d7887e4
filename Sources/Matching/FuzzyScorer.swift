/// Scores how well a pattern matches a text as a fuzzy subsequence, and where.
///
/// The algorithm (after fzf's first one) works in two passes over the text. A forward pass finds
/// the earliest position where every pattern character has been seen in order; a backward pass
/// from there finds the latest start that still contains the whole pattern, which gives the
/// shortest window ending at the first complete match. The window is then scored character by
/// character:
///
/// - every matched character earns ``matchScore``;
/// - a matched character also earns a bonus for where it sits: after white space
///   (``whiteBoundaryBonus``), after a delimiter such as `/`, `:`, `;`, `,` or `|`
///   (``delimiterBoundaryBonus``), after any other non-word character (``boundaryBonus``), at a
///   camelCase hump or a letter-to-digit step (``camelCaseBonus``), or on a non-word character
///   itself (``nonWordBonus``); the first pattern character's bonus counts
///   ``firstCharacterMultiplier`` times, because where a match starts says most about intent;
/// - inside a run of consecutive matches, each character earns at least ``consecutiveBonus`` and at
///   least the bonus of the run's first character, so `src` in `/src/` scores as a whole boundary
///   word;
/// - an unmatched character inside the window costs ``gapStartPenalty`` if it opens a gap and
///   ``gapExtensionPenalty`` for each further one.
///
/// The start of the text counts as following white space. Case is folded unless the pattern asks
/// for case sensitivity. Positions are reported as indexes of Unicode scalars in the text.
public struct FuzzyScorer: Sendable {
    public static let matchScore = 16
    public static let gapStartPenalty = -3
    public static let gapExtensionPenalty = -1
    public static let boundaryBonus = matchScore / 2
    public static let nonWordBonus = matchScore / 2
    public static let whiteBoundaryBonus = boundaryBonus + 2
    public static let delimiterBoundaryBonus = boundaryBonus + 1
    public static let camelCaseBonus = boundaryBonus + gapExtensionPenalty
    public static let consecutiveBonus = -(gapStartPenalty + gapExtensionPenalty)
    public static let firstCharacterMultiplier = 2

    /// The pattern as Unicode scalar values, already folded when matching ignores case.
    public let pattern: [UInt32]
    /// Whether upper and lower case must agree.
    public let isCaseSensitive: Bool

    /// Creates a scorer for `pattern`. With `caseSensitive` nil, smart case applies: the match is
    /// case-sensitive only when the pattern contains an uppercase letter.
    public init(pattern: String, caseSensitive: Bool? = nil) {
        let scalars = pattern.unicodeScalars
        let sensitive = caseSensitive ?? scalars.contains { $0.properties.isUppercase }
        self.isCaseSensitive = sensitive
        self.pattern = scalars.map { sensitive ? $0.value : CharacterClass.folded($0.value) }
    }

    /// Scores `text` (UTF-8); nil when the pattern is not a subsequence of it. When `positions` is
    /// given, the matched scalar indexes are appended to it in increasing order.
    public func score(_ text: UnsafeBufferPointer<UInt8>, positions: UnsafeMutablePointer<[Int]>? = nil) -> Int? {
        if pattern.isEmpty { return 0 }
        var isASCII = true
        for byte in text where byte >= 0x80 {
            isASCII = false
            break
        }
        if isASCII {
            return score(units: text, positions: positions)
        }
        let scalars = String(decoding: text, as: UTF8.self).unicodeScalars.map(\.value)
        return scalars.withUnsafeBufferPointer { score(units: $0, positions: positions) }
    }

    /// Scores a `String`; see ``score(_:positions:)``.
    public func score(_ text: String, positions: UnsafeMutablePointer<[Int]>? = nil) -> Int? {
        var copy = text
        return copy.withUTF8 { score($0, positions: positions) }
    }

    private func unit<Unit: FixedWidthInteger>(_ raw: Unit) -> UInt32 {
        let value = UInt32(truncatingIfNeeded: raw)
        return isCaseSensitive ? value : CharacterClass.folded(value)
    }

    private func score<Unit: FixedWidthInteger>(
        units text: UnsafeBufferPointer<Unit>,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int? {
        // Forward: the earliest end of a complete in-order match.
        var patternIndex = 0
        var end = -1
        for index in 0..<text.count where unit(text[index]) == pattern[patternIndex] {
            patternIndex += 1
            if patternIndex == pattern.count {
                end = index
                break
            }
        }
        guard end >= 0 else { return nil }
        // Backward: the latest start that still holds the whole pattern before `end`.
        patternIndex = pattern.count - 1
        var start = end
        var index = end
        while index >= 0 {
            if unit(text[index]) == pattern[patternIndex] {
                if patternIndex == 0 {
                    start = index
                    break
                }
                patternIndex -= 1
            }
            index -= 1
        }
        return scoreWindow(text, start: start, end: end, positions: positions)
    }

    private func scoreWindow<Unit: FixedWidthInteger>(
        _ text: UnsafeBufferPointer<Unit>,
        start: Int,
        end: Int,
        positions: UnsafeMutablePointer<[Int]>?
    ) -> Int {
        var total = 0
        var patternIndex = 0
        var inGap = false
        var runLength = 0
        var runBonus = 0
        var previousClass = start > 0 ? CharacterClass(UInt32(truncatingIfNeeded: text[start - 1])) : .white
        for index in start...end {
            let raw = UInt32(truncatingIfNeeded: text[index])
            let currentClass = CharacterClass(raw)
            if patternIndex < pattern.count, unit(text[index]) == pattern[patternIndex] {
                positions?.pointee.append(index)
                var bonus = CharacterClass.bonus(after: previousClass, on: currentClass)
                if runLength == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= Self.boundaryBonus && bonus > runBonus {
                        runBonus = bonus
                    }
                    bonus = max(bonus, runBonus, Self.consecutiveBonus)
                }
                total += Self.matchScore + (patternIndex == 0 ? bonus * Self.firstCharacterMultiplier : bonus)
                inGap = false
                runLength += 1
                patternIndex += 1
            } else {
                total += inGap ? Self.gapExtensionPenalty : Self.gapStartPenalty
                inGap = true
                runLength = 0
                runBonus = 0
            }
            previousClass = currentClass
        }
        return total
    }
}
