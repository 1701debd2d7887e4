/// The byte a first scan searches for to skip items that cannot match: one every match must hold,
/// chosen to be as rare as possible in file paths.
///
/// Every byte of a pattern that is a clause's only term (fuzzy, exact or anchored, not negated)
/// occurs in every ASCII item the query matches, so a scan may jump from one occurrence of such a
/// byte to the next through a chunk's contiguous bytes (sixteen at a time) instead of visiting every
/// item. The fewer items hold the byte, the more are skipped: `z` leaves 13% of the benchmark's
/// paths, `s` nearly all of them.
struct RequiredByte {
    /// The byte, folded as in ``ByteSearch`` (lowercase when the term ignores case).
    let byte: UInt8
    /// The fold mask that makes ``byte`` match both cases where the term ignores case.
    let fold: UInt8

    /// Bytes from the most common in paths to the least, as seen in `/usr` paths; bytes not
    /// listed are taken for rarer than all of them.
    private static let commonFirst = Array("/e.aosrtilnc-_pumdh0123456789bgfyvkwxjqz".utf8)

    /// Whether few paths are likely to hold the byte: a letter from `g` on in the order above, or
    /// a byte it does not list (an uppercase letter that must match as such, most punctuation).
    /// Searching a chunk's bytes for such a byte passes over most items; for a common one, the
    /// search costs more than the items it passes over save (measured: `usr share d` walked by
    /// `d` took 1.11 of the instructions of visiting every earlier match).
    var isRare: Bool {
        guard let rank = Self.commonFirst.firstIndex(of: byte) else { return true }
        return rank >= Self.firstRareRank
    }

    /// Whether every ASCII match of `query` holds this byte: it is a byte of the pattern of a
    /// clause's only positive term that matches it in every case this byte matches.
    func isRequired(by query: Query) -> Bool {
        query.clauses.contains { clause in
            guard clause.count == 1, !clause[0].isNegated else { return false }
            let term = clause[0]
            return term.pattern.utf8.contains { raw in
                let folded = !term.isCaseSensitive && raw &- 0x41 < 26 ? raw | 0x20 : raw
                return folded == byte && ByteSearch.fold(for: folded, ignoringCase: !term.isCaseSensitive) == fold
            }
        }
    }

    /// The rank of `g` in ``commonFirst``, the most common of the rare bytes.
    private static let firstRareRank = commonFirst.firstIndex(of: UInt8(ascii: "g"))!

    /// How common `byte` is likely to be (lower is more common).
    private static func prevalence(_ byte: UInt8, ignoringCase: Bool) -> Int {
        let lowered = byte &- 0x41 < 26 ? byte | 0x20 : byte
        guard let rank = commonFirst.firstIndex(of: lowered) else { return 0 }
        // An uppercase letter that must match as such is rarer than its lowercase form.
        let caseFactor = !ignoringCase && byte &- 0x41 < 26 ? 1 : 2
        return (commonFirst.count - rank) * caseFactor
    }

    /// The ASCII `byte`, folded to lowercase when `ignoringCase`.
    init(_ byte: UInt8, ignoringCase: Bool) {
        self.byte = ignoringCase && byte &- 0x41 < 26 ? byte | 0x20 : byte
        fold = ByteSearch.fold(for: self.byte, ignoringCase: ignoringCase)
    }

    /// The rarest byte required by `query`, or nil when no clause is a single positive term with
    /// a pattern byte that cannot be an item terminator.
    init?(_ query: Query) {
        var best: (byte: UInt8, fold: UInt8, prevalence: Int)?
        for clause in query.clauses where clause.count == 1 && !clause[0].isNegated {
            let term = clause[0]
            let ignoringCase = !term.isCaseSensitive
            for raw in term.pattern.utf8 where raw >= 0x20 && raw < 0x80 {
                let byte = ignoringCase && raw &- 0x41 < 26 ? raw | 0x20 : raw
                let prevalence = Self.prevalence(byte, ignoringCase: ignoringCase)
                if best == nil || prevalence < best!.prevalence {
                    best = (byte, ByteSearch.fold(for: byte, ignoringCase: ignoringCase), prevalence)
                }
            }
        }
        guard let best else { return nil }
        byte = best.byte
        fold = best.fold
    }
}
