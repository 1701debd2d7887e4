import SeekTestSupport
import Testing
@testable import SeekMatching

/// A first scan of ASCII chunks jumps between occurrences of one required byte; it must find
/// exactly what visiting every item finds.
@Suite struct RequiredByteTests {
    @Test func theRarestRequiredByteIsChosenAndNegatedOrAlternativeTermsGiveNone() {
        #expect(RequiredByte(Query("src"))?.byte == UInt8(ascii: "c"))
        #expect(RequiredByte(Query("zoneinfo"))?.byte == UInt8(ascii: "z"))
        #expect(RequiredByte(Query("Makefile"))?.byte == UInt8(ascii: "k"))
        #expect(RequiredByte(Query("Makefile"))?.fold == 0)
        #expect(RequiredByte(Query("Main"))?.byte == UInt8(ascii: "M"))
        #expect(RequiredByte(Query("make"))?.fold == 0x20)
        #expect(RequiredByte(Query("!z")) == nil)
        #expect(RequiredByte(Query("a | z")) == nil)
        #expect(RequiredByte(Query("!z gz$"))?.byte == UInt8(ascii: "z"))
    }

    @Test func freshScansFindWhatTheReferenceFinds() {
        var generator = SeededGenerator(seed: 21)
        let items = ScorePruningTests.randomPaths(4000, using: &generator) + ["", " ", "Z", "zz z", "  ^lead", "tail$  "]
        let store = MatchEngineTests.store(items, chunkSize: 700)
        #expect(store.chunks.allSatisfy { $0.isASCII })
        for query in ["z", "Z", "x_y", "'x_y", "^/src", "mo$", "^Doc$", "LC", "lc", "s r", "a\\ b", "src !py",
                      "src | z", "!^/", "^lead", "tail$", "y"] {
            let engine = MatchEngine(store: store)
            let snapshot = engine.match(query, generation: 1)!
            #expect(Array(snapshot.matches) == MatchEngineTests.reference(query, items), "\(query)")
        }
    }
}
