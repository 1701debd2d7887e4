import SeekMatching
import SeekTestSupport
import Testing
@testable import SeekToolkit

/// How untrusted text is drawn: every control as a visible placeholder, widths that agree with
/// the cells drawn, and only the start of a long line read.
@Suite struct VisibleTextTests {
    /// The characters `text` is drawn as, placeholders included.
    func drawn(_ text: String) -> String {
        String(VisibleText(text).map(\.character))
    }

    @Test func c0ControlsAndDelBecomeCaretNotation() {
        #expect(drawn("a\u{1B}[2Jb") == "a^[[2Jb")
        #expect(drawn("\u{00}\u{07}\u{08}\u{0D}\u{7F}") == "^@^G^H^M^?")
        #expect(drawn("crlf\r\n") == "crlf^M^J")
    }

    @Test func c1ControlsBecomeTheirCodeInBrackets() {
        #expect(drawn("x\u{9B}2J\u{85}") == "x<9B>2J<85>")
    }

    @Test func bidiControlsAndSeparatorsBecomeCodePointPlaceholders() {
        #expect(drawn("a\u{202E}b\u{202C}") == "a<U+202E>b<U+202C>")
        #expect(drawn("\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}") == "<U+2066><U+2069><U+200E><U+200F><U+61C>")
        #expect(drawn("l\u{2028}p\u{2029}") == "l<U+2028>p<U+2029>")
    }

    @Test func tabsExpandToTheNextStopFromTheTextsStart() {
        #expect(drawn("a\tb") == "a       b")
        #expect(drawn("12345678\tx") == "12345678        x")
        #expect(drawn("\u{1B}\tx") == "^[      x", "a placeholder's columns count towards the stop")
        #expect(DisplayWidth.of("ddd\t|") == 9)
    }

    @Test func invisibleCharactersTakeNoCellAndAreNotDrawn() {
        #expect(drawn("a\u{200B}b\u{FEFF}c\u{2060}d") == "abcd")
        #expect(drawn("\u{0301}x") == "x", "a combining mark with nothing before it is dropped")
        #expect(drawn("e\u{0301}") == "e\u{0301}", "a combining mark on a letter stays in its cell")
    }

    @Test func invalidUTF8ShowsReplacementCharacters() {
        let text = String(decoding: [0x61, 0xFF, 0xC3, 0x28] as [UInt8], as: UTF8.self)
        #expect(drawn(text) == "a\u{FFFD}\u{FFFD}(")
    }

    @Test func placeholdersAreDimmedAndHighlightIndexesPointAtTheOriginalCharacters() {
        var grid = Grid(size: TerminalSize(width: 12, height: 1))
        let bold = CellStyle(.bold)
        grid.write("\u{1B}ab", row: 0, column: 0) { $0 == 2 ? bold : .plain }
        #expect(grid.lines == ["^[ab"])
        #expect(grid[0, 0].style.attributes.contains(.dim))
        #expect(grid[0, 2].style == .plain)
        #expect(grid[0, 3].style == bold, "character 2 of the text is the b in column 3")
    }

    @Test func measuringTruncatingAndDrawingAgree() {
        for line in HostileCorpus.lines where line.bytes.count < 1_000 {
            let text = line.text
            for width in [1, 2, 3, 7, 10, 25, 80] {
                let shown = VisibleText.truncated(text, toColumns: width)
                var grid = Grid(size: TerminalSize(width: 100, height: 1))
                let end = grid.write(shown, row: 0, column: 0)
                #expect(end == DisplayWidth.of(shown), "\(line) at \(width)")
                #expect(end <= width, "\(line) cut to \(width) takes \(end) columns")
            }
            var grid = Grid(size: TerminalSize(width: 400, height: 1))
            #expect(grid.write(text, row: 0, column: 0) == DisplayWidth.of(text), "\(line)")
        }
    }

    @Test func truncatingAHugeLineReadsOnlyItsStart() {
        let huge = String(repeating: "\u{1B}[2J", count: 500_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<100 { _ = VisibleText.truncated(huge, toColumns: 80) }
        }
        #expect(VisibleText.truncated(huge, toColumns: 8) == "\u{1B}[2J\u{1B}…", "^[[2J^[ and the ellipsis fill 8 columns")
        #expect(elapsed < .seconds(1), "100 truncations of a 2 MB line took \(elapsed)")
    }

    @Test func aPrefixOfAnItemIsNeverCutInsideAUTF8Sequence() {
        let store = ItemStore(["ab搜c", "\u{1F600}\u{1F600}", "plain"])
        #expect(store.text(at: 0, maximumByteCount: 3) == "ab")
        #expect(store.text(at: 0, maximumByteCount: 4) == "ab")
        #expect(store.text(at: 0, maximumByteCount: 5) == "ab搜")
        #expect(store.text(at: 1, maximumByteCount: 7) == "\u{1F600}")
        #expect(store.text(at: 2, maximumByteCount: 100) == "plain")
        var invalid = ItemStore()
        invalid.append(bytes: [0x80, 0x80, 0x80, 0x80, 0x80, 0x41] as [UInt8])
        #expect(invalid.text(at: 0, maximumByteCount: 4) == String(repeating: "\u{FFFD}", count: 4))
    }
}
