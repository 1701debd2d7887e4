import Foundation
import SeekTestSupport
import Testing
@testable import SeekMatching

/// The fzf whose folding seek follows (0.74 or later: older ones do not fold fullwidth forms), if
/// one is installed.
private let foldingFzf: String? = {
    let candidates = ["/tmp/fzf/bin/fzf", "/usr/local/bin/fzf", "/usr/bin/fzf", "/opt/homebrew/bin/fzf"]
    return candidates.first { path in
        guard FileManager.default.isExecutableFile(atPath: path),
              let version = try? FoldingParityTests.run(path, ["--version"], input: Data()) else { return false }
        let numbers = String(decoding: version, as: UTF8.self).split(separator: " ").first?
            .split(separator: ".").compactMap { Int($0) } ?? []
        return numbers.count >= 2 && (numbers[0], numbers[1]) >= (0, 74)
    }
}()

/// Non-ASCII matching agrees with `fzf --filter`: case folding, the folding of accented and
/// look-alike letters, and operators followed by combining marks, over one line per code point.
@Suite(.waitsOnPrograms, .enabled(if: foldingFzf != nil, "fzf 0.74 or later is not installed"))
struct FoldingParityTests {
    /// One line per scalar from U+0080 to U+1FFFF.
    static let scalarLines: [String] = (UInt32(0x80)...0x1FFFF).compactMap(Unicode.Scalar.init)
        .filter { !["\u{85}", "\u{2028}", "\u{2029}"].contains($0) }.map { String(Character($0)) }

    /// Words from the examples, and words with combining marks.
    static let words = ["straße", "ıcon", "ǟb", "ab", "Ǟb", "école", "e\u{301}cole", "\u{301}x", "x\u{301}", "a b",
                        "ŁÓDŹ", "łódź", "İstanbul", "istanbul", "ǅemal", "Ⅻ", "ⅻ", "Ⓐx", "ⓐx", "ＡＢＣ", "ａｂｃ"]

    /// Every scalar that has a lowercase form.
    static let cased = (UInt32(0x80)...0x1FFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.changesWhenLowercased }

    /// The lowercase forms of ``cased``.
    static let lowercase = Set(cased.compactMap { $0.properties.lowercaseMapping.unicodeScalars.first }).sorted { $0.value < $1.value }

    /// ``cased`` and ``lowercase``, one per line.
    static let casedLines = (cased + lowercase).map { String(Character($0)) }

    /// ``lowercase``, and then ``cased``, each joined into one query of alternatives, so that one
    /// run of fzf checks the case folding of all of them.
    static let caseQueries = [lowercase, cased].map { scalars in
        scalars.map { String(Character($0)) }.filter { !"!'^$|\\".contains($0) }.joined(separator: " | ")
    }

    /// Each printable ASCII character but the backslash as a term (a quote makes `'!` a term for
    /// `!`; a lone `$` is a term for `$`). A backslash before the space that follows it would
    /// escape that space, so it is asked for on its own.
    static let asciiQueries = (UInt8(0x21)...0x7E).filter { $0 != UInt8(ascii: "\\") }.map { byte in
        let character = String(UnicodeScalar(byte))
        return "!'^|".contains(character) ? "'" + character : character
    }

    /// Queries from the examples, and operators and spaces followed by combining marks.
    static let wordQueries = ["\\", "ss", "icon", "ab", "Ab", "ǟ", "ecole", "école", "lodz", "LODZ", "ŁÓDŹ", "istanbul",
                              "İstanbul", "ǆemal", "ⅻ", "Ⅻ", "ⓐ", "Ⓐ", "abc", "ABC", "!\u{301}x", "x \u{301}",
                              "\u{301}x$", "^\u{301}", "'\u{301}x", "x$\u{301}", "a\\ \u{301}"]

    static func run(_ executable: String, _ arguments: [String], input: Data) throws -> Data {
        try ProcessRunner.runRaw(URL(fileURLWithPath: executable), arguments: arguments, input: input)
    }

    static func data(_ lines: [String]) -> Data {
        Data(lines.joined(separator: "\n").utf8 + [0x0A])
    }

    func fzfLines(_ query: String, in data: Data) throws -> Set<String> {
        let output = try Self.run(try #require(foldingFzf), ["--filter", query], input: data)
        return Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    func expectSameLines(for queries: [String], in lines: [String]) throws {
        let engine = MatchEngine(store: ItemStore(lines))
        let data = Self.data(lines)
        for (generation, query) in queries.enumerated() {
            let snapshot = try #require(engine.match(query, generation: generation))
            let seek = Set(snapshot.matches.map { lines[$0.index] })
            let fzf = try fzfLines(query, in: data)
            let shown = query.count > 40 ? "\(query.prefix(40))… (\(query.count) characters)" : query
            #expect(seek == fzf, "query \(shown): only seek \(seek.subtracting(fzf).sorted().prefix(20)), only fzf \(fzf.subtracting(seek).sorted().prefix(20))")
        }
    }

    @Test func accentedAndLookAlikeLettersFoldAsInFzf() throws {
        // Which of every scalar fold to some ASCII character, in two runs: the alternatives of
        // all, and the backslash.
        let firstPass = [Self.asciiQueries.joined(separator: " | "), "\\"]
        try expectSameLines(for: firstPass, in: Self.scalarLines)
        // Then each character on its own, over the scalars that fold to one (no other can match).
        let data = Self.data(Self.scalarLines)
        let folding = try fzfLines(firstPass[0], in: data).union(try fzfLines(firstPass[1], in: data))
        #expect(folding.count > 500 && folding.contains("ß") && folding.contains("＼") && !folding.contains("ǟ"))
        try expectSameLines(for: Self.asciiQueries + Self.wordQueries, in: folding.sorted() + Self.words)
    }

    @Test func uppercaseLettersAndOnlyThoseAreLowercasedAsInFzf() throws {
        try expectSameLines(for: Self.caseQueries, in: Self.casedLines)
    }
}
