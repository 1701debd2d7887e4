import SeekCatalog
import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// fzf's `--freeze-left`, `--freeze-right` and `--tabstop` on a row in fzf's face: the frozen
/// fields stay in view at either end while the middle is cut or scrolled, and tabs stop every N
/// columns from the row's start. Each expected row is what fzf 0.74.5 shows in an 80-column tmux
/// pane for the same input and options with `--no-scrollbar` (its trailing blanks trimmed, as
/// tmux shows them).
@Suite struct FzfFrozenRowTests {
    /// `seq 10000 | tr '\n' ' '`: one row of ten thousand numbers and a space after each.
    static let numbers = (1...10_000).map { "\($0) " }.joined()

    func firstRow(_ item: String, query: String = "", _ configure: (inout RowWindow) -> Void) -> String {
        let longRows = FzfLongRowTests()
        return longRows.firstRow([item], query: query) { window in
            window.ellipsis = "XX"
            configure(&window)
        }
    }

    @Test func bothEndsStayWhileTheMiddleIsCutAtTheRight() {
        #expect(firstRow(Self.numbers) { $0.freezeLeft = 3; $0.freezeRight = 3 }
            == "▌ 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 XX9998 9999 10000")
    }

    @Test func theMiddleScrollsToItsMatchBetweenTheFrozenEnds() {
        #expect(firstRow(Self.numbers, query: "'1000") { $0.freezeLeft = 3; $0.freezeRight = 3 }
            == "▌ 1 2 3XX90 991 992 993 994 995 996 997 998 999 1000 1001 1002XX9998 9999 10000")
    }

    @Test func aFieldsDelimiterBeforeTheRightEndStaysWithIt() {
        // `sed 's/ / , /g'` and `--delimiter ' , '`: the right end starts at the comma, and the
        // left one ends after it. 78 columns: the row of an 80-column pane without a scroll bar.
        let row = Self.numbers.replacing(" ", with: " , ")
        var window = RowWindow()
        window.ellipsis = "XX"
        window.freezeLeft = 3
        window.freezeRight = 3
        let bounds = FieldSplitter(delimiter: " , ").frozenBounds(of: row, left: 3, right: 3)
        let shown = window.fit(row, highlighted: [], columns: 78, frozen: bounds).text
        #expect(String(shown.reversed().drop { $0 == " " }.reversed())
            == "1 , 2 , 3 , 4 , 5 , 6 , 7 , 8 , 9 , 10 , 11 , 12 , 13 , 14 XX, 9999 , 10000 ,")
    }

    @Test func moreRightFieldsThanTheRowHasFreezeItAllFromTheRight() {
        #expect(firstRow(Self.numbers) { $0.freezeRight = 100_000 }
            == "▌ XX9986 9987 9988 9989 9990 9991 9992 9993 9994 9995 9996 9997 9998 9999 10000")
        #expect(firstRow(Self.numbers) { $0.freezeLeft = 3; $0.freezeRight = 100_000 }
            == "▌ 1 2 3XX9987 9988 9989 9990 9991 9992 9993 9994 9995 9996 9997 9998 9999 10000", "one ellipsis only")
    }

    @Test func tabsStopEveryTabstopColumnsFromTheRowsStart() {
        let item = "f\too\tba\tr\tbaz\tbarfooq\tux"
        #expect(firstRow(item) { $0.tabstop = 3 } == "▌ f  oo ba r  baz   barfooq  ux")
        #expect(firstRow(item) { $0.tabstop = 1 } == "▌ f oo ba r baz barfooq ux")
        #expect(firstRow(item) { $0.tabstop = 9 } == "▌ f        oo       ba       r        baz      barfooq  ux")
        #expect(firstRow(item, query: "barfooq") { $0.tabstop = 3 } == "▌ f  oo ba r  baz   barfooq  ux", "highlighting keeps the stops")
    }

    @Test func aTabAfterAFrozenFieldStopsFromTheRowsStart() {
        #expect(firstRow("1\t2\t3") { $0.tabstop = 2; $0.freezeLeft = 1 } == "▌ 1 2 3")
    }
}
