import SeekToolkit
import Testing

/// Colours in command output become styles; every other escape stays visible text.
@Suite struct ColoredTextTests {
    func runs(_ text: String) -> [[ColoredText.Run]] {
        ColoredText(parsing: Array(text.utf8)).lines
    }

    @Test func sgrColoursAndAttributesBecomeStyles() {
        let lines = runs("\u{1B}[1;31mred\u{1B}[0m plain \u{1B}[38;5;208morange\u{1B}[38;2;0;0;255mblue\u{1B}[4;44mx\n")
        #expect(lines.count == 1)
        #expect(lines[0][0] == ColoredText.Run("red", style: CellStyle(.bold, foreground: .red)))
        #expect(lines[0][1] == ColoredText.Run(" plain ", style: .plain))
        #expect(lines[0][2] == ColoredText.Run("orange", style: CellStyle(foreground: .palette(208))))
        #expect(lines[0][3].style.foreground == TerminalColor.nearest(red: 0, green: 0, blue: 255))
        #expect(lines[0][4].style.attributes.contains(.underline))
        #expect(lines[0][4].style.background == .blue)
    }

    @Test func otherEscapesStayInTheTextToBeShownVisibly() {
        let lines = runs("a\u{1B}[2Jb\u{1B}]0;title\u{07}c\n")
        let text = lines[0].map(\.text).joined()
        #expect(text.contains("\u{1B}[2J"), "clear screen is kept as text for the grid to show as ^[[2J")
        #expect(text.hasPrefix("a") && text.hasSuffix("c"))
    }

    @Test func linesEndAtLineFeedsAndCarriageReturnsAreDropped() {
        #expect(runs("one\r\ntwo\nthree").map { $0.map(\.text).joined() } == ["one", "two", "three"])
    }

    @Test func outputArrivingInPiecesParsesAsIfWhole() {
        let whole = "\u{1B}[32mgreen\u{1B}[0m\nné\n"
        var pieces = ColoredText()
        for byte in Array(whole.utf8) { pieces.append([byte]) }
        pieces.finish()
        #expect(pieces == ColoredText(parsing: Array(whole.utf8)))
    }

    @Test func aLongLineIsCutAndEndlessOutputKeepsBoundedLines() {
        let long = runs(String(repeating: "x", count: 10_000) + "\n")
        #expect(long[0].map(\.text).joined().utf8.count == ColoredText.maximumLineBytes)
        var endless = ColoredText()
        for _ in 0..<(ColoredText.maximumLines + 50) { endless.append(Array("line\n".utf8)) }
        #expect(endless.lines.count == ColoredText.maximumLines)
        #expect(endless.isTruncated)
    }
}
