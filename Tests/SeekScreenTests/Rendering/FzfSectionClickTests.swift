import SeekModel
import SeekScreen
import SeekToolkit
import Testing

/// Clicks on fzf's header (`click-header`): each line's number is the one fzf 0.74.5 reports in
/// `FZF_CLICK_HEADER_LINE` (its suite's `test_click_header_combined_*`): `--header`'s and
/// `--header-lines`' lines numbered as one sequence down the screen, whatever the layout.
@Suite struct FzfSectionClickTests {
    typealias Layout = FzfFaceSnapshotTests.Layout

    func frame(_ layout: Layout, _ configure: (inout BrowserOptions) -> Void) -> ScreenFrame {
        let options = FzfFaceSnapshotTests.fzfOptions(multi: true, suiteMarks: true) { options in
            options.header = ["Aaa", "Bbb", "Ccc", "Xaa", "Ybb", "Zcc"]
            options.inputHeaderCount = 3
            configure(&options)
        }
        let driver = FzfFaceSnapshotTests().driver(layout, size: TerminalSize(width: 40, height: 14), options: options)
        return driver.render()
    }

    /// Where `word` is drawn: its row and first column.
    func position(of word: String, in frame: ScreenFrame) -> (row: Int, column: Int)? {
        for (row, line) in frame.grid.lines.enumerated() {
            if let range = line.range(of: word) { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
        }
        return nil
    }

    /// The line number a click on the first letter of `word` reports, and its column.
    func click(_ word: String, in frame: ScreenFrame) -> (line: Int, column: Int, text: String)? {
        guard let place = position(of: word, in: frame),
              case .clickSection(let click)? = frame.clickAction(atRow: place.row, column: place.column) else { return nil }
        return (click.line.number, click.column, click.line.text)
    }

    @Test(arguments: [
        (Layout.reverse, ["Aaa": 1, "Bbb": 2, "Ccc": 3, "Xaa": 4, "Ybb": 5, "Zcc": 6]),
        (.default, ["Aaa": 4, "Bbb": 5, "Ccc": 6, "Xaa": 3, "Ybb": 2, "Zcc": 1]),
        (.reverseList, ["Aaa": 4, "Bbb": 5, "Ccc": 6, "Xaa": 1, "Ybb": 2, "Zcc": 3]),
    ])
    func headerLinesAreNumberedDownTheScreenAsFzfNumbersThem(layout: Layout, numbers: [String: Int]) throws {
        let frame = frame(layout) { _ in }
        for (word, number) in numbers {
            let clicked = try #require(click(word, in: frame), "\(word) is not a header line on screen")
            #expect(clicked.line == number, "\(word)")
            #expect(clicked.text == word)
            // The column counts from where the line's text starts.
            #expect(clicked.column == 1)
        }
    }

    @Test func aClickInTheIndentBeforeTheTextIsNotOnTheHeader() throws {
        let frame = frame(.reverse) { _ in }
        let place = try #require(position(of: "Bbb", in: frame))
        #expect(frame.clickAction(atRow: place.row, column: place.column - 1) == nil)
        guard case .clickSection(let click)? = frame.clickAction(atRow: place.row, column: place.column + 2) else {
            Issue.record("no click on the header")
            return
        }
        #expect(click.column == 3)
        #expect(click.line.textsBefore == ["Aaa"])
        #expect(!click.line.isLast)
    }

    @Test func footerLinesAreNumberedApartFromTheHeaders() throws {
        let frame = frame(.default) { $0.footer = ["Foo", "Bar", "Baz"] }
        for (word, number) in ["Foo": 1, "Bar": 2, "Baz": 3] {
            let place = try #require(position(of: word, in: frame), "\(word) is not on screen")
            guard case .clickSection(let click)? = frame.clickAction(atRow: place.row, column: place.column) else {
                Issue.record("no click on \(word)")
                continue
            }
            #expect(click.line.section == .footer)
            #expect(click.line.number == number)
        }
    }

    @Test func aClickOnAHeaderLineFiresClickHeaderAndIsKept() {
        var browser = SearchBrowser(itemCount: 3, size: TerminalSize(width: 40, height: 10),
                                    options: FzfFaceSnapshotTests.fzfOptions())
        let click = SectionClick(line: SectionLine(section: .header, number: 2, text: "Bbb"), column: 2)
        #expect(browser.handle(.user(.clickSection(click))).contains(.fire(.clickHeader)))
        #expect(browser.headerClick == click)
        // A new header forgets the click, as fzf's change-header does.
        _ = browser.handle(.host(.setHeader(["new"])))
        #expect(browser.headerClick == nil)
    }
}
