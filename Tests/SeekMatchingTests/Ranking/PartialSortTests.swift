@testable import SeekMatching
import Testing

/// The sorts of ranking keys give the standard library's order, whatever the keys' arrangement.
struct PartialSortTests {
    /// Keys in arrangements that a quicksort finds hard, and random ones, of many lengths.
    static func arrangements(count: Int) -> [[UInt64]] {
        var generator = SystemRandomNumberGenerator()
        let ascending = (0..<count).map { UInt64($0) * 7 }
        let organPipe = (0..<count).map { UInt64(min($0, count - $0)) }
        return [
            ascending,
            ascending.reversed(),
            organPipe,
            (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) },
            (0..<count).map { _ in UInt64.random(in: 0...3, using: &generator) },
            Array(repeating: 42, count: count),
        ]
    }

    @Test(arguments: [0, 1, 2, 3, 15, 16, 17, 64, 200, 1_000, 10_000])
    func sortingKeysGivesTheStandardOrder(count: Int) {
        for keys in Self.arrangements(count: count) {
            var sorted = keys
            PartialSort.sort(&sorted)
            #expect(sorted == keys.sorted())
        }
    }

    @Test(arguments: [1, 5, 16, 100, 999])
    func sortingAPrefixPutsTheSmallestKeysFirstInOrder(wanted: Int) {
        for keys in Self.arrangements(count: 1_000) {
            var arranged = keys
            arranged.withUnsafeMutableBufferPointer { PartialSort.sortPrefix($0, count: wanted) }
            #expect(Array(arranged.prefix(wanted)) == Array(keys.sorted().prefix(wanted)))
            #expect(arranged.sorted() == keys.sorted())
        }
    }
}
