/// How a text's Unicode scalars are compared with a pattern's: case folding (for terms that ignore
/// case) and reduction of accented Latin letters to their base letters (for terms without
/// accents), both as fzf does them.
enum ScalarFolding {
    /// The first scalar that fzf's normalization considers.
    static let latinRangeStart: UInt32 = 0xC0
    /// The last scalar that fzf's normalization considers.
    static let latinRangeEnd: UInt32 = 0x2184

    /// `scalar` lowercased with a one-to-one mapping.
    @inline(__always)
    static func lowercased(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 {
            return scalar &- 0x41 < 26 ? scalar | 0x20 : scalar
        }
        if scalar < 0x10000 {
            return lowercaseTable[Int(scalar)]
        }
        return computedLowercase(scalar)
    }

    /// The base letter of an accented Latin letter (`é` → `e`, `Å` → `A`); other scalars unchanged.
    @inline(__always)
    static func latinBase(of scalar: UInt32) -> UInt32 {
        guard scalar >= latinRangeStart && scalar <= latinRangeEnd else { return scalar }
        return latinBaseTable[Int(scalar - latinRangeStart)]
    }

    /// `scalar` as a term compares it.
    @inline(__always)
    static func fold(_ scalar: UInt32, caseSensitive: Bool, normalize: Bool) -> UInt32 {
        let cased = caseSensitive ? scalar : lowercased(scalar)
        return normalize ? latinBase(of: cased) : cased
    }

    private static let lowercaseTable: [UInt32] = (0..<UInt32(0x10000)).map { scalar in
        scalar < 0x80 ? (scalar &- 0x41 < 26 ? scalar | 0x20 : scalar) : computedLowercase(scalar)
    }

    private static func computedLowercase(_ scalar: UInt32) -> UInt32 {
        guard let value = Unicode.Scalar(scalar), value.properties.changesWhenLowercased else { return scalar }
        return value.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar
    }

    /// Built from the Unicode names: "LATIN SMALL LETTER E WITH ACUTE" has base letter "e".
    private static let latinBaseTable: [UInt32] = (latinRangeStart...latinRangeEnd).map { scalar in
        guard let value = Unicode.Scalar(scalar), let name = value.properties.name else { return scalar }
        for (prefix, offset) in [("LATIN SMALL LETTER ", UInt32(0x61)), ("LATIN CAPITAL LETTER ", UInt32(0x41))] {
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count).unicodeScalars
            guard let letter = rest.first, letter.value >= 0x41 && letter.value <= 0x5A else { return scalar }
            let afterLetter = rest.dropFirst()
            guard afterLetter.isEmpty || String(String.UnicodeScalarView(afterLetter)).hasPrefix(" WITH ") else {
                return scalar
            }
            return offset + (letter.value - 0x41)
        }
        return scalar
    }
}
