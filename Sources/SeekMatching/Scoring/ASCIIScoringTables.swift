/// Lookup tables that give the bonus of a match in an ASCII item in three loads: each byte's
/// ``CharacterClass``, and the bonus for every pair of previous and current class (see
/// ``ASCIIItemText/bonus(at:)``). Built from those same definitions, so the prose at the top
/// of ``FuzzyScorer`` stays the single description of the scoring.
///
/// The tables live in memory owned by an ``ASCIIQuery/Storage``; this value only points at them.
struct ASCIIScoringTables {
    /// `classes[byte]` is the raw value of the byte's class (bytes from 0x80 are never looked up).
    let classes: UnsafePointer<UInt8>
    /// `bonuses[previous << 3 | current]` is the bonus of a match on `current` after `previous`.
    let bonuses: UnsafePointer<Int8>
    /// The scheme the tables were filled for.
    let scheme: ScoringScheme
    /// The raw value of the class the start of a text counts as coming after (the scheme's).
    let initialClass: Int

    init(classes: UnsafePointer<UInt8>, bonuses: UnsafePointer<Int8>, scheme: ScoringScheme) {
        self.classes = classes
        self.bonuses = bonuses
        self.scheme = scheme
        initialClass = scheme.initialClass.rawValue
    }

    static let classByteCount = 256
    static let bonusByteCount = 64

    /// Fills `classes` (256 bytes) and `bonuses` (64 bytes) for `scheme`.
    static func fill(classes: UnsafeMutablePointer<UInt8>, bonuses: UnsafeMutablePointer<Int8>, scheme: ScoringScheme) {
        for byte in 0..<classByteCount {
            classes[byte] = UInt8(CharacterClass(UInt32(byte), scheme: scheme).rawValue)
        }
        bonuses.initialize(repeating: 0, count: bonusByteCount)
        for previous in 0..<7 {
            for current in 0..<7 {
                let bonus = CharacterClass.bonus(after: CharacterClass(rawValue: previous)!,
                                                 on: CharacterClass(rawValue: current)!, scheme: scheme)
                bonuses[previous << 3 | current] = Int8(bonus)
            }
        }
    }

    /// The largest bonus a match in the `count` ASCII bytes at `text` can earn:
    /// ``FuzzyScorer/whiteBoundaryBonus`` only after white space or at the start of the text
    /// (when the text starts with a word character or holds white space, itself worth as
    /// much); otherwise no bonus in the table exceeds ``FuzzyScorer/delimiterBoundaryBonus``.
    /// Control characters count as white space, which only loosens the bound.
    @inline(__always)
    func largestBonus(in text: UnsafePointer<UInt8>, count: Int) -> Int {
        largestBonus(in: text, count: count,
                     holdsWhiteSpace: ByteSearch.containsByte(below: 0x21, in: UnsafeRawPointer(text), count: count))
    }

    /// ``largestBonus(in:count:)`` with whether the text holds white space or a control
    /// character told by `holdsWhiteSpace`, asked only when the first byte does not decide: a
    /// chunk keeps that per item (see ``ItemChunk/whiteSpaceBits``), so a scan reads one bit
    /// instead of searching the item.
    @inline(__always)
    func largestBonus(in text: UnsafePointer<UInt8>, count: Int, holdsWhiteSpace: @autoclosure () -> Bool) -> Int {
        (count > 0 && classes[Int(text[0])] > UInt8(CharacterClass.delimiter.rawValue)) || holdsWhiteSpace()
            ? FuzzyScorer.whiteBoundaryBonus : FuzzyScorer.delimiterBoundaryBonus
    }

    /// The bonus of a match at `index` of the ASCII text at `text`: by the classes of the byte
    /// there and of the one before it, the start of the text counting as the scheme's
    /// ``ScoringScheme/initialClass``.
    @inline(__always)
    func bonus(at index: Int, in text: UnsafePointer<UInt8>) -> Int {
        let previousClass = index > 0 ? Int(classes[Int(text[index - 1])]) : initialClass
        return Int(bonuses[previousClass << 3 | Int(classes[Int(text[index])])])
    }
}
