import SeekTestSupport
import Testing
@testable import SeekMatching

/// A chunk tells, from one pass over its bytes, whether any item may earn the white-space bonus;
/// scans of chunks where none does bound every item's score without reading it.
@Suite struct ItemChunkProfileTests {
    static func chunk(_ items: [String]) -> ItemChunk { MatchEngineTests.chunk(items[...]) }

    /// The same chunk built item by item, as a streaming reader builds it.
    static func appended(_ items: [String]) -> ItemChunk {
        var chunk = ItemChunk()
        for item in items { chunk.append(bytes: Array(item.utf8)) }
        return chunk
    }

    @Test func pathsWithoutWhiteSpaceEarnNoWhiteBonus() {
        let items = ["/usr/share/doc", "/etc/rc2.d/S01dbus", "./a-b_c.txt", "/", "", "/x" + String(repeating: "y", count: 40)]
        #expect(!Self.chunk(items).mayEarnWhiteBonus)
        #expect(!Self.appended(items).mayEarnWhiteBonus)
        #expect(Self.chunk(items).isASCII)
    }

    @Test func aSpaceOrControlCharacterAnywhereMayEarnIt() {
        for odd in ["/usr/My Documents/a", "/tmp/tab\there", "/end ", "/x" + String(repeating: "y", count: 37) + " "] {
            let items = ["/usr/share/doc", odd, "/etc"]
            #expect(Self.chunk(items).mayEarnWhiteBonus, "\(odd)")
            #expect(Self.appended(items).mayEarnWhiteBonus, "\(odd)")
        }
    }

    /// Chunks longer than one batch of the vector count (255 blocks of 16 bytes).
    @Test func aLongChunkIsCountedWhole() {
        let paths = (0..<2000).map { "/usr/share/doc/package-\($0)/README" }
        #expect(!Self.chunk(paths).mayEarnWhiteBonus)
        #expect(Self.chunk(paths + ["/usr/share/doc/last one"]).mayEarnWhiteBonus)
        #expect(Self.chunk(Array(paths[..<1500]) + ["/tmp/a b"] + paths[1500...]).mayEarnWhiteBonus)
        #expect(!Self.chunk(paths + ["/tmp/é"]).isASCII)
    }

    @Test func anItemStartingWithALetterOrDigitMayEarnIt() {
        for start in ["src/main.swift", "Makefile", "9lives"] {
            #expect(Self.chunk(["/usr", start]).mayEarnWhiteBonus, "\(start)")
            #expect(Self.appended(["/usr", start]).mayEarnWhiteBonus, "\(start)")
        }
    }

    @Test func aNonASCIIItemMayEarnIt() {
        let items = ["/usr", "/tmp/café"]
        #expect(Self.chunk(items).mayEarnWhiteBonus)
        #expect(!Self.chunk(items).isASCII)
        #expect(Self.appended(items).mayEarnWhiteBonus)
    }

    /// Whole scans over chunks where no item earns the white-space bonus, typed one character at
    /// a time, rank exactly as the reference order: single characters (recorded from the byte
    /// search alone when out of reach), fuzzy prefixes, and exact and anchored terms whose first
    /// character is a delimiter (whose bound counts that character's own bonus).
    @Test func scansOfChunksWithoutWhiteSpaceRankAsTheReference() {
        var generator = SeededGenerator(seed: 21)
        let items = ScorePruningTests.randomPaths(6000, using: &generator).map { path in
            "/" + path.split(separator: " ").joined(separator: "-")
        }
        let store = MatchEngineTests.store(items, chunkSize: 700)
        #expect(store.chunks.allSatisfy { !$0.mayEarnWhiteBonus })
        let engine = MatchEngine(store: store)
        var generation = 0
        for typed in ["s", "so", "soc", "sock", "src/m", "'lib", "'lib ^/", "'lib ^/u", "^/", "^/s", ".py", "py$", "l", "L"] {
            for length in 1...typed.count {
                generation += 1
                let query = String(typed.prefix(length))
                let snapshot = engine.match(query, generation: generation)!
                #expect(Array(snapshot.matches) == MatchEngineTests.reference(query, items), "\(query)")
            }
        }
    }
}
