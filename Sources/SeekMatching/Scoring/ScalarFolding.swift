/// How a text's Unicode scalars are compared with a pattern's, as fzf compares them: case folding
/// (for terms that ignore case) and reduction of accented and look-alike letters to a plain ASCII
/// character (for terms that have none of those themselves).
///
/// Both follow what fzf 0.74.5 does, measured with `fzf --filter` over every code point up to
/// U+1FFFF (the parity test in `FoldingParityTests` checks them against fzf when it is installed):
///
/// - An item's scalar is lowercased only when it is an uppercase letter (general category Lu),
///   with its simple (one-to-one) lowercase mapping. Titlecase letters (`ǅ`), letter numbers (`Ⅻ`)
///   and symbols (`Ⓐ`) keep their case.
/// - A pattern is case-sensitive when any of its scalars has a lowercase mapping (smart case),
///   whatever its category.
/// - The folding table is fzf's, not a rule: `ß` counts as `s`, `ı` as `i`, `ø` as `o` and `ł` as
///   `l`, but `ǟ`, `æ` and `Ł` are left alone; fullwidth ASCII (`Ａ`, `１`, `！`) counts as ASCII.
enum ScalarFolding {
    /// The first scalar of the contiguous part of the folding table.
    static let tableStart: UInt32 = 0xC0
    /// The last scalar of the contiguous part of the folding table.
    static let tableEnd: UInt32 = 0x2184
    /// The fullwidth forms of `!` to `~`, which fold to ASCII.
    static let fullwidthRange: ClosedRange<UInt32> = 0xFF01...0xFF5E

    /// An item's `scalar` as a term that ignores case sees it: ASCII and uppercase letters
    /// lowercased, anything else unchanged.
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

    /// The plain character fzf folds `scalar` to (`é` → `e`, `Å` → `A`, `ß` → `s`, `Ａ` → `A`);
    /// other scalars unchanged.
    @inline(__always)
    static func latinBase(of scalar: UInt32) -> UInt32 {
        guard scalar >= tableStart else { return scalar }
        if scalar <= tableEnd { return baseTable[Int(scalar - tableStart)] }
        if fullwidthRange.contains(scalar) { return scalar - 0xFEE0 }
        return scalar == 0xFF61 ? 0x2E : scalar
    }

    /// `scalar` as a term compares it.
    @inline(__always)
    static func fold(_ scalar: UInt32, caseSensitive: Bool, normalize: Bool) -> UInt32 {
        let cased = caseSensitive ? scalar : lowercased(scalar)
        return normalize ? latinBase(of: cased) : cased
    }

    /// A pattern's `scalar` as its term compares it: lowercased whatever its category when the term
    /// ignores case (fzf lowercases the whole pattern), then folded like the items' scalars.
    static func foldPattern(_ scalar: UInt32, caseSensitive: Bool, normalize: Bool) -> UInt32 {
        let cased = caseSensitive ? scalar : patternLowercased(scalar)
        return normalize ? latinBase(of: cased) : cased
    }

    /// Whether a pattern of these scalars is case-sensitive under smart case: some scalar has a
    /// lowercase form of its own (an uppercase, titlecase or other cased character).
    static func isCaseSensitive<Scalars: Sequence<UInt32>>(_ pattern: Scalars) -> Bool {
        pattern.contains { patternLowercased($0) != $0 }
    }

    /// Whether a term with these scalars folds the items' letters with ``latinBase(of:)``: only
    /// when it has no scalar that folds itself (someone who types `é` means `é`). `pattern` is
    /// taken lowercased first, as fzf does, so `É` also turns folding off.
    static func normalizes<Scalars: Sequence<UInt32>>(_ pattern: Scalars) -> Bool {
        !pattern.contains { scalar in
            let lowered = patternLowercased(scalar)
            return latinBase(of: lowered) != lowered
        }
    }

    /// A pattern's `scalar` lowercased with its simple lowercase mapping, whatever its category.
    static func patternLowercased(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return scalar &- 0x41 < 26 ? scalar | 0x20 : scalar }
        guard let value = Unicode.Scalar(scalar), value.properties.changesWhenLowercased else { return scalar }
        return value.properties.lowercaseMapping.unicodeScalars.first?.value ?? scalar
    }

    /// The ranges of the Basic Multilingual Plane that hold all its uppercase letters (general
    /// category Lu) as this runtime's Unicode tables class them; a test checks every scalar.
    static let uppercaseRanges: [ClosedRange<UInt32>] = [
        0xC0...0x24E, 0x370...0x556, 0x10A0...0x10CD, 0x13A0...0x13F5, 0x1C89...0x1CBF, 0x1E00...0x1F6F,
        0x1FB8...0x1FFB, 0x2102...0x2183, 0x2C00...0x2CF2, 0xA640...0xA69A, 0xA722...0xA7F5, 0xFF21...0xFF3A,
    ]

    /// Every scalar below U+10000 lowercased. Only ``uppercaseRanges`` are looked up in the
    /// Unicode properties (about 2,200 scalars): looking up all 65,536 cost 21 million
    /// instructions on the first keystroke that met a non-ASCII item.
    private static let lowercaseTable: [UInt32] = {
        var table = (0..<UInt32(0x10000)).map { scalar in scalar &- 0x41 < 26 ? scalar | 0x20 : scalar }
        for range in uppercaseRanges {
            for scalar in range { table[Int(scalar)] = computedLowercase(scalar) }
        }
        return table
    }()

    /// `scalar` lowercased when it is an uppercase letter, looked up in the Unicode properties.
    static func computedLowercase(_ scalar: UInt32) -> UInt32 {
        guard let value = Unicode.Scalar(scalar), value.properties.generalCategory == .uppercaseLetter else {
            return scalar
        }
        return patternLowercased(scalar)
    }

    /// ``foldedScalars`` spread over `tableStart...tableEnd`, for a lookup by offset.
    private static let baseTable: [UInt32] = {
        var table = Array(tableStart...tableEnd)
        for (plain, scalars) in foldedScalars {
            for scalar in scalars { table[Int(scalar - tableStart)] = plain.value }
        }
        return table
    }()
}
