import SeekCatalog
import Testing

/// What `--ansi` takes out of a line before it is matched, split and printed.
@Suite struct EscapeSequencesTests {
    @Test func coloursAndOtherControlSequencesAreTakenOut() {
        #expect(EscapeSequences.stripped("\u{1B}[31mred\u{1B}[0m apple") == "red apple")
        #expect(EscapeSequences.stripped("\u{1B}[1;38;5;208morange\u{1B}[m") == "orange")
        #expect(EscapeSequences.stripped("\u{1B}[38;2;1;2;3mrgb\u{1B}[K") == "rgb")
        #expect(EscapeSequences.stripped("\u{1B}(Bcharset") == "charset")
        #expect(EscapeSequences.stripped("\u{1B}]8;;https://x.org\u{07}link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(EscapeSequences.stripped("b\u{8}bold") == "bold", "the overstrike of manual pages")
        #expect(EscapeSequences.stripped("é\u{8}e") == "e", "a backspace takes back a whole character")
    }

    @Test func textWithoutEscapesIsLeftAlone() {
        #expect(EscapeSequences.stripped("plain [31m text") == "plain [31m text")
        #expect(EscapeSequences.stripped([0xFF, 0x41]) == [0xFF, 0x41], "invalid UTF-8 stays as it was")
    }

    @Test func aSequenceCutShortLosesOnlyItsStart() {
        #expect(EscapeSequences.stripped("a\u{1B}[12") == "a12")
        #expect(EscapeSequences.stripped("a\u{1B}") == "a")
        #expect(EscapeSequences.stripped("a\u{1B}]8;;unterminated") == "a8;;unterminated")
    }

    @Test func fieldsAreTheFieldsOfThePlainText() throws {
        let fields = LineFields(splitter: try FieldSplitter(parsing: ":"), searched: try FieldSelection(parsing: "2", option: "--nth"),
                                stripsEscapeSequences: true)
        #expect(fields.changesSearchedText && fields.isIdentity == false)
        #expect(fields.searchedText(of: "\u{1B}[34ma\u{1B}[0m:\u{1B}[1mb\u{1B}[0m") == "b")
        #expect(LineFields(stripsEscapeSequences: true).isIdentity, "--ansi alone selects no fields")
    }
}
