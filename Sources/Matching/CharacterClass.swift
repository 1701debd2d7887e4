/// The kinds of character that decide where a match earns a position bonus.
enum CharacterClass: Int, Comparable {
    case white
    case nonWord
    case delimiter
    case lower
    case upper
    case letter
    case number

    init(_ scalar: UInt32) {
        switch scalar {
        case 0x61...0x7A: self = .lower
        case 0x41...0x5A: self = .upper
        case 0x30...0x39: self = .number
        case 0x20, 0x09, 0x0A, 0x0D: self = .white
        case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: self = .delimiter  // / , : ; |
        case 0..<0x80: self = .nonWord
        default:
            guard let value = Unicode.Scalar(scalar) else { self = .nonWord; return }
            let properties = value.properties
            if properties.isWhitespace {
                self = .white
            } else if properties.isUppercase {
                self = .upper
            } else if properties.isLowercase {
                self = .lower
            } else if properties.isAlphabetic {
                self = .letter
            } else if properties.numericType != nil {
                self = .number
            } else {
                self = .nonWord
            }
        }
    }

    static func < (lhs: CharacterClass, rhs: CharacterClass) -> Bool { lhs.rawValue < rhs.rawValue }

    var isWord: Bool { self > .delimiter }

    /// The bonus a matched character of class `current` earns after a character of class `previous`.
    static func bonus(after previous: CharacterClass, on current: CharacterClass) -> Int {
        if current.isWord {
            switch previous {
            case .white: return FuzzyScorer.whiteBoundaryBonus
            case .delimiter: return FuzzyScorer.delimiterBoundaryBonus
            case .nonWord: return FuzzyScorer.boundaryBonus
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return FuzzyScorer.camelCaseBonus
        }
        switch current {
        case .nonWord, .delimiter: return FuzzyScorer.nonWordBonus
        case .white: return FuzzyScorer.whiteBoundaryBonus
        default: return 0
        }
    }

    /// The lowercase form of a scalar, for case-insensitive comparison.
    static func folded(_ scalar: UInt32) -> UInt32 {
        if scalar >= 0x41 && scalar <= 0x5A { return scalar | 0x20 }
        if scalar < 0x80 { return scalar }
        guard let value = Unicode.Scalar(scalar) else { return scalar }
        let lower = value.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : scalar
    }
}
