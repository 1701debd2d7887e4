import Foundation
import SeekTestSupport
import Testing

/// `--no-sort`, `--tac`, `--tiebreak` and `--scheme`: `seek --filter` prints the lines fzf 0.74
/// prints, in fzf's order, on the paths under /usr/share.
@Suite(.waitsOnPrograms, .enabled(if: FileManager.default.isExecutableFile(atPath: FieldOptionsCommandTests.newerFzf), "fzf 0.74 is not installed"))
struct RankingOptionsCommandTests {
    let seek = ProcessRunner.seekExecutable
    let fzf = URL(fileURLWithPath: FieldOptionsCommandTests.newerFzf)

    /// Up to 20,000 paths: a real corpus, with the long runs of equal scores ties are made of.
    static let corpus: Data = {
        let result = try? ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"),
                                            arguments: ["-c", "find /usr/share -type f 2>/dev/null | head -20000"])
        return Data((result?.standardOutput ?? "").utf8)
    }()

    func lines(_ executable: URL, _ arguments: [String]) throws -> [Substring] {
        try ProcessRunner.run(executable, arguments: arguments, input: Self.corpus).standardOutput.split(separator: "\n")
    }

    // Terms whose scores seek computes as fzf does on such paths, so the order tests the tiebreak.
    @Test(arguments: [
        ["--no-sort", "-f", "doc"], ["+s", "-f", "share gz"], ["--tac", "-f", "gz"], ["--tac", "-f", ""],
        ["--tiebreak", "index", "-f", "gz"], ["--tiebreak=index", "-f", "txt$"],
        ["--tiebreak", "begin", "-f", "gz"], ["--tiebreak", "end", "-f", "gz"], ["--tiebreak", "chunk", "-f", "gz"],
        ["--tiebreak", "pathname", "-f", "gz"], ["--tiebreak", "length,begin", "-f", "gz"],
        ["--tiebreak", "end,begin", "-f", "txt$"], ["--tac", "--tiebreak", "begin", "-f", "^/usr/share/doc"],
        ["-e", "--tiebreak", "end", "-f", "doc"], ["-e", "--tiebreak", "pathname", "-f", "man"],
        ["-e", "--tiebreak", "pathname,length", "-f", "doc | man"], ["-e", "--tiebreak", "end,chunk,length", "-f", "lib py"],
        ["-e", "--tiebreak", "chunk,end", "-f", "doc"], ["-e", "--tac", "--tiebreak", "end", "-f", "man"],
        ["-e", "--tiebreak", "begin,index", "-f", "gz$"], ["-f", "!doc"], ["--tac", "-f", "!doc"],
    ])
    func rankingOptionsOrderAsFzfDoes(arguments: [String]) throws {
        let expected = try lines(fzf, arguments)
        #expect(expected.count > 10, "the case matches enough to have ties")
        #expect(try lines(seek, arguments) == expected, "\(arguments)")
    }

    @Test func noSortWithTacListsTheLastMatchFirstAsFzfShowsIt() throws {
        // fzf's --filter sorts when --tac is given even with --no-sort; its list shows the
        // matches in input order reversed, and so does seek's --filter.
        let inputOrder = try lines(fzf, ["--no-sort", "-f", "doc"])
        #expect(inputOrder.count > 10)
        #expect(try lines(seek, ["--tac", "--no-sort", "-f", "doc"]) == Array(inputOrder.reversed()))
    }

    @Test(arguments: ["path", "history", "default"])
    func aSchemeMatchesFzfsSetAndBreaksTiesAsItsTiebreak(scheme: String) throws {
        let tiebreak = ["path": "pathname,length", "history": "index", "default": "length"][scheme]!
        let expected = try lines(fzf, ["--scheme", scheme, "-f", "doc"]).sorted()
        #expect(expected.count > 10)
        #expect(try lines(seek, ["--scheme", scheme, "-f", "doc"]).sorted() == expected)
        // The scheme picks the tiebreak (and, as fzf's, the bonuses of word boundaries, so
        // `history` ranks apart from `--tiebreak index` under the default scheme's scores).
        #expect(try lines(seek, ["--scheme", scheme, "-f", "doc"]) == lines(seek, ["--scheme", scheme, "--tiebreak", tiebreak, "-f", "doc"]))
        #expect(try lines(seek, ["--scheme", scheme, "-f", "doc"]) != lines(seek, ["--scheme", scheme, "--tiebreak", "begin", "-f", "doc"]))
    }

    @Test(arguments: [["--tiebreak", "size"], ["--tiebreak", "index,length"], ["--tiebreak", "length,length"], ["--scheme", "paths"]])
    func aBadRankingOptionIsAOneLineError(arguments: [String]) throws {
        let result = try ProcessRunner.run(seek, arguments: arguments + ["-f", "x", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(result.standardError.contains(arguments[0]), "the message names the option: \(result.standardError)")
    }
}
