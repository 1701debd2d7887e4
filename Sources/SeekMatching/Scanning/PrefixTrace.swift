/// What a match of a one-term fuzzy query tells the next keystroke, which types more of the
/// same term: where the pattern's earliest assignment ended in the item (its *frontier*), and an
/// upper bound of the item's score for the pattern (its *ceiling*). Two 16-bit values, kept per
/// entry beside a result's entries (see ``ScanResult/prefixTraces``); either may be unknown.
///
/// **The frontier.** The greedy assignment puts each pattern character on its first match after
/// the previous one. That of a pattern `p` is the start of the greedy assignment of any longer
/// pattern `p + s`: the choices for `p`'s characters do not depend on what follows them. So `p + s`
/// occurs in the item exactly when `s`, assigned greedily after `p`'s frontier, does; and its own
/// frontier is where `s`'s last character lands.
///
/// **The ceiling.** Take the best assignment of `p + s` and keep only its first `|p|` characters:
/// that is an assignment of `p`, and it scores exactly what those characters earned inside the
/// longer one. Each character's score depends only on the characters before it: its match score,
/// its bonus (from the byte before it, or the bonus of the run it continues, which is decided by
/// earlier characters), the first character's multiplier (the first character is the same), and
/// the gaps between it and the previous character. The added characters each earn one match
/// score and a bonus no larger than the item's largest (``ASCIIScoringTables/largestBonus(in:count:holdsWhiteSpace:)``:
/// a run's bonus is the bonus of its first character and ``FuzzyScorer/consecutiveBonus`` is
/// below every such largest bonus), and the gaps before them only subtract. So
/// `score(p + s) ≤ score(p) + |s| × (matchScore + largestBonus) ≤ ceiling(p) + |s| × (matchScore + largestBonus)`.
/// That step is tighter where the frontier tells more (see ``GrowingTerm``): every added
/// character lands on some occurrence `q` on or after its earliest place, which the greedy search
/// from the frontier finds, and the pattern character before it on some `p < q` on or after that
/// one's earliest place (the frontier itself, for the first added character). Where `p = q - 1`
/// the character continues a run and earns at most `matchScore + largestBonus`; elsewhere it
/// continues no run, so it earns only its own bonus at `q` and pays for the gap, which is no
/// shorter than the gap after the *last* occurrence of the character before it ahead of `q`:
/// `matchScore + bonus(q) + gapStartPenalty + (q - last - 2) × gapExtensionPenalty`. The most of
/// that over the occurrences `q` bounds what the character adds
/// (``GrowingTerm/resumptionByGaps(of:in:count:from:largestBonus:tables:within:)``); with the
/// largest bonus and a gap of one for every `q` that is not a pair, the *gap step*
/// `matchScore + largestBonus + gapStartPenalty` (the bonus a non-word character earns on
/// itself, for one), which needs only a search for the first pair
/// (``GrowingTerm/resumptionByPairs(of:in:count:from:largestBonus:tables:)``). A property test
/// checks both steps, for one or two added characters, against the exact scorer on random texts.
///
/// The scorer answers the best assignment's score only while the search fits
/// ``TermScoring/fuzzyCellLimit`` (beyond it, the earliest window's, which is lower); a trace is
/// therefore known only for ASCII items where `length × pattern length` fits, and a scan uses
/// one only when the longer pattern fits too (the longer pattern's score is then exact, and
/// every ceiling it was derived from bounded an exact score).
struct PrefixTrace: Sendable, Equatable {
    /// The frontier's byte index in the item, or ``unknownFrontier``.
    let frontierValue: UInt16
    /// The ceiling as a packed score (see ``RankingKey/packedScore(_:)``), or 0 when unknown.
    let ceilingValue: UInt16

    static let unknownFrontier: UInt16 = 0xFFFF

    /// A trace with neither known.
    static let unknown = PrefixTrace(frontierValue: unknownFrontier, ceilingValue: 0)

    private init(frontierValue: UInt16, ceilingValue: UInt16) {
        self.frontierValue = frontierValue
        self.ceilingValue = ceilingValue
    }

    /// The trace of a pattern of `patternCount` characters whose earliest assignment ends at
    /// `frontier` in an ASCII item of `length` bytes, and which scores at most `ceiling` there;
    /// unknown when the item is too long for either to be kept (see above), or the ceiling too
    /// far from 0 to pack without lowering it.
    @inline(__always)
    init(frontier: Int, ceiling: Int, length: Int, patternCount: Int) {
        let packed = ceiling + RankingKey.scoreBias
        guard length < Int(Self.unknownFrontier), length * patternCount <= TermScoring.fuzzyCellLimit,
              packed >= 1, packed <= 0xFFFF else {
            self = .unknown
            return
        }
        frontierValue = UInt16(truncatingIfNeeded: frontier)
        ceilingValue = UInt16(truncatingIfNeeded: packed)
    }

    /// The trace of `term` in the ASCII item of `length` bytes at `base`, a match, whose score
    /// there is at most `ceiling`: its frontier is the last of the `earliest` places the window
    /// test left, when it ran, or else the earliest assignment's end, found again. The one way a
    /// scan traces a match, of a one-term query or of a query's last clause.
    @inline(__always)
    init(of term: ASCIITerm, in base: UnsafePointer<UInt8>, count length: Int, tables: ASCIIScoringTables,
         earliest: UnsafePointer<Int32>?, ceiling: Int) {
        let frontier = earliest.map { Int($0[term.count - 1]) } ?? term.earliestEnd(in: base, count: length, tables: tables)
        self.init(frontier: frontier, ceiling: ceiling, length: length, patternCount: term.count)
    }

    /// Whether both values are known.
    @inline(__always)
    var isKnown: Bool { frontierValue != Self.unknownFrontier }

    /// Where the earliest assignment ended; valid only when ``isKnown``.
    @inline(__always)
    var frontier: Int { Int(frontierValue) }

    /// The upper bound of the score; valid only when ``isKnown``.
    @inline(__always)
    var ceiling: Int { Int(ceilingValue) - RankingKey.scoreBias }
}
