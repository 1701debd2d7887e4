/// The kinds of character that decide where a match earns a position bonus.
enum CharacterClass: Int, Comparable {
    case white
    case nonWord
    case delimiter
    case lower
    case upper
    case letter
    case number

    /// The class of `scalar` under `scheme`, which decides the delimiters.
    @inline(__always)
    init(_ scalar: UInt32, scheme: ScoringScheme = .standard) {
        if scalar < 0x80 {
            self = Self.ascii(scalar, scheme: scheme)
        } else {
            self = Self.nonASCII(scalar)
        }
    }

    @inline(__always)
    private static func ascii(_ scalar: UInt32, scheme: ScoringScheme) -> CharacterClass {
        if scalar &- 0x61 < 26 { return .lower }
        if scalar &- 0x41 < 26 { return .upper }
        if scalar &- 0x30 < 10 { return .number }
        switch scalar {
        case 0x20, 0x09, 0x0A, 0x0D: return .white
        default: return scheme.isDelimiter(scalar) ? .delimiter : .nonWord
        }
    }

    private static func nonASCII(_ scalar: UInt32) -> CharacterClass {
        guard let value = Unicode.Scalar(scalar) else { return .nonWord }
        let properties = value.properties
        if properties.isWhitespace { return .white }
        if properties.isUppercase { return .upper }
        if properties.isLowercase { return .lower }
        if properties.isAlphabetic { return .letter }
        if properties.numericType != nil { return .number }
        return .nonWord
    }

    static func < (lhs: CharacterClass, rhs: CharacterClass) -> Bool { lhs.rawValue < rhs.rawValue }

    var isWord: Bool { self > .delimiter }

    /// The bonus a matched character of class `current` earns after a character of class
    /// `previous`, with the boundary bonuses of `scheme`.
    @inline(__always)
    static func bonus(after previous: CharacterClass, on current: CharacterClass, scheme: ScoringScheme = .standard) -> Int {
        if current.isWord {
            switch previous {
            case .white: return scheme.whiteBoundaryBonus
            case .delimiter: return scheme.delimiterBoundaryBonus
            case .nonWord: return FuzzyScorer.boundaryBonus
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return FuzzyScorer.camelCaseBonus
        }
        switch current {
        case .nonWord, .delimiter: return FuzzyScorer.nonWordBonus
        case .white: return scheme.whiteBoundaryBonus
        default: return 0
        }
    }

    /// Whether `scalar` is white space as fzf's anchors see it (Go's `unicode.IsSpace`).
    @inline(__always)
    static func isSpace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }
}
