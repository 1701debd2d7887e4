extension ItemStore {
    /// A store of the last `count` items (every item when there are fewer), for `--tail`: the
    /// chunks before the cut are dropped, those after it shared, and the chunk the cut falls in
    /// copied from the cut on, so that what is kept costs no more than the items themselves.
    ///
    /// - Complexity: O(c + b) for c chunks and the b bytes of the chunk the cut falls in.
    public func suffix(_ count: Int) -> ItemStore {
        guard count < self.count else { return self }
        var kept = ItemStore()
        guard count > 0 else { return kept }
        let (first, offset) = location(of: self.count - count)
        kept.append(chunks[first].suffix(from: offset))
        for chunk in chunks[(first + 1)...] {
            kept.append(chunk)
        }
        return kept
    }
}

extension ItemChunk {
    /// The items from `offset` on, in storage of their own (the chunk itself when `offset` is 0).
    func suffix(from offset: Int) -> ItemChunk {
        guard offset > 0 else { return self }
        let cut = starts[offset]
        return ItemChunk(terminatedItems: Array(bytes[Int(cut)...]), starts: starts[offset...].map { $0 - cut })
    }
}
