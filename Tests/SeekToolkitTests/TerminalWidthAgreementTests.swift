import Glibc
import Testing
@testable import SeekToolkit

// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's Glibc module does not set.
@_silgen_name("wcwidth")
private func systemWidth(_ character: Int32) -> Int32

/// seek's widths against the C library's, which curses uses to place every cell and which tmux
/// uses to draw them.
@Suite struct TerminalWidthAgreementTests {
    @Test func everyScalarTakesTheColumnsTheCLibraryGivesIt() {
        guard setlocale(LC_CTYPE, "C.UTF-8") != nil else { return }
        var disagreements: [String] = []
        for value in UInt32(0xA0)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let expected = systemWidth(Int32(value))
            // -1: newer than the C library's Unicode tables; seek decides those alone.
            guard expected >= 0 else { continue }
            // Format characters are never sent (VisibleText hides them); region letters are stand-ins.
            if DisplayWidth.isRegionalIndicator(scalar) || VisibleForm.needsPlaceholder(scalar)
                || scalar.properties.generalCategory == .format { continue }
            // Unicode 16 made this Ahom sign a spacing mark; glibc's Unicode 15 tables have it as a mark.
            if value == 0x1171E { continue }
            let measured = DisplayWidth.width(of: scalar)
            if measured != Int(expected) { disagreements.append("U+\(String(value, radix: 16, uppercase: true)) \(measured)≠\(expected)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(400).joined(separator: " "))")
    }

    /// What is sent for each emoji sequence, and the columns it takes.
    @Test(arguments: [
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦", "👨", 2), ("🇯🇵", "JP", 2), ("👍🏽", "👍", 2), ("❤️", "❤ ", 2),
        ("🏳️\u{200D}🌈", "🏳 ", 2), ("1️⃣", "1 ", 2), ("🇯", "J ", 2),
    ] as [(String, String, Int)])
    func emojiSequencesAreDrawnAsWholeStandInsOfTheSameWidth(text: String, drawn: String, columns: Int) {
        let glyphs = Array(VisibleText(text))
        #expect(String(glyphs.map(\.character)) == drawn)
        #expect(glyphs.reduce(0) { $0 + $1.columns } == columns)
        #expect(DisplayWidth.of(text) == columns)
        #expect(glyphs.allSatisfy { $0.isPlaceholder })
        // No joiner, selector, modifier or second region letter reaches a cell.
        #expect(glyphs.allSatisfy { glyph in glyph.character.unicodeScalars.count == 1 })
    }

    @Test func marksStayWithTheCharacterTheyFollowAndSpacingSignsTakeTheirOwnColumn() {
        let glyphs = Array(VisibleText("e\u{301}x\u{915}\u{93F}"))
        #expect(glyphs.map(\.character) == ["e\u{301}", "x", "\u{915}", "\u{93F}"])
        #expect(glyphs.map(\.columns) == [1, 1, 1, 1])
        #expect(DisplayWidth.of("\u{915}\u{93F}") == 2)
    }

    @Test func aRowOfEmojiSequencesFillsExactlyTheColumnsItMeasures() {
        var grid = Grid(size: TerminalSize(width: 12, height: 1))
        let end = grid.write("a👨\u{200D}👩\u{200D}👧\u{200D}👦🇯🇵b", row: 0, column: 0)
        #expect(end == 6)
        #expect(grid.lines == ["a👨JPb"])
        #expect(grid[0, 2].isContinuation)
    }
}
