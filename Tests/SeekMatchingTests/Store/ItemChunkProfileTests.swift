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
        for item in items { Array(item.utf8).withUnsafeBufferPointer { chunk.append(item: $0) } }
        return chunk
    }

    /// The same chunk written whole by its caller with the profile worked out item by item, as
    /// a page of a table's rows is written.
    static func written(_ items: [String]) -> ItemChunk {
        var bytes: [UInt8] = []
        var starts: [UInt32] = [0]
        var profile = ItemChunk.GrowingProfile()
        for item in items {
            Array(item.utf8).withUnsafeBufferPointer { profile.add($0) }
            bytes += Array(item.utf8) + [0x0A]
            starts.append(UInt32(bytes.count))
        }
        return ItemChunk(terminatedItems: bytes, starts: starts, profile: profile)
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

    /// A chunk built item by item, or written whole with its profile worked out item by item (a
    /// page of a table's rows), has the profile the one pass over
    /// the whole chunk finds: the same ASCII flag, white-space bits and bonus flag, for items
    /// with spaces, tabs, newlines and control characters anywhere, non-ASCII and empty items,
    /// past a word of bits.
    @Test func aChunkBuiltItemByItemHasTheProfileOfOnePass() {
        var generator = SeededGenerator(seed: 5)
        let pieces = ["/usr", "share", " ", "\t", "\n", "\u{1}", "é", "-", "Lamp", "9", "", "\r", "日本"]
        for round in 0..<40 {
            let items = (0..<(1 + round * 7)).map { _ in
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            let whole = Self.chunk(items)
            for built in [Self.appended(items), Self.written(items)] {
                #expect(built.isASCII == whole.isASCII, "\(items)")
                #expect(built.whiteSpaceBits == whole.whiteSpaceBits, "\(items)")
                #expect(built.mayEarnWhiteBonus == whole.mayEarnWhiteBonus, "\(items)")
                #expect(built.bytes == whole.bytes && built.starts == whole.starts)
            }
        }
    }

    /// A chunk stored without its profile (a record store's) assumes the most cautious one, and
    /// scanned anyway it ranks exactly as the profiled chunk of the same items.
    @Test func anUnscannedChunkScansAsItsProfiledChunk() {
        var generator = SeededGenerator(seed: 8)
        let items = ScorePruningTests.randomPaths(600, using: &generator) + ["Premium Cast Iron Lamp", "café crème", "/usr/lib"]
        let profiled = Self.chunk(items)
        let unscanned = ItemChunk(unscannedItems: profiled.bytes, starts: profiled.starts)
        #expect(!unscanned.isASCII && unscanned.mayEarnWhiteBonus)
        #expect((0..<unscanned.count).allSatisfy(unscanned.holdsWhiteSpace))
        var profiledStore = ItemStore()
        profiledStore.append(profiled)
        var unscannedStore = ItemStore()
        unscannedStore.append(unscanned)
        let profiledEngine = MatchEngine(store: profiledStore)
        let unscannedEngine = MatchEngine(store: unscannedStore)
        for (generation, query) in ["l", "li", "lib", "'lib ^/", "cast lamp", "caf", "py$", "s"].enumerated() {
            let expected = profiledEngine.match(query, generation: generation + 1)!
            let found = unscannedEngine.match(query, generation: generation + 1)!
            #expect(Array(found.matches) == Array(expected.matches), "\(query)")
            #expect(!found.matches.isEmpty, "\(query)")
        }
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
