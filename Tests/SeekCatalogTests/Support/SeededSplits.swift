/// A small deterministic random generator (SplitMix64), so that a failing split can be replayed
/// from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

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
