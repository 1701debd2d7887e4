import SeekMatching
import SeekModel
import SeekTestSupport
import Testing
@testable import SeekScreen
import SeekToolkit

/// Work that must grow linearly with the query, measured at two sizes: sixteen times the input may
/// take about sixteen times as long, never the 256 times that quadratic work would. The bound in
/// between (64) leaves a factor of four for a busy machine, which sizes four times apart (bound 10
/// between 4 and 16) did not: they failed at a load average of 9.
@Suite(.serialized) struct LinearTimeTests {
    /// A pasted text with spaces, accents, wide characters and a `field:` term.
    static func pasted(_ count: Int) -> String {
        String(String(repeating: "naïve café 東京 cuisine:thai\\ x tea ", count: count / 30 + 1).prefix(count))
    }

    @Test func matchingAQueryEndingInManySpacesIsLinear() {
        let engine = MatchEngine(store: ItemStore(["1", "12", "abc"]))
        var generation = 0
        // Ten matches a measurement, so that each takes long enough to measure on a busy machine.
        let ratio = GrowthRatio.of(small: 4_000, large: 64_000, runs: 5) { spaces in
            let query = "1" + String(repeating: " ", count: spaces)
            for _ in 0..<10 {
                generation += 1
                #expect(engine.match(query, generation: generation)?.matches.count == 2)
            }
        }
        #expect(ratio < 64, "16 × the spaces took \(ratio) × the time")
    }

    @Test func parsingAQueryIsLinearWhateverItHolds() {
        let ratio = GrowthRatio.of(small: 2_000, large: 32_000, runs: 5) { count in
            let text = Self.pasted(count) + String(repeating: " ", count: count) + "\\ " + String(repeating: "| a ", count: count / 4)
            for _ in 0..<5 { #expect(!Query(text).isEmpty) }
        }
        #expect(ratio < 64, "16 × the text took \(ratio) × the time")
    }

    @Test func pastingIntoTheFieldKeepsUpOneCharacterAtATimeWithAFrameEvery16() {
        let size = TerminalSize(width: 80, height: 24)
        let content = StringListContent((0..<50).map { "item \($0)" })
        let screen = SearchScreen(content: content)
        let ratio = GrowthRatio.of(small: 1_000, large: 16_000, runs: 2) { count in
            var session = SearchSession(suggestedTokens: [SearchToken(field: "cuisine", value: "thai x"),
                                                          SearchToken(field: "cuisine", value: "Middle Eastern")])
            session.tokenFields = ["cuisine"]
            var browser = SearchBrowser(session: session, itemCount: 50, size: size, options: BrowserOptions(title: "t"))
            for (index, character) in Self.pasted(count).enumerated() {
                _ = browser.handle(.user(.type(String(character))))
                if index % 16 == 0 { _ = screen.render(browser) }
            }
            #expect(browser.session.tokens.count == 1)
        }
        #expect(ratio < 64, "16 × the pasted text took \(ratio) × the time")
    }

    @Test func deletingAPastedTextCharacterByCharacterIsLinear() {
        let size = TerminalSize(width: 80, height: 24)
        let ratio = GrowthRatio.of(small: 1_000, large: 16_000, runs: 5) { count in
            for _ in 0..<3 {
                var browser = SearchBrowser(session: SearchSession(text: Self.pasted(count)), itemCount: 10, size: size,
                                            options: BrowserOptions(title: "t"))
                while !browser.session.text.isEmpty { _ = browser.handle(.user(.deleteBackward)) }
            }
        }
        #expect(ratio < 64, "16 × the text took \(ratio) × the time")
    }

    @Test func drawingTheFieldCostsWhatItShowsNotTheQueryLength() {
        let ratio = GrowthRatio.of(small: 1_000, large: 64_000) { count in
            let field = SearchField(pills: ["cuisine: thai"], text: Self.pasted(count), prompt: "Search", showsCursor: true)
            var grid = Grid(size: TerminalSize(width: 80, height: 1))
            for _ in 0..<200 { field.render(into: &grid, in: Rect(row: 0, column: 0, width: 80, height: 1)) }
        }
        #expect(ratio < 4, "64 × the query took \(ratio) × the time")
    }

    @Test func drawingTheFieldWithTheCursorInsideCostsWhatItShowsNotTheQueryLength() {
        let ratio = GrowthRatio.of(small: 1_000, large: 64_000) { count in
            let text = Self.pasted(count)
            let field = SearchField(pills: ["cuisine: thai"], text: text, prompt: "Search", showsCursor: true,
                                    cursorOffset: text.utf8.count / 2)
            var grid = Grid(size: TerminalSize(width: 80, height: 1))
            for _ in 0..<200 { field.render(into: &grid, in: Rect(row: 0, column: 0, width: 80, height: 1)) }
        }
        #expect(ratio < 4, "64 × the query took \(ratio) × the time")
    }

    @Test func theFieldShowsTheEndOfALongQueryAfterAnEllipsis() {
        var grid = Grid(size: TerminalSize(width: 20, height: 1))
        let field = SearchField(pills: ["a: b"], text: String(repeating: "x", count: 50_000) + "東京end", prompt: "", showsCursor: true)
        let cursor = field.render(into: &grid, in: Rect(row: 0, column: 0, width: 20, height: 1))
        #expect(grid.lines[0] == "/ …xxxxxxxxx東京end")
        #expect(cursor?.column == 19)
        var short = Grid(size: TerminalSize(width: 20, height: 1))
        SearchField(pills: ["a: b"], text: "tea", prompt: "", showsCursor: true)
            .render(into: &short, in: Rect(row: 0, column: 0, width: 20, height: 1))
        #expect(short.lines[0] == "/ [a: b] tea")
    }
}
