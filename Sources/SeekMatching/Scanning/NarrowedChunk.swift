/// The part of an earlier result that a narrowing scan revisits in one chunk: its matches there,
/// the matches it counted but did not list, the earlier clauses' scores it kept, and the first
/// item it had not seen (items appended to the chunk since are visited as new).
///
/// For a scan of every item, all are empty and `firstUnseen` is 0.
struct NarrowedChunk {
    /// The earlier result's entries in this chunk, in input order; nil without an earlier result.
    let entries: [UInt32]?
    /// The offsets of the earlier result's matches counted but not listed (see ``ScanResult/unlisted``).
    let unlisted: [UInt32]?
    /// The earlier clauses' kept score per entry (see ``ScanResult/earlierScores``), when kept.
    let earlierScores: [UInt16]?
    /// The trace per entry (see ``ScanResult/prefixTraces``), when kept.
    let traces: [PrefixTrace]?
    /// The offset of the first item the earlier result had not seen.
    let firstUnseen: Int

    /// The part of `base` in chunk `index`; nothing when `base` is nil or had no such chunk yet.
    init(_ base: ScanResult?, chunk index: Int) {
        guard let base, index < base.segments.count else {
            entries = nil
            unlisted = nil
            earlierScores = nil
            traces = nil
            firstUnseen = 0
            return
        }
        entries = base.segments[index]
        unlisted = base.unlisted?[index]
        earlierScores = base.earlierScores?[index]
        traces = base.prefixTraces?[index]
        firstUnseen = base.store.chunks[index].count
    }

    /// How many earlier matches are revisited.
    var count: Int { (entries?.count ?? 0) + (unlisted?.count ?? 0) }

    /// The kept score of the earlier clauses for the entry at `position`, 0 when unknown.
    @inline(__always)
    func earlierScore(at position: Int) -> UInt16 {
        guard let earlierScores, !earlierScores.isEmpty else { return 0 }
        return earlierScores[position]
    }
}
