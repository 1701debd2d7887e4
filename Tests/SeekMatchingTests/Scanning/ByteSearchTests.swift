import SeekTestSupport
import Testing
@testable import SeekMatching

/// The word- and block-at-a-time searches read the last (or first) bytes of a range as a whole
/// word or block that overlaps bytes already searched; they must still find exactly what a
/// byte-by-byte search finds, on ranges of several blocks and none.
@Suite struct ByteSearchTests {
    static let alphabet = Array("aAbB/_ 1".utf8)

    /// On random ranges of random texts, with and without case folding, the first and last
    /// match and every match of the first block holding one are those a plain loop finds.
    @Test func wordSearchesFindWhatAByteLoopFinds() {
        var generator = SeededGenerator(seed: 20261124)
        var blocksWithSeveralMatches = 0
        for _ in 0..<5000 {
            let end = Int.random(in: 0...80, using: &generator)
            let bytes = (0..<end).map { _ in Self.alphabet.randomElement(using: &generator)! }
            let start = Int.random(in: 0...end, using: &generator)
            let target = Array("ab/1".utf8).randomElement(using: &generator)!
            let fold = ByteSearch.fold(for: target, ignoringCase: Bool.random(using: &generator))
            let matching = (start..<end).filter { bytes[$0] | fold == target }
            bytes.withUnsafeBytes { raw in
                let base = raw.baseAddress ?? UnsafeRawPointer(bitPattern: 8)!
                #expect(ByteSearch.firstIndex(of: target, fold: fold, in: base, from: start, to: end) == matching.first ?? end)
                #expect(ByteSearch.lastIndex(of: target, fold: fold, in: base, from: start, to: end) == matching.last ?? -1)
                let block = ByteSearch.firstLanes(of: target, fold: fold, in: base, from: start, to: end)
                var found: [Int] = []
                var lanes = block.lanes
                while lanes != 0 {
                    found.append(block.start + lanes.trailingZeroBitCount / 8)
                    lanes &= lanes - 1
                }
                let expected = matching.first.map { first in
                    matching.filter { $0 < block.start + 8 && $0 >= first }
                } ?? []
                #expect(found == expected, "\(String(decoding: bytes, as: UTF8.self)) \(start)..<\(end)")
                #expect(found.allSatisfy { $0 - block.start < 8 && $0 >= block.start })
                if let first = matching.first { #expect(block.start <= first && first < block.start + 8) }
                if found.count > 1 { blocksWithSeveralMatches += 1 }
            }
        }
        #expect(blocksWithSeveralMatches > 500)
    }

    /// The pair search finds the first place where one byte is followed, `distance` bytes later,
    /// by another, as a plain loop does, on ranges of several blocks, up to the last place
    /// whose follower the range lets it read.
    @Test func thePairSearchFindsWhatAByteLoopFinds() {
        var generator = SeededGenerator(seed: 20261126)
        var found = 0
        for _ in 0..<5000 {
            let distance = Int.random(in: 1...4, using: &generator)
            let count = Int.random(in: distance...80, using: &generator)
            let bytes = (0..<count).map { _ in Self.alphabet.randomElement(using: &generator)! }
            // The search reads up to `end - 1 + distance`: the last byte.
            let end = count - distance
            let start = Int.random(in: 0...end, using: &generator)
            let first = Array("ab/1".utf8).randomElement(using: &generator)!
            let last = Array("ab/1".utf8).randomElement(using: &generator)!
            let firstFold = ByteSearch.fold(for: first, ignoringCase: Bool.random(using: &generator))
            let lastFold = ByteSearch.fold(for: last, ignoringCase: Bool.random(using: &generator))
            let expected = (start..<end).first { bytes[$0] | firstFold == first && bytes[$0 + distance] | lastFold == last }
            bytes.withUnsafeBytes { raw in
                let base = raw.baseAddress ?? UnsafeRawPointer(bitPattern: 8)!
                let index = ByteSearch.firstIndex(of: first, fold: firstFold, followedBy: last, fold: lastFold, at: distance,
                                                  in: base, from: start, to: end)
                #expect(index == (expected ?? end), "\(String(decoding: bytes, as: UTF8.self)) \(start)..<\(end) at \(distance)")
            }
            if expected != nil { found += 1 }
        }
        #expect(found > 1000)
    }
}
