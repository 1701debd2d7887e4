import Testing
@testable import seek
import SeekScreen

/// fzf's header and footer options (`--header-border`, `--header-lines-border`, `--footer*`)
/// as seek reads them, and the uses of `inline` fzf refuses, in fzf's words.
@Suite struct FzfSectionOptionTests {
    func parsed(_ words: [String]) throws -> Seek {
        var ignored: [String] = []
        let command = try #require(try Seek.parsedCommand([words], ignored: &ignored) as? Seek)
        #expect(ignored.isEmpty, "\(ignored)")
        return command
    }

    @Test func headerAndFooterBordersAndLabelsAreRead() throws {
        let borders = try parsed(["--header-border", "--header-label", "H", "--header-label-pos", "3:bottom",
                                  "--header-lines-border", "none", "--footer", "a\nb", "--footer-border=sharp",
                                  "--footer-label", "F"]).display.borders
        #expect(borders.sections.header == .rounded)
        #expect(borders.sections.headerLabel == BorderLabel(text: "H", column: 3, isAtBottom: true))
        #expect(borders.sections.headerLines == BorderShape.none)
        #expect(borders.sections.footer == .sharp)
        #expect(borders.sections.footerLabel == BorderLabel(text: "F"))
        #expect(borders.footerLines == ["a", "b"])
    }

    @Test func theFooterHasALineAndTheHeaderLinesJoinTheHeaderUnlessTold() throws {
        let borders = try parsed(["--header-lines-border", "sharp", "--no-header-lines-border", "--footer", "x"]).display.borders
        #expect(borders.sections.footer == .line)
        #expect(borders.sections.headerLines == nil)
        #expect(try parsed(["--style", "full", "--no-footer-border"]).display.borders.sections.footer == BorderShape.none)
        #expect(try parsed(["--style", "full"]).display.borders.sections.header == .rounded)
    }

    @Test(arguments: [
        (["--border=inline"], "inline border is only supported for --header-border, --header-lines-border, and --footer-border"),
        (["--list-border=inline"], "inline border is only supported for --header-border, --header-lines-border, and --footer-border"),
        (["--input-border=inline"], "inline border is only supported for --header-border, --header-lines-border, and --footer-border"),
        (["--header-border=inline", "--header-lines-border=sharp", "--header-lines=1"],
         "--header-border=inline requires --header-lines-border to be inline or unset"),
    ])
    func inlineIsRefusedWhereFzfRefusesIt(words: [String], message: String) {
        var ignored: [String] = []
        #expect {
            _ = try Seek.parsedCommand([words], ignored: &ignored)
        } throws: { error in
            "\(Seek.message(for: error))".contains(message)
        }
    }

    @Test func inlineWithHeaderLinesInlineOrNoneIsAccepted() throws {
        _ = try parsed(["--header-border=inline", "--header-lines-border=inline"])
        _ = try parsed(["--header-border=inline", "--header-lines-border=none"])
    }
}
