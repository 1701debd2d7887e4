import Foundation
import SeekTestSupport
import Testing

/// A regular-expression `--delimiter` with `--nth`, `--with-nth` and `--accept-nth`: `seek
/// --filter` prints the lines fzf 0.74 prints for the same flags.
@Suite(.waitsOnPrograms) struct RegexDelimiterCommandTests {
    let seek = ProcessRunner.seekExecutable

    func lines(_ executable: URL, _ arguments: [String], _ input: Data) throws -> [Substring] {
        try ProcessRunner.run(executable, arguments: arguments, input: input).standardOutput.split(separator: "\n").sorted()
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FieldOptionsCommandTests.newerFzf), "fzf 0.74 is not installed"),
          arguments: [
              ["-d", "[:/]", "--nth", "4", "-f", "doc"], ["-d", "[/.]", "--nth", "-1", "-f", "gz"],
              ["-d", "[/.]", "--with-nth", "4..", "-f", "manz"], ["-d", "(/|_)", "--nth", "5", "-f", "alpha"],
              ["-d", "/+", "--accept-nth", "3,4", "-f", "png"], ["-d", "/[a-z]+/", "--nth", "2", "-f", "doc"],
          ])
    func aRegularExpressionDelimiterSplitsPathsAsFzfDoes(arguments: [String]) throws {
        let fzf = URL(fileURLWithPath: FieldOptionsCommandTests.newerFzf)
        let corpus = RankingOptionsCommandTests.corpus
        let expected = try lines(fzf, arguments, corpus)
        #expect(!expected.isEmpty, "the case matches something")
        #expect(try lines(seek, arguments, corpus) == expected, "\(arguments)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FieldOptionsCommandTests.newerFzf), "fzf 0.74 is not installed"),
          arguments: [
              ["-d", "\\s+", "--nth", "2", "-f", "fix"], ["-d", "[ :]", "--nth", "-1", "-f", "1"],
              ["-d", "\\s+", "--with-nth", "2..", "-f", "adparser"], ["-d", " +", "--accept-nth", "2", "-f", "walker"],
          ])
    func aRegularExpressionDelimiterSplitsLogLinesAsFzfDoes(arguments: [String]) throws {
        let fzf = URL(fileURLWithPath: FieldOptionsCommandTests.newerFzf)
        let corpus = Data(FieldOptionsCommandTests.corpus.utf8)
        let expected = try lines(fzf, arguments, corpus)
        #expect(!expected.isEmpty, "the case matches something")
        #expect(try lines(seek, arguments, corpus) == expected, "\(arguments)")
    }

    @Test func anInvalidRegularExpressionIsAOneLineError() throws {
        let result = try ProcessRunner.run(seek, arguments: ["-d", "[a-", "--nth", "1", "-f", "x"], input: Data("a b\n".utf8))
        #expect(result.status == 2)
        #expect(result.standardError == "seek: --delimiter: '[a-' is not a valid regular expression\n")
    }
}
