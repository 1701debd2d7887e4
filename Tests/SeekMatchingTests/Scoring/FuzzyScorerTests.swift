import Testing
@testable import SeekMatching

@Suite struct FuzzyScorerTests {
    typealias S = FuzzyScorer

    func score(_ pattern: String, _ text: String) -> Int? {
        S(pattern: pattern).score(text)
    }

    @Test func aWholeWordAtTheStartEarnsTheWhiteBoundaryBonusOnEveryCharacter() {
        let expected = 3 * S.matchScore + S.whiteBoundaryBonus * S.firstCharacterMultiplier + 2 * S.whiteBoundaryBonus
        #expect(score("abc", "abc") == expected)
    }

    @Test func aRunAfterASlashEarnsTheDelimiterBonus() {
        let expected = 3 * S.matchScore + S.delimiterBoundaryBonus * S.firstCharacterMultiplier + 2 * S.delimiterBoundaryBonus
        #expect(score("src", "/src") == expected)
    }

    @Test func aRunAfterAnotherNonWordCharacterEarnsTheBoundaryBonus() {
        let expected = 2 * S.matchScore + S.boundaryBonus * S.firstCharacterMultiplier + S.boundaryBonus
        #expect(score("ab", "x-ab") == expected)
    }

    @Test func aCamelCaseHumpEarnsTheCamelCaseBonus() {
        // "B" follows a lowercase letter; "C" follows it directly, keeping the run's bonus.
        let expected = 2 * S.matchScore + S.camelCaseBonus * S.firstCharacterMultiplier + S.camelCaseBonus
        #expect(score("bc", "aBC") == expected)
        #expect(score("B", "aB") == S.matchScore + S.camelCaseBonus * S.firstCharacterMultiplier)
    }

    @Test func aDigitAfterALetterEarnsTheCamelCaseBonus() {
        #expect(score("2", "v2") == S.matchScore + S.camelCaseBonus * S.firstCharacterMultiplier)
    }

    @Test func aMatchInsideAWordEarnsTheConsecutiveBonusAfterItsFirstCharacter() {
        let expected = 2 * S.matchScore + 0 * S.firstCharacterMultiplier + S.consecutiveBonus
        #expect(score("bc", "abc") == expected)
    }

    @Test func gapsCostTheirStartThenTheirExtension() {
        // "a" at the start, then three unmatched characters, then "e" inside the word.
        let expected = 2 * S.matchScore + S.whiteBoundaryBonus * S.firstCharacterMultiplier
            + S.gapStartPenalty + 2 * S.gapExtensionPenalty
        #expect(score("ae", "abcde") == expected)
    }

    @Test func theBetterOfTheEarliestAndLatestWindowsIsChosen() {
        // The earliest "main" sits inside "domain"; the latest one starts after a slash.
        let late = 4 * S.matchScore + S.delimiterBoundaryBonus * S.firstCharacterMultiplier + 3 * S.delimiterBoundaryBonus
        #expect(score("main", "domain/main") == late)
    }

    @Test func aPatternThatIsNotASubsequenceDoesNotMatch() {
        #expect(score("ba", "abc") == nil)
    }

    @Test func smartCaseIgnoresCaseOnlyForLowercasePatterns() {
        #expect(score("abc", "ABC") != nil)
        #expect(score("Abc", "abc") == nil)
    }

    @Test func accentedLatinLettersCountAsTheirBaseLetters() {
        #expect(score("fotan", "Főtanúsítvány") != nil)
        #expect(score("ő", "fo") == nil)
    }

    @Test func positionsAreTheMatchedScalarIndexes() {
        var positions: [Int] = []
        _ = S(pattern: "ac").score("xabc", positions: &positions)
        #expect(positions == [1, 3])
        #expect(QueryMatcher(Query("é b")).matchedPositions(in: "aébc") == [1, 2])
    }

    /// An ASCII text's bytes are widened to scalars without decoding; the positions must be the
    /// ones the decoded scalars give, for every query form.
    @Test func matchedPositionsInASCIITextAreThoseOfItsDecodedScalars() {
        let texts = ["/usr/share/doc/libpython3.11/README", "src/main.swift", "a\r\nb\tc", "Makefile.am", "x", ""]
        for query in ["usr doc", "'share ^/usr", "md$", "!zz py", "s | README", "mkf", "b"] {
            let matcher = QueryMatcher(Query(query))
            for text in texts {
                let scalars = text.unicodeScalars.map(\.value)
                var positions: [Int] = []
                let matched = scalars.withUnsafeBufferPointer { matcher.score(units: $0, positions: &positions) }
                let expected = matched == nil ? [] : Array(Set(positions)).sorted()
                #expect(matcher.matchedPositions(in: text) == expected, "\(query) in \(text.debugDescription)")
            }
        }
    }
}
