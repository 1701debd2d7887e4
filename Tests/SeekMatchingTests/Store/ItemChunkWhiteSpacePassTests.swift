import SeekTestSupport
import Testing
@testable import SeekMatching

/// `ItemChunk.profile` finds the white-space bits in its one vector pass over the chunk's bytes,
/// skipping the bytes equal to the last item's terminator; the bits, the ASCII test and
/// `mayEarnWhiteBonus` must equal their plain per-item definitions wherever the bytes fall
/// (the first or last byte of an item, across blocks of sixteen and rounds of thirty-two, in
/// the bytes after the last whole round), whatever the terminators are, and when an item holds
/// the terminator's value itself.
@Suite struct ItemChunkWhiteSpacePassTests {
    /// A chunk of `items`, item `i` followed by `terminators[i]`.
    static func chunk(_ items: [[UInt8]], terminators: [UInt8]) -> ItemChunk {
        var bytes: [UInt8] = []
        var starts: [UInt32] = [0]
        for (item, terminator) in zip(items, terminators) {
            bytes += item + [terminator]
            starts.append(UInt32(bytes.count))
        }
        return ItemChunk(terminatedItems: bytes, starts: starts)
    }

    /// A chunk of `items`, each followed by `terminator`.
    static func chunk(_ items: [[UInt8]], terminator: UInt8 = 0x0A) -> ItemChunk {
        chunk(items, terminators: Array(repeating: terminator, count: items.count))
    }

