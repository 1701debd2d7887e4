/// How many terminal columns text takes when seek draws it.
///
/// `of(_:)` measures text in its ``VisibleText`` form (a control character
/// as its two-column `^[`, a tab to its tab stop), which is what ``Grid`` draws; ``cellWidth(of:)``
/// is the width of one printable grapheme cluster as a terminal shows it: 0, 1 or 2.
///
/// Widths are decided per grapheme cluster, not per scalar, because that is how terminals draw
/// them: a family emoji joined with zero-width joiners, a skin-tone modifier, a flag made of two
/// regional indicators or a character with an emoji variation selector each take two columns,
/// while summing `wcwidth` over their scalars gives 6, 4, 2 or 1. One character on its own takes
/// what the C library's `wcwidth` gives it, because curses places cells and tmux draws them by
/// that; characters newer than its tables are wide when they have the emoji presentation.
public enum DisplayWidth {
    /// The columns `grapheme` takes when drawn on its own (a tab at the start of a row: 8).
    public static func of(_ grapheme: Character) -> Int {
        VisibleText(String(grapheme)).columns
    }

    /// The columns `text` takes when drawn.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        VisibleText(text).columns
    }

    /// The columns a printable grapheme cluster takes in a terminal; 0 for a control character,
    /// which ``VisibleText`` never hands to the terminal as it is.
    public static func cellWidth(of grapheme: Character) -> Int {
        if let ascii = grapheme.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 && isEmojiSequence(scalars) {
            if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
            if scalars.contains(where: { $0.value == 0x200D }) && first.properties.isEmoji { return 2 }
            if isRegionalIndicator(first) { return 2 }
            if scalars.contains(where: isEmojiModifier) { return 2 }
            return width(of: first)
        }
        // Other clusters take what their characters take (a spacing vowel sign its own column).
        return scalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Whether a cluster of several scalars is an emoji sequence, whose width terminals do not
    /// agree on: it holds a zero-width joiner, a variation selector (U+FE0E, U+FE0F), a skin-tone
    /// modifier, a regional indicator, the combining keycap or a tag character.
    public static func isEmojiSequence(_ scalars: String.UnicodeScalarView) -> Bool {
        guard scalars.count > 1 else { return false }
        return scalars.contains { scalar in
            let value = scalar.value
            return value == 0x200D || value == 0xFE0E || value == 0xFE0F || value == 0x20E3
                || isEmojiModifier(scalar) || isRegionalIndicator(scalar) || (0xE0020...0xE007F).contains(value)
        }
    }

    /// A regional indicator symbol (🇦 to 🇿); two make a flag.
    public static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// A skin-tone modifier (U+1F3FB–U+1F3FF).
    static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// The columns one scalar takes on its own.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) || value == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// The characters two columns wide: those glibc 2.36's `wcwidth` (Unicode 15, East Asian Width
    /// W and F) gives 2, the table curses and tmux place cells by, with the unassigned gaps
    /// between two wide ranges counted as wide, as the characters later added there are.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x3029, 0x302E...0x303E, 0x3041...0x3096, 0x309B...0xA4C6, 0xA960...0xA97C,
        0xAC00...0xD7A3, 0xF900...0xFAD9, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE3, 0x16FF0...0x1B2FB, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E, 0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E,
        0x1F550...0x1F567, 0x1F57A...0x1F57A, 0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F,
        0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
        0x1FA70...0x1FAF6, 0x20000...0x3134A,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
