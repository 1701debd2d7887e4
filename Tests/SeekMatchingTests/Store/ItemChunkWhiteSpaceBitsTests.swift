import Testing
@testable import SeekMatching

/// A chunk keeps, per item, whether it holds white space or a control character, so that scans
/// read one bit instead of searching the item; the bit must say what the search says, however
/// the chunk was built.
@Suite struct ItemChunkWhiteSpaceBitsTests {
    /// Whether the bytes of item `offset` of `chunk` hold a byte below `!`, searched.
    static func searchedHoldsWhiteSpace(_ chunk: ItemChunk, _ offset: Int) -> Bool {
        chunk.bytes[chunk.range(of: offset)].contains { $0 < 0x21 }
    }

    /// Every item's bit equals the search of its bytes, in every chunk of `store`.
    static func expectBitsMatchTheSearch(_ store: ItemStore, sourceLocation: SourceLocation = #_sourceLocation) {
        for chunk in store.chunks { expectBitsMatchTheSearch(chunk, sourceLocation: sourceLocation) }
    }

    static func expectBitsMatchTheSearch(_ chunk: ItemChunk, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(chunk.whiteSpaceBits.count == (chunk.count + 63) / 64, sourceLocation: sourceLocation)
        for offset in 0..<chunk.count {
            #expect(chunk.holdsWhiteSpace(offset) == searchedHoldsWhiteSpace(chunk, offset),
                    "item \(offset): \(String(decoding: chunk.bytes[chunk.range(of: offset)], as: UTF8.self).debugDescription)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Items with and without white space and control characters at the start, the middle and
    /// the end, short and longer than one vector block, ASCII or not; enough of them to span
    /// several words of bits.
    static func items(nonASCII: Bool) -> [String] {
        let odd = ["", " ", "\t", "a b", "/usr/share/doc", "/tmp/tab\there", "/end ", " start", "bell\u{07}",
                   "/x" + String(repeating: "y", count: 37) + " ", "/x" + String(repeating: "y", count: 40),
                   String(repeating: "z", count: 16) + "\u{1F}" + String(repeating: "z", count: 16), "\u{7F}del", "~!"]
        return (0..<150).map { number in
            let item = odd[number % odd.count] + (number % 5 == 0 ? "\(number)" : "")
            return nonASCII && number % 3 == 0 ? item + "é ü" : nonASCII && number % 7 == 0 ? "café" + item : item
        }
    }

    @Test func theBitIsTheSearchForChunksMadeWhole() {
        for nonASCII in [false, true] {
            let chunk = MatchEngineTests.chunk(Self.items(nonASCII: nonASCII)[...])
            #expect(chunk.isASCII == !nonASCII)
            Self.expectBitsMatchTheSearch(chunk)
        }
    }

    @Test func theBitIsTheSearchForChunksAppendedItemByItem() {
        for nonASCII in [false, true] {
            let chunk = ItemChunkProfileTests.appended(Self.items(nonASCII: nonASCII))
            #expect(chunk.isASCII == !nonASCII)
            Self.expectBitsMatchTheSearch(chunk)
            #expect(chunk.whiteSpaceBits == MatchEngineTests.chunk(Self.items(nonASCII: nonASCII)[...]).whiteSpaceBits)
        }
    }

    @Test func theBitIsTheSearchForStoresAndTheirSuffixes() {
        let items = Self.items(nonASCII: false) + Self.items(nonASCII: true)
        let store = MatchEngineTests.store(items, chunkSize: 70)
        #expect(store.chunks.count > 2)
        Self.expectBitsMatchTheSearch(store)
        Self.expectBitsMatchTheSearch(store.suffix(store.count - 101))
    }

    @Test func theSetBitsAreExactlyTheItemsWithWhiteSpace() {
        let items = (0..<200).map { $0.isMultiple(of: 9) ? "/a b/\($0)" : "/ab/\($0)" }
        let chunk = MatchEngineTests.chunk(items[...])
        #expect((0..<chunk.count).filter { chunk.holdsWhiteSpace($0) } == Array(stride(from: 0, to: 200, by: 9)))
        #expect(ItemChunk().whiteSpaceBits.isEmpty)
    }
}
