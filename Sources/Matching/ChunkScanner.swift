/// Scans the items of one chunk against a compiled query, recording an entry for every match and
/// keeping the best keys; one scanner per chunk, so workers share nothing while they run.
struct ChunkScanner {
    let matcher: QueryMatcher
    /// The query compiled for ASCII items, when its patterns are ASCII.
    let ascii: ASCIIQuery?
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<UInt32>
    let isASCII: Bool
    let firstIndex: Int
    var entries: [UInt32] = []
    var best: BestKeys
    private var scratch: [UInt32] = []

    init(matcher: QueryMatcher, ascii: ASCIIQuery?, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<UInt32>,
         isASCII: Bool, firstIndex: Int, expectedCount: Int, bestCapacity: Int) {
        self.matcher = matcher
        self.ascii = ascii
        self.bytes = bytes
        self.starts = starts
        self.isASCII = isASCII
        self.firstIndex = firstIndex
        self.best = BestKeys(capacity: bestCapacity)
        entries.reserveCapacity(expectedCount)
    }

    /// Matches the item at `offset` in the chunk.
    @inline(__always)
    mutating func visit(_ offset: Int) {
        let lower = Int(starts[offset])
        let upper = Int(starts[offset + 1]) - 1
        let text = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        let textIsASCII = isASCII || UTF8Decoding.isASCII(text)
        let found: Int?
        if textIsASCII, let ascii {
            found = ascii.score(bytes.baseAddress! + lower, count: upper - lower)
        } else {
            found = matcher.score(text, isASCII: textIsASCII, scratch: &scratch)
        }
        guard let score = found else { return }
        let entry = RankingKey.entry(score: score, offset: offset)
        entries.append(entry)
        best.offer(RankingKey.key(entry: entry, index: firstIndex + offset, length: upper - lower))
    }
}
