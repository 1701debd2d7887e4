/// An ASCII item's bytes as an ``ASCIITerm`` sees them: a byte matches pattern byte `k` when
/// `byte | folds[k] == pattern[k]` (see ``ByteSearch``), classes and bonuses come from the
/// query's ``ASCIIScoringTables``, and searches go several bytes at a time (see ``ByteSearch``).
struct ASCIIItemText: ScoredText {
    let text: UnsafePointer<UInt8>
    let count: Int
    let term: ASCIITerm
    let tables: ASCIIScoringTables

    var patternCount: Int { term.count }

    @inline(__always)
    func matches(_ patternIndex: Int, at index: Int) -> Bool {
        text[index] | term.folds[patternIndex] == term.pattern[patternIndex]
    }

    @inline(__always)
    func bonus(at index: Int) -> Int { tables.bonus(at: index, in: text) }

    var scheme: ScoringScheme { tables.scheme }

    @inline(__always)
    var largestBonus: Int { tables.largestBonus(in: text, count: count) }

    @inline(__always)
    func firstIndex(matching patternIndex: Int, from start: Int, to end: Int) -> Int {
        ByteSearch.firstIndex(of: term.pattern[patternIndex], fold: term.folds[patternIndex],
                              in: UnsafeRawPointer(text), from: start, to: end)
    }

    @inline(__always)
    func firstLanes(matching patternIndex: Int, from start: Int, to end: Int) -> (start: Int, lanes: UInt64) {
        ByteSearch.firstLanes(of: term.pattern[patternIndex], fold: term.folds[patternIndex],
                              in: UnsafeRawPointer(text), from: start, to: end)
    }

    @inline(__always)
    func lastIndex(matching patternIndex: Int, from start: Int, to end: Int) -> Int {
        ByteSearch.lastIndex(of: term.pattern[patternIndex], fold: term.folds[patternIndex],
                             in: UnsafeRawPointer(text), from: start, to: end)
    }

    @inline(__always)
    func isSpace(at index: Int) -> Bool { Self.isSpace(text[index]) }

    @inline(__always)
    func scalar(at index: Int) -> UInt32 { UInt32(text[index]) }

    @inline(__always)
    func patternIsSpace(_ patternIndex: Int) -> Bool { Self.isSpace(term.pattern[patternIndex]) }

    /// White space as anchors skip it (the ASCII part of Go's `unicode.IsSpace`).
    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }
}
