import SeekScreen
import SeekToolkit
import Testing

/// How a preview line is laid into rows, as fzf 0.74 lays it (the cases of fzf's
/// `test_preview_wrap_sign_*` and `test_preview_correct_tab_width_after_ansi_reset_code`).
@Suite struct PreviewLineRowsTests {
    static let yellow = CellStyle(foreground: .yellow)

    func texts(_ rows: [[ColoredText.Run]]) -> [String] {
        rows.map { $0.map(\.text).joined() }
    }

    @Test func wordWrappingBreaksAtTheBlankBetweenColouredFragments() {
        let line = [ColoredText.Run("1234567890 ", style: Self.yellow), ColoredText.Run("hello")]
        let rows = PreviewLineRows(width: 10, wraps: true, wrapsWords: true).rows(of: line)
        #expect(texts(rows) == ["1234567890", "↳ hello"])
        #expect(rows[0][0].style == Self.yellow, "the fragment keeps its colour")
        #expect(rows[1][0].style.attributes.contains(.dim), "the sign is dimmed")
    }

    @Test func aWordWiderThanThePaneIsCutAtTheEdgeAndTheSignFillsANarrowPane() {
        let line = [ColoredText.Run("123 ", style: Self.yellow), ColoredText.Run("hi")]
        // Two columns: the sign takes both, so each continued row keeps one character for the
        // edge to cut, as fzf's `test_preview_wrap_sign_between_ansi_fragments_overflow` shows.
        #expect(texts(PreviewLineRows(width: 2, wraps: true, wrapsWords: true).rows(of: line)) == ["12", "↳ 3", "↳ h", "↳ i"])
        #expect(texts(PreviewLineRows(width: 4, wraps: true).rows(of: line)) == ["123 ", "↳ hi"])
    }

    @Test func aTabAfterAColourResetReachesTheStopFromTheLinesStart() {
        let line = [ColoredText.Run("+", style: CellStyle(foreground: .red)), ColoredText.Run("\t"),
                    ColoredText.Run("green", style: CellStyle(foreground: .green))]
        #expect(texts(PreviewLineRows(width: 40, wraps: false).rows(of: line)) == ["+       green"])
    }

    @Test func aCustomSignStartsEveryContinuedRow() {
        let rows = PreviewLineRows(width: 5, wraps: true, sign: "> ").rows(of: [ColoredText.Run("abcdefghijk")])
        #expect(texts(rows) == ["abcde", "> fgh", "> ijk"])
        #expect(PreviewLineRows(width: 5, wraps: true, sign: "> ").height(of: [ColoredText.Run("abcdefghijk")]) == 3)
        #expect(PreviewLineRows(width: 5, wraps: false).height(of: [ColoredText.Run("abcdefghijk")]) == 1)
    }
}
