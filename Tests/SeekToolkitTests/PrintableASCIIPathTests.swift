import SeekTestSupport
import Testing
@testable import SeekToolkit

/// Drawing reads runs of printable ASCII straight from a text's bytes; everything else goes
/// through the grapheme rules. The two must never disagree: each check compares the bytes' path
/// with the characters' path on texts where ASCII meets what joins it (combining marks, CR LF),
/// what it must not pass as itself (controls, tabs, DEL) and what is wider than it.
@Suite struct PrintableASCIIPathTests {
    /// Texts where printable ASCII sits next to each kind of character the rules treat apart.
    static let texts: [String] = {
        let pieces = ["a", "Z", " ", "/", "~", "e\u{301}", "\r\n", "\r", "\n", "\t", "\u{1B}[1m", "\u{7F}", "\u{9B}",
                      "\u{202E}", "\u{200B}", "搜", "\u{1F600}", "\u{1F1EF}\u{1F1F5}", "\u{1F44D}\u{1F3FD}", "x\u{200D}y",
                      "é", "\u{0301}", "\u{FFFD}"]
        var generator = SeededGenerator(seed: 7)
        var texts = HostileCorpus.lines.filter { $0.bytes.count < 1_000 }.map(\.text)
        for _ in 0..<600 {
            let count = Int.random(in: 0..<12, using: &generator)
            texts.append((0..<count).map { _ in
                // Mostly ASCII runs, as paths and log lines are.
                Int.random(in: 0..<3, using: &generator) == 0 ? pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                    : String(repeating: pieces[Int.random(in: 0..<5, using: &generator)], count: 1 + Int.random(in: 0..<4, using: &generator))
            }.joined())
        }
        return texts
    }()

    @Test func visitingTheGlyphsYieldsWhatIteratingTheCharactersYields() {
        for text in Self.texts {
            var visited: [VisibleGlyph] = []
            VisibleText(text).forEachGlyph { glyph in
                visited.append(glyph)
                return true
            }
            #expect(visited == Array(VisibleText(text)), "\(text.debugDescription)")
            #expect(VisibleText(text).columns == Array(VisibleText(text)).reduce(0) { $0 + $1.columns })
        }
    }

    @Test func visitingStopsAtTheFirstGlyphTheVisitorRefuses() {
        for text in Self.texts {
            let all = Array(VisibleText(text))
            for stop in [0, 1, 3, 9] where stop < all.count {
                var visited: [VisibleGlyph] = []
                VisibleText(text).forEachGlyph { glyph in
                    visited.append(glyph)
                    return visited.count <= stop
                }
                #expect(visited == Array(all.prefix(stop + 1)), "\(text.debugDescription) stopped after \(stop + 1)")
            }
        }
    }

    @Test func truncatingCutsWhereTheGlyphWalkCuts() {
        for text in Self.texts {
            for width in [1, 2, 3, 5, 8, 13, 40] {
                #expect(VisibleText.truncated(text, toColumns: width) == VisibleText.truncatedByWalkingGlyphs(text, toColumns: width),
                        "\(text.debugDescription) to \(width) columns")
            }
        }
    }

    @Test func highlightsInASCIITextAreTheCharactersHoldingTheScalars() {
        var generator = SeededGenerator(seed: 11)
        for text in Self.texts {
            let scalarCount = text.unicodeScalars.count
            let positions = (0..<scalarCount).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            #expect(Highlights.characters(in: text, scalarPositions: positions)
                        == Self.charactersHolding(positions, in: text), "\(text.debugDescription)")
        }
    }

    /// The indexes of the characters of `text` holding one of the scalar `positions`.
    static func charactersHolding(_ positions: [Int], in text: String) -> Set<Int> {
        var result = Set<Int>()
        var scalarIndex = 0
        for (index, character) in text.enumerated() {
            let range = scalarIndex..<(scalarIndex + character.unicodeScalars.count)
            if positions.contains(where: range.contains) { result.insert(index) }
            scalarIndex = range.upperBound
        }
        return result
    }
}
