/// Converts a matcher's positions, which count Unicode scalars, into the character (grapheme)
/// indexes that the screen highlights.
public enum Highlights {
    /// The character indexes of `text` that contain at least one of the scalar `positions`
    /// (sorted ascending).
    public static func characters(in text: String, scalarPositions positions: [Int]) -> Set<Int> {
        guard !positions.isEmpty else { return [] }
        // In ASCII text without CR (CR LF is the one cluster of two ASCII scalars) every scalar is
        // a character of its own, so the positions are the indexes, with no cluster walk.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            let count = text.utf8.count
            return Set(positions.lazy.filter { $0 >= 0 && $0 < count })
        }
        var result = Set<Int>()
        var scalarIndex = 0
        var wanted = positions.makeIterator()
        var next = wanted.next()
        for (characterIndex, character) in text.enumerated() {
            guard next != nil else { break }
            let count = character.unicodeScalars.count
            while let position = next, position < scalarIndex + count {
                if position >= scalarIndex { result.insert(characterIndex) }
                next = wanted.next()
            }
            scalarIndex += count
        }
        return result
    }
}
