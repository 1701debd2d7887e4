/// How a chunk scan's recent searches for a step by gaps went
/// (``GrowingTerm/resumptionByGaps(of:in:count:from:largestBonus:tables:within:)``), so that the
/// scan stops trying them where they seldom decide.
///
/// Such a search reads the item from the frontier to its end, and an item it leaves undecided is
/// then visited as any item: the window test and maybe the scoring after it. A search that
/// decides reads the item to its end and saves the window test (about 700 instructions an item
/// on 200,000 lines), and one that does not stops at the first occurrence that earns too much,
/// so a search pays where about a third of them decide or more. How often they do depends on the characters typed and on the part of
/// the input (a chunk's paths share their directories): at `src/m` about two thirds decide (an
/// `m` seldom starts a word right after a `/`), at `soc` almost none (`doc` and `local` hold the
/// pair `oc`, which earns as much as a match can). So the tally keeps a credit, two points up for
/// a search that decided and one down for one that did not, within ±``creditLimit`` so that it
/// follows the input; while it is negative, only one item in ``sampleInterval`` is searched,
/// which tells when searches pay again. Measured on 200,000 lines (callgrind, medians of three
/// runs): without it `soc` 196 -> 220 M instructions; judged once per chunk after its first
/// 64 searches, `src/ma` 123 -> 141-149 M, as a chunk's first paths need not be like its others.
struct GapSearchTally {
    /// How far the credit may go either way.
    static let creditLimit: Int32 = 8
    /// While the credit is negative, one item in this many is searched all the same.
    static let sampleInterval: Int32 = 8

    /// Two points for each recent search that decided, less one for each that did not.
    private var credit: Int32 = 0
    /// How many items were passed over while the credit was negative.
    private var passed: Int32 = 0

    /// Whether to search the item at hand: yes while the credit is not negative, else for one
    /// item in ``sampleInterval``.
    @inline(__always)
    mutating func shouldSearch() -> Bool {
        if credit >= 0 { return true }
        passed &+= 1
        return passed % Self.sampleInterval == 0
    }

    /// Counts a search, which decided its item or not.
    @inline(__always)
    mutating func count(deciding: Bool) {
        credit = deciding ? min(credit + 2, Self.creditLimit) : max(credit - 1, -Self.creditLimit)
    }
}
