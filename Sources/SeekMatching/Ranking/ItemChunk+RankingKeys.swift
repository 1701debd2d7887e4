extension ItemChunk {
    /// The ranking keys of `entries`, matches of this chunk's items, whose first item has input
    /// index `firstIndex`: each with its item's length as the tiebreak compares it
    /// (``RankingKey/rankedLength(_:count:isASCII:)``).
    func keys(of entries: [UInt32], firstIndex: Int) -> [UInt64] {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                entries.map { Self.key(ofEntry: $0, firstIndex: firstIndex, bytes: bytes.baseAddress!, starts: starts, isASCII: isASCII) }
            }
        }
    }

    /// The ranking key of one entry; see ``keys(of:firstIndex:)``.
    func key(ofEntry entry: UInt32, firstIndex: Int) -> UInt64 {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                Self.key(ofEntry: entry, firstIndex: firstIndex, bytes: bytes.baseAddress!, starts: starts, isASCII: isASCII)
            }
        }
    }

    /// The ranking key of `entry` over a chunk's `bytes` and item `starts`; `isASCII` is the
    /// chunk's (``isASCII``).
    @inline(__always)
    static func key(ofEntry entry: UInt32, firstIndex: Int, bytes: UnsafePointer<UInt8>, starts: UnsafeBufferPointer<UInt32>,
                    isASCII: Bool) -> UInt64 {
        let offset = RankingKey.offset(ofEntry: entry)
        let lower = Int(starts[offset])
        let length = Int(starts[offset + 1]) - 1 - lower
        return RankingKey.key(entry: entry, index: firstIndex + offset, length: RankingKey.rankedLength(bytes + lower, count: length, isASCII: isASCII))
    }
}