    /// Each item's bit, the ASCII test and `mayEarnWhiteBonus` equal their definitions by the
    /// items' bytes.
    static func expectTheDefinitions(_ chunk: ItemChunk, _ items: [[UInt8]], _ comment: Comment? = nil,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        var bits = [UInt64](repeating: 0, count: (items.count + 63) / 64)
        for (offset, item) in items.enumerated() where item.contains(where: { $0 < 0x21 }) {
            bits[offset / 64] |= 1 << UInt64(offset % 64)
        }
        let isASCII = items.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        let startsWord = items.contains { $0.first.map(ItemChunk.startsWord) == true }
        #expect(chunk.whiteSpaceBits == bits, comment, sourceLocation: sourceLocation)
        #expect(chunk.isASCII == isASCII, comment, sourceLocation: sourceLocation)
        #expect(chunk.mayEarnWhiteBonus == (!isASCII || startsWord || bits.contains { $0 != 0 }), comment,
                sourceLocation: sourceLocation)
    }

    /// A path of `count` bytes, none below `!` and none starting a word.
    static func filler(_ count: Int) -> [UInt8] {
        (0..<count).map { $0 == 0 ? UInt8(ascii: "/") : UInt8(ascii: "a") + UInt8($0 % 26) }
    }

    @Test func aByteBelowTheSpaceIsFoundAtEitherEndOfAnItemWhereverItFalls() {
        for lead in 0..<34 {
            for length in 1...40 {
                for position in Set([0, length / 2, length - 1]) {
                    for byte: UInt8 in [0x20, 0x09, 0x00] {
                        var odd = Self.filler(length)
                        odd[position] = byte
                        let items = [Self.filler(lead), odd, Self.filler(7), Self.filler(50)]
                        Self.expectTheDefinitions(Self.chunk(items), items, "lead \(lead), length \(length), at \(position)")
                    }
                }
            }
        }
    }

    @Test func severalItemsInOneBlockGetTheirOwnBits() {
        let items: [[UInt8]] = [Array(" a".utf8), Array("b".utf8), Array("c d".utf8), [], Array("\t".utf8),
                                Array("/e".utf8), Array("f ".utf8), Array(" ".utf8), Array("/ghi jkl mno pqr stu".utf8)]
        Self.expectTheDefinitions(Self.chunk(items), items)
        Self.expectTheDefinitions(Self.chunk(items, terminator: 0), items)
    }

    @Test func chunksShorterThanOneRoundAreReadByteByByte() {
        for length in 0...40 {
            for position in 0..<max(length, 1) {
                var item = Self.filler(length)
                if length > 0 { item[position] = 0x20 }
                Self.expectTheDefinitions(Self.chunk([item]), [item], "length \(length), at \(position)")
                Self.expectTheDefinitions(Self.chunk([Self.filler(length)]), [Self.filler(length)])
            }
        }
    }

    /// A carriage return inside a line, where the chunk's last line ended with one (its
    /// terminator, as the line reader keeps it), and a newline inside an item of a chunk whose
    /// items end with newlines: the bytes the pass skips are then not all terminators, and the
    /// items are searched one by one.
    @Test func anItemHoldingTheLastTerminatorsValueIsFound() {
        let items: [[UInt8]] = [Array("/a\rb".utf8), Array("/c".utf8), Array("/d".utf8)]
        Self.expectTheDefinitions(Self.chunk(items, terminators: [0x0A, 0x0A, 0x0D]), items)
        Self.expectTheDefinitions(Self.chunk(items, terminators: [0x0D, 0x0D, 0x0D]), items)
        let newline: [[UInt8]] = [Self.filler(40), Self.filler(3) + [0x0A] + Self.filler(30), Self.filler(20)]
        Self.expectTheDefinitions(Self.chunk(newline), newline)
        Self.expectTheDefinitions(Self.chunk(newline, terminators: [0x2C, 0x2C, 0x0A]), newline)
        let nul: [[UInt8]] = [Self.filler(5), [0x2F, 0x00, 0x61], Self.filler(5)]
        Self.expectTheDefinitions(Self.chunk(nul, terminator: 0), nul)
    }

    /// Lines ending in carriage returns and newlines mixed, as the line reader keeps them, and
    /// terminators that are not control characters at all.
    @Test func mixedAndPrintableTerminatorsAreNotWhiteSpace() {
        let items = (0..<300).map { Self.filler($0 % 45) }
        let mixed = (0..<300).map { $0.isMultiple(of: 3) ? UInt8(0x0D) : UInt8(0x0A) }
        Self.expectTheDefinitions(Self.chunk(items, terminators: mixed), items)
        Self.expectTheDefinitions(Self.chunk(items, terminators: mixed.reversed()), items)
        Self.expectTheDefinitions(Self.chunk(items, terminator: 0x2C), items)
        var spaced = items
        spaced[100] += [0x20]
        spaced[299] += [0x0A, 0x61]
        Self.expectTheDefinitions(Self.chunk(spaced, terminator: 0x2C), spaced)
        Self.expectTheDefinitions(Self.chunk(spaced, terminators: mixed), spaced)
    }

    @Test func nonASCIIBytesBesideWhiteSpaceKeepBothAnswers() {
        let items: [[UInt8]] = [Array("/café".utf8), Array("/naïve résumé".utf8), Self.filler(33),
                                Array("/日本語\tテキスト".utf8), Array("é ".utf8), Array("/ü".utf8)]
        Self.expectTheDefinitions(Self.chunk(items), items)
        Self.expectTheDefinitions(Self.chunk(Array(items.reversed())), Array(items.reversed()))
    }

    /// Chunks longer than one batch of the vector count of terminators (127 rounds of 32 bytes),
    /// with the odd item early, late or in the bytes after the last whole round.
    @Test func longChunksAreCountedAcrossBatches() {
        let paths = (0..<3000).map { Array("/usr/share/doc/package-\($0)/README".utf8) }
        for odd in [0, 1499, 2998, 2999] {
            var spaced = paths
            spaced[odd].insert(0x20, at: 5)
            Self.expectTheDefinitions(Self.chunk(spaced), spaced, "space in \(odd)")
            var held = paths
            held[odd].insert(0x0A, at: 5)
            Self.expectTheDefinitions(Self.chunk(held), held, "newline in \(odd)")
        }
        Self.expectTheDefinitions(Self.chunk(paths), paths)
    }

    /// Random items of bytes chosen to collide: white space, control characters, the possible
    /// terminators, UTF-8 and letters, with random terminators per chunk and per item.
    @Test func randomChunksHaveTheDefinedBits() {
        var generator = SeededGenerator(seed: 15)
        let alphabet: [UInt8] = [0x2F, 0x61, 0x41, 0x31, 0x2E, 0x20, 0x09, 0x0A, 0x0D, 0x00, 0x1F, 0x2C, 0xC3, 0xA9, 0x7F]
        let terminatorValues: [UInt8] = [0x0A, 0x0D, 0x00, 0x2C]
        for round in 0..<400 {
            let whiteShare = [0, 2, 20, 100][round % 4]
            let items = (0..<Int.random(in: 1...120, using: &generator)).map { _ in
                (0..<Int.random(in: 0...70, using: &generator)).map { _ -> UInt8 in
                    Int.random(in: 0..<1000, using: &generator) < whiteShare
                        ? alphabet[Int.random(in: 5..<alphabet.count, using: &generator)]
                        : alphabet[Int.random(in: 0..<5, using: &generator)]
                }
            }
            let terminators = round.isMultiple(of: 3)
                ? items.map { _ in terminatorValues.randomElement(using: &generator)! }
                : Array(repeating: terminatorValues[round % terminatorValues.count], count: items.count)
            Self.expectTheDefinitions(Self.chunk(items, terminators: terminators), items, "round \(round)")
        }
    }
}
