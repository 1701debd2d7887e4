import SeekMatching
import Testing

/// `ItemStore.suffix(_:)`, which `--tail` keeps the last lines with.
@Suite struct ItemStoreSuffixTests {
    @Test func theSuffixHoldsTheLastItemsAcrossChunks() {
        var store = ItemStore()
        // Chunks of three items each, so the cut falls inside one.
        for start in stride(from: 0, to: 12, by: 3) {
            store.append(ItemStore((start..<start + 3).map { "item \($0)" }).chunks[0])
        }
        #expect(store.chunks.count == 4)
        let kept = store.suffix(5)
        #expect((0..<kept.count).map { kept.text(at: $0) } == (7..<12).map { "item \($0)" })
        #expect(kept.chunks.count == 2, "the chunks before the cut are gone")
        #expect(kept.chunks[0].bytes.count == "item 7\nitem 8\n".utf8.count, "the cut chunk keeps only what follows the cut")
    }

    @Test func aSuffixOfEveryItemOrNoneIsTheStoreOrEmpty() {
        let store = ItemStore(["a", "b"])
        #expect(store.suffix(2).count == 2 && store.suffix(9).count == 2)
        #expect(store.suffix(0).isEmpty)
    }
}
