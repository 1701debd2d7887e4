import SeekProviders
import Testing

/// How a count reads: itself up to the limit it was counted to, the limit and a "+" above it.
@Suite struct CountTextTests {
    @Test func aCountUpToItsLimitReadsAsItselfAndAboveItAsTheGroupedLimitAndAPlus() {
        #expect(CountText.of(10_000, limit: 10_000) == "10000")
        #expect(CountText.of(10_001, limit: 10_000) == "10,000+")
        #expect(CountText.of(1_234_568, limit: 1_234_567) == "1,234,567+")
        #expect(CountText.of(461, limit: nil) == "461")
    }

    @Test func aLowerBoundReadsAsOneLessAndAPlus() {
        #expect(CountText.of(atLeast: 201, limit: 10_000) == "200+")
        #expect(CountText.of(atLeast: 20_001, limit: 10_000) == "10,000+")
        #expect(CountText.of(atLeast: 1, limit: nil) == "1")
    }
}
