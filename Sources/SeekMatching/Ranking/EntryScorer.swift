/// Scores the entries a scan left unscored, for ranking past the eagerly ranked top.
struct EntryScorer: Sendable {
    private let matcher: QueryMatcher?
    private let ascii: ASCIIQuery.Storage?

    /// A scorer for `query`'s entries in `segments`; compiles nothing when every entry is scored.
    init(query: Query, segments: [[UInt32]]) {
        let needsScoring = segments.contains { $0.contains { !RankingKey.isScored($0) } }
        matcher = needsScoring ? QueryMatcher(query) : nil
        ascii = needsScoring ? ASCIIQuery.Storage(query) : nil
    }

    /// `entries` of the matches in `chunk`, each with its score.
    func scoredEntries(of entries: [UInt32], in chunk: ItemChunk) -> [UInt32] {
        guard let matcher, entries.contains(where: { !RankingKey.isScored($0) }) else { return entries }
        var scratch: [UInt32] = []
        // One room for the fuzzy searches of the whole chunk, as a scan keeps (see ``ASCIIQuery/score(_:count:workspace:)``).
        var workspace: [Int32] = []
        return chunk.bytes.withUnsafeBufferPointer { bytes in
            chunk.starts.withUnsafeBufferPointer { itemStarts in
                entries.map { entry in
                    guard !RankingKey.isScored(entry) else { return entry }
                    let offset = RankingKey.offset(ofEntry: entry)
                    let lower = Int(itemStarts[offset])
                    let length = Int(itemStarts[offset + 1]) - 1 - lower
                    let text = UnsafeBufferPointer(rebasing: bytes[lower..<(lower + length)])
                    let textIsASCII = chunk.isASCII || UTF8Decoding.isASCII(text)
                    let score: Int?
                    if textIsASCII, let ascii {
                        score = withExtendedLifetime(ascii) { ascii.query.score(bytes.baseAddress! + lower, count: length, workspace: &workspace) }
                    } else {
                        score = matcher.score(text, isASCII: textIsASCII, scratch: &scratch)
                    }
                    return RankingKey.entry(score: score ?? 0, offset: offset)
                }
            }
        }
    }
}
