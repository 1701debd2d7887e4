import Testing
@testable import SeekMatching

/// Non-ASCII letters fold as fzf folds them (checked against fzf itself in FoldingParityTests,
/// when it is installed): these cases hold without it.
@Suite struct FoldingTests {
    func matches(_ query: String, _ items: [String]) -> [String] {
        let snapshot = MatchEngine(store: ItemStore(items)).match(query, generation: 1)
        return (snapshot?.matches.map { items[$0.index] } ?? []).sorted()
    }

    /// The lowercase table looks up only the ranges that hold uppercase letters; every other
    /// scalar of the plane must be its own lowercase form, as the Unicode properties say.
    @Test func theLowercaseTableAgreesWithTheUnicodePropertiesOnEveryScalar() {
        var mismatches: [UInt32] = []
        for scalar in UInt32(0)..<0x10000 {
            let expected = scalar < 0x80 ? (scalar &- 0x41 < 26 ? scalar | 0x20 : scalar) : ScalarFolding.computedLowercase(scalar)
            if ScalarFolding.lowercased(scalar) != expected { mismatches.append(scalar) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
        #expect(ScalarFolding.lowercased(0xC9) == 0xE9)  // É
    }

    @Test func ssFindsStrasseWithASharpS() {
        #expect(matches("ss", ["straße", "strae"]) == ["straße"])
    }

    @Test func iconFindsTheDotlessIAsFzfFoldsIt() {
        #expect(matches("icon", ["ıcon", "cons"]) == ["ıcon"])
    }

    @Test func lettersWithTwoMarksThatFzfLeavesAloneDoNotFold() {
        #expect(matches("ab", ["ǟb", "æb", "ab"]) == ["ab"])
    }

    @Test func fullwidthASCIIFoldsToASCII() {
        #expect(matches("abc", ["ＡＢＣ", "ａｂｃ", "xyz"]) == ["ＡＢＣ", "ａｂｃ"])
    }

    @Test func onlyUppercaseLettersAreLowercasedInItems() {
        #expect(matches("ⅻ", ["Ⅻ", "ⅻ"]) == ["ⅻ"], "a letter number keeps its case, as in fzf")
        #expect(matches("ǆ", ["ǅ", "Ǆ", "ǆ"]) == ["Ǆ", "ǆ"], "a titlecase letter keeps its case, as in fzf")
        #expect(matches("Ⅻ", ["Ⅻ", "ⅻ"]) == ["Ⅻ"], "a pattern with a cased letter is case-sensitive")
    }

    @Test func aTermWithAFoldableLetterMatchesOnlyThatLetter() {
        #expect(matches("é", ["é", "e", "É"]) == ["É", "é"])
        #expect(matches("e", ["é", "e", "É"]) == ["e", "é", "É"].sorted())
    }
}
