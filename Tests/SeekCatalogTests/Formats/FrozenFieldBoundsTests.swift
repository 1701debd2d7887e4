import SeekCatalog
import Testing

/// Where `--freeze-left` fields end and `--freeze-right` fields begin, as fzf measures them:
/// a field with the delimiter after it, the left end before that delimiter's trailing blanks,
/// the right end at the delimiter's first non-blank character.
@Suite struct FrozenFieldBoundsTests {
    @Test func blankSeparatedFieldsEndAtTheirLastCharacter() {
        let line = "alpha beta gamma delta "
        #expect(FieldSplitter().frozenBounds(of: line, left: 1, right: 1) == (5, 17))
        #expect(FieldSplitter().frozenBounds(of: line, left: 2, right: 2) == (10, 10), "the right fields reach the left ones")
    }

    @Test func aLiteralDelimiterKeepsItsCommaOnBothEnds() {
        let line = "a , b , c , d , "
        // Fields a, b, c, d and the empty one after the last delimiter.
        #expect(FieldSplitter(delimiter: " , ").frozenBounds(of: line, left: 1, right: 2) == (3, 10))
    }

    @Test func rightFieldsReachingIntoTheLeftOnesStartWhereTheLeftEnds() {
        let line = "1 2 3 4 "
        #expect(FieldSplitter().frozenBounds(of: line, left: 3, right: 100) == (5, 5))
        #expect(FieldSplitter().frozenBounds(of: line, left: 0, right: 100) == (0, 0), "the whole line from the right")
        #expect(FieldSplitter().frozenBounds(of: line, left: 2, right: 0) == (3, 8), "no right end")
    }
}
