import SeekToolkit
import Testing

/// The pure parts of the inline screen (`--height`): the height's forms, where its rows go in a
/// terminal, and the bytes written for a frame.
@Suite struct InlineScreenTests {
    @Test func heightReadsLinesAndPercentages() throws {
        #expect(try InlineHeight(parsing: "10").amount == .rows(10))
        #expect(try InlineHeight(parsing: "40%").amount == .percent(40))
        #expect(try InlineHeight(parsing: "100%").amount == .percent(100))
    }

    @Test(arguments: ["0", "120%", "0%", "abc", "", "10x", "-5", "%", "~10", "99999999999"])
    func aBadHeightIsRefusedWithOneLineNamingIt(text: String) {
        #expect(throws: InlineHeightError.self) { try InlineHeight(parsing: text) }
        do {
            _ = try InlineHeight(parsing: text)
        } catch {
            #expect(error.description.contains("height"))
            #expect(!error.description.contains("--"), "the option is seek's to name")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theShrinkToContentFormSaysItIsNotSupported() {
        do {
            _ = try InlineHeight(parsing: "~10")
            Issue.record("~10 was accepted")
        } catch {
            #expect(error.description.contains("not supported"))
        }
    }

    @Test func heightNeverTakesMoreRowsThanTheTerminalHas() throws {
        #expect(try InlineHeight(parsing: "10").rows(inTerminalOfHeight: 24) == 10)
        #expect(try InlineHeight(parsing: "40").rows(inTerminalOfHeight: 24) == 24)
        #expect(try InlineHeight(parsing: "50%").rows(inTerminalOfHeight: 40) == 20)
        // A small share of a short terminal still shows a list: fzf's --min-height of 10.
        #expect(try InlineHeight(parsing: "10%").rows(inTerminalOfHeight: 40) == 10)
        #expect(try InlineHeight(parsing: "10%").rows(inTerminalOfHeight: 6) == 6)
        #expect(InlineHeight.full.rows(inTerminalOfHeight: 31) == 31)
    }

    @Test func theRegionStartsAtTheCursorWhenTheRowsBelowSuffice() throws {
        let region = InlineRegion(height: try InlineHeight(parsing: "10"), terminalHeight: 24, cursor: CursorPosition(row: 3, column: 0))
        #expect(region == InlineRegion.expected(rows: 10, top: 3, scrolled: 0, nextLine: false))
    }

    @Test func theTerminalScrollsUpByTheRowsMissingBelowTheCursor() throws {
        let region = InlineRegion(height: try InlineHeight(parsing: "10"), terminalHeight: 24, cursor: CursorPosition(row: 20, column: 0))
        #expect(region == InlineRegion.expected(rows: 10, top: 14, scrolled: 6, nextLine: false))
        let full = InlineRegion(height: .full, terminalHeight: 24, cursor: CursorPosition(row: 5, column: 0))
        #expect(full == InlineRegion.expected(rows: 24, top: 0, scrolled: 5, nextLine: false))
    }

    @Test func anUnfinishedShellLineIsKeptAndTheRegionStartsBelowIt() throws {
        let region = InlineRegion(height: try InlineHeight(parsing: "5"), terminalHeight: 24, cursor: CursorPosition(row: 23, column: 3))
        #expect(region == InlineRegion.expected(rows: 5, top: 19, scrolled: 5, nextLine: true))
    }

    // MARK: - Painting

    static let escape = "\u{1B}"

    func grid(_ lines: [String], width: Int = 6, style: CellStyle = .plain) -> Grid {
        var grid = Grid(size: TerminalSize(width: width, height: lines.count))
        for (row, line) in lines.enumerated() { grid.write(line, row: row, column: 0, style: style) }
        return grid
    }

    @Test func theFirstFrameIsWrittenWholeWithRelativeMovesAndBlankEndsCleared() {
        var painter = GridPainter(controls: .ansi, colors: .palette)
        let e = Self.escape
        let output = painter.paint(grid(["ab", "c"]), over: nil, cursor: CursorPosition(row: 0, column: 2))
        #expect(output == "\(e)[?25l\(e)[0mab\(e)[K\(e)[1B\rc\(e)[K\(e)[1A\(e)[1C\(e)[?25h")
        #expect(painter.row == 0)
    }

    @Test func aLaterFrameWritesOnlyTheCellsThatChanged() {
        var painter = GridPainter(controls: .ansi, colors: .palette)
        let first = grid(["abcd", "efgh"])
        _ = painter.paint(first, over: nil, cursor: nil)
        let e = Self.escape
        let output = painter.paint(grid(["abXd", "efgh"]), over: first, cursor: nil)
        // Up from the last row written, to column 2, the one cell in the style already set; nothing else.
        #expect(output == "\(e)[1A\r\(e)[2CX")
        #expect(painter.paint(grid(["abXd", "efgh"]), over: grid(["abXd", "efgh"]), cursor: nil).isEmpty)
    }

    @Test func stylesBecomeSGRWithPaletteOrBasicColours() {
        let style = CellStyle([.bold, .italic, .reverse], foreground: .palette(196), background: .blue)
        #expect(GridPainter.graphicRendition(for: style, colors: .palette) == "\(Self.escape)[0;1;3;7;38;5;196;44m")
        #expect(GridPainter.graphicRendition(for: style, colors: .basic) == "\(Self.escape)[0;1;3;7;31;44m")
        #expect(GridPainter.graphicRendition(for: style, colors: .none) == "\(Self.escape)[0;1;3;7m")
    }

    @Test func aWideCharacterCoversItsContinuationCell() {
        var painter = GridPainter(controls: .ansi, colors: .palette)
        let output = painter.paint(grid(["日x"], width: 3), over: nil, cursor: nil)
        #expect(output.contains("日x"))
        #expect(!output.contains("日 x"))
    }

    @Test func erasingClearsEveryRowAndLeavesTheCursorAtTheFirstRow() {
        var painter = GridPainter(controls: .ansi, colors: .palette)
        _ = painter.paint(grid(["a", "b", "c"]), over: nil, cursor: CursorPosition(row: 2, column: 0))
        let e = Self.escape
        let output = painter.erase(rows: 3)
        // The cursor is at column 0 already, so no carriage return is needed.
        #expect(output == "\(e)[0m\(e)[2A\(e)[K\(e)[1B\(e)[K\(e)[1B\(e)[K\(e)[2A\(e)[?25h")
        #expect(painter.row == 0)
        // Never the screen from its corner: tmux would keep that screen in the scrollback.
        #expect(!output.contains("\(e)[J"))
    }

    // MARK: - Reading

    @Test func theCursorReportIsFoundAmongTypedKeys() {
        let bytes = Array("ab\u{1B}[12;5Rc".utf8)
        let report = CursorReport.find(in: bytes)
        #expect(report?.position == CursorPosition(row: 11, column: 4))
        #expect(report?.range == 2..<9)
        #expect(CursorReport.find(in: Array("\u{1B}[12;".utf8)) == nil)
        #expect(CursorReport.find(in: Array("\u{1B}[A".utf8)) == nil)
    }

    @Test func utf8SplitAcrossReadsIsPutTogetherAndBadBytesBecomeReplacements() {
        var decoder = UTF8InputDecoder()
        let bytes = Array("é日".utf8)
        var values: [UInt32] = []
        for byte in bytes { values += decoder.feed(byte) }
        #expect(values == [0xE9, 0x65E5])
        #expect(decoder.feed(0xFF) == [0xFFFD])
        #expect(decoder.feed(0xC3) == [])
        #expect(decoder.feed(0x41) == [0xFFFD, 0x41])
    }
}

extension InlineRegion {
    static func expected(rows: Int, top: Int, scrolled: Int, nextLine: Bool) -> InlineRegion {
        var region = InlineRegion(height: .full, terminalHeight: 0, cursor: CursorPosition(row: 0, column: 0))
        region.rows = rows
        region.top = top
        region.scrolledLines = scrolled
        region.startsOnNextLine = nextLine
        return region
    }
}
