import Testing
@testable import SeekMatching

@Suite struct QueryParsingTests {
    func clauses(_ text: String) -> [[QueryTerm]] { Query(text).clauses }

    @Test func anOperatorFollowedByACombiningMarkIsStillAnOperator() {
        #expect(clauses("!\u{301}x") == [[QueryTerm(.exact, "\u{301}x", isNegated: true)]])
        #expect(clauses("'\u{301}x") == [[QueryTerm(.exact, "\u{301}x")]])
        #expect(clauses("^\u{301}") == [[QueryTerm(.prefix, "\u{301}")]])
        #expect(clauses("x$\u{301}") == [[QueryTerm(.fuzzy, "x$\u{301}")]], "the last scalar is the mark, not $")
    }

    @Test func aSpaceFollowedByACombiningMarkStillSeparatesTerms() {
        #expect(clauses("x \u{301}") == [[QueryTerm(.fuzzy, "x")], [QueryTerm(.fuzzy, "\u{301}")]])
        #expect(clauses("a\\ \u{301}") == [[QueryTerm(.fuzzy, "a \u{301}")]])
        #expect(clauses("a | \u{301}b") == [[QueryTerm(.fuzzy, "a"), QueryTerm(.fuzzy, "\u{301}b")]])
    }

    @Test func aPlainWordIsOneFuzzyTerm() {
        #expect(clauses("abc") == [[QueryTerm(.fuzzy, "abc")]])
    }

    @Test func spaceSeparatedTermsAreSeparateClausesThatAllMustHold() {
        #expect(clauses("ab  cd") == [[QueryTerm(.fuzzy, "ab")], [QueryTerm(.fuzzy, "cd")]])
    }

    @Test func anEscapedSpaceStaysInsideTheTerm() {
        #expect(clauses("a\\ b c") == [[QueryTerm(.fuzzy, "a b")], [QueryTerm(.fuzzy, "c")]])
    }

    @Test func leadingSpacesAndUnescapedTrailingSpacesAreIgnored() {
        #expect(clauses("   ab   ") == [[QueryTerm(.fuzzy, "ab")]])
        #expect(clauses("ab\\ ") == [[QueryTerm(.fuzzy, "ab ")]])
    }

    @Test func aQuoteMakesAnExactTerm() {
        #expect(clauses("'abc") == [[QueryTerm(.exact, "abc")]])
    }

    @Test func aCaretMakesAPrefixTerm() {
        #expect(clauses("^abc") == [[QueryTerm(.prefix, "abc")]])
    }

    @Test func aTrailingDollarMakesASuffixTerm() {
        #expect(clauses("abc$") == [[QueryTerm(.suffix, "abc")]])
    }

    @Test func caretAndDollarTogetherMakeAWholeLineTerm() {
        #expect(clauses("^abc$") == [[QueryTerm(.whole, "abc")]])
    }

    @Test func aQuoteBeforeASuffixMakesItExactAsInFzf() {
        #expect(clauses("'abc$") == [[QueryTerm(.exact, "abc")]])
    }

    @Test func anExclamationMarkNegatesAsAnExactTerm() {
        #expect(clauses("!abc") == [[QueryTerm(.exact, "abc", isNegated: true)]])
    }

    @Test func negatedAnchorsKeepTheirAnchor() {
        #expect(clauses("!^abc") == [[QueryTerm(.prefix, "abc", isNegated: true)]])
        #expect(clauses("!abc$") == [[QueryTerm(.suffix, "abc", isNegated: true)]])
        #expect(clauses("!^abc$") == [[QueryTerm(.whole, "abc", isNegated: true)]])
    }

    @Test func aQuoteAfterTheExclamationMarkMakesANegatedFuzzyTerm() {
        #expect(clauses("!'abc") == [[QueryTerm(.fuzzy, "abc", isNegated: true)]])
    }

    @Test func aLoneBarJoinsItsNeighboursAsAlternatives() {
        #expect(clauses("ab | cd ef") == [[QueryTerm(.fuzzy, "ab"), QueryTerm(.fuzzy, "cd")], [QueryTerm(.fuzzy, "ef")]])
    }

    @Test func aBarWithNothingBeforeItOrRightAfterAnotherIsAnOrdinaryTerm() {
        #expect(clauses("| a") == [[QueryTerm(.fuzzy, "|")], [QueryTerm(.fuzzy, "a")]])
        #expect(clauses("a | | b") == [[QueryTerm(.fuzzy, "a"), QueryTerm(.fuzzy, "|")], [QueryTerm(.fuzzy, "b")]])
    }

    @Test func aTrailingBarIsIgnored() {
        #expect(clauses("a |") == [[QueryTerm(.fuzzy, "a")]])
    }

    @Test func smartCaseMakesOnlyTermsWithUppercaseCaseSensitive() {
        #expect(clauses("Abc def") == [
            [QueryTerm(.fuzzy, "Abc", isCaseSensitive: true)],
            [QueryTerm(.fuzzy, "def")],
        ])
    }

    @Test func termsWithAccentsDoNotNormalizeLatinLetters() {
        #expect(clauses("fő")[0][0].normalizesLatinLetters == false)
        #expect(clauses("fo")[0][0].normalizesLatinLetters == true)
    }

    @Test(arguments: ["", "   ", "'", "^", "!", "!^", "^$", "!'", "' ^ !"])
    func operatorsWithoutAPatternMatchEverything(text: String) {
        #expect(Query(text).isEmpty)
    }

    @Test func aLoneDollarIsAFuzzyTermForTheDollarSign() {
        #expect(clauses("$") == [[QueryTerm(.fuzzy, "$")]])
        #expect(clauses("!$") == [[QueryTerm(.exact, "$", isNegated: true)]])
        #expect(clauses("$$") == [[QueryTerm(.suffix, "$")]])
    }

    @Test func anEmptyTermAfterABarStillLetsTheNextTermJoinTheAlternatives() {
        #expect(clauses("a | ' b") == [[QueryTerm(.fuzzy, "a"), QueryTerm(.fuzzy, "b")]])
    }

    @Test func extendingATermNarrowsButExtendingANegationDoesNot() {
        #expect(Query("abc").narrows(Query("ab")))
        #expect(Query("ab cd").narrows(Query("ab")))
        #expect(Query("abc$").narrows(Query("abc")))
        #expect(Query("'abc").narrows(Query("ab")))
        #expect(Query("abC").narrows(Query("ab")))
        #expect(Query("^abc").narrows(Query("^ab")))
        #expect(!Query("ab").narrows(Query("abc")))
        #expect(!Query("!abc").narrows(Query("!ab")))
        #expect(Query("!ab").narrows(Query("!abc")))
        #expect(!Query("ab | cd").narrows(Query("ab")))
        #expect(!Query("ab").narrows(Query("aB")))
    }
}
