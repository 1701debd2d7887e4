import SeekTestSupport

/// `bytes` cut at random points: mostly short pieces (down to single bytes, so that cuts fall
/// inside UTF-8 sequences, CRLFs and doubled quotes), some long ones, and some empty.
func randomPieces(of bytes: [UInt8], seed: UInt64) -> [[UInt8]] {
    var generator = SeededGenerator(seed: seed)
    var pieces: [[UInt8]] = []
    var start = 0
    while start < bytes.count {
        let length = Bool.random(using: &generator)
            ? Int.random(in: 0...3, using: &generator)
            : Int.random(in: 1...64, using: &generator)
        let end = min(start + length, bytes.count)
        pieces.append(Array(bytes[start..<end]))
        start = end
    }
    return pieces
}
