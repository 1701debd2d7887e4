/// A text as one term's pattern sees it: which of its characters match which pattern character,
/// and the bonus a match earns where it sits.
///
/// The scoring algorithms (``TermScoring``) are written once against this protocol; each kind of
/// text supplies only these primitives, and the compiler specialises the algorithms for each:
/// ``ASCIIItemText`` reads an ASCII item's bytes through an ``ASCIITerm``'s masks and tables,
/// ``ScalarItemText`` folds Unicode scalars (or bytes) as ``ScalarFolding`` describes.
protocol ScoredText {
    /// The text's length, in the units that positions count (bytes of an ASCII item, else scalars).
    var count: Int { get }
    /// The pattern's length in the same units.
    var patternCount: Int { get }
    /// Whether the text's character at `index` matches the pattern's character at `patternIndex`.
    func matches(_ patternIndex: Int, at index: Int) -> Bool
    /// The bonus a match on the character at `index` earns for what precedes it (see
    /// ``CharacterClass/bonus(after:on:scheme:)``); the start of the text counts as coming
    /// after the scheme's ``ScoringScheme/initialClass``.
    func bonus(at index: Int) -> Int
    /// The scoring scheme the bonuses are the ones of.
    var scheme: ScoringScheme { get }
    /// No character of the text earns a larger bonus than this (it may be more than the largest
    /// one earned: it bounds the score, see ``TermScoring/scoreBound(patternCount:largestBonus:)``).
    var largestBonus: Int { get }
    /// The first index in `start..<end` that matches pattern character `patternIndex`, or `end`.
    func firstIndex(matching patternIndex: Int, from start: Int, to end: Int) -> Int
    /// The matches of pattern character `patternIndex` in the first block of eight characters in
    /// `start..<end` that holds one (see ``ByteSearch/firstLanes(of:fold:in:from:to:)``): byte `i`
    /// of `lanes` is not zero exactly when the character at `start + i` of the result lies in the
    /// range and matches, and the next block begins at `start + 8`; `lanes` is 0 when none does.
    func firstLanes(matching patternIndex: Int, from start: Int, to end: Int) -> (start: Int, lanes: UInt64)
    /// The last index in `start..<end` that matches pattern character `patternIndex`, or -1.
    func lastIndex(matching patternIndex: Int, from start: Int, to end: Int) -> Int
    /// Whether the text's character at `index` is white space as anchors skip it.
    func isSpace(at index: Int) -> Bool
    /// Whether the pattern's character at `patternIndex` is white space.
    func patternIsSpace(_ patternIndex: Int) -> Bool
    /// The text's character (scalar, or byte of an ASCII item) at `index`, unfolded.
    func scalar(at index: Int) -> UInt32
}
