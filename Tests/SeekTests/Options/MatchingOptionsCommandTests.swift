import Foundation
import SeekTestSupport
import Testing

/// `-e`, `-i`, `+i` and `--smart-case`: `seek --filter` prints the lines `fzf --filter` prints
/// with the same flags.
@Suite(.waitsOnPrograms, .enabled(if: FieldOptionsCommandTests.fzf != nil, "fzf is not installed"))
struct MatchingOptionsCommandTests {
    let seek = ProcessRunner.seekExecutable

    static let corpus = [
        "Hello World", "hello world", "HELLO", "hxexlxlxo", "world hello", "Readme.md", "README", "src/readme.txt",
        "Main.swift", "main.swift", "domain.c", "m-a-i-n", "Straße", "strasse",
    ].joined(separator: "\n") + "\n"

    func lines(_ executable: URL, _ arguments: [String]) throws -> [Substring] {
        try ProcessRunner.run(executable, arguments: arguments, input: Data(Self.corpus.utf8)).standardOutput
            .split(separator: "\n").sorted()
    }

    @Test(arguments: [
        ["-e", "-f", "hello"], ["-e", "-f", "'hlo"], ["--exact", "-f", "main"], ["-e", "-f", "!main"],
        ["-i", "-f", "Hello"], ["-i", "-f", "README"], ["+i", "-f", "hello"], ["+i", "-f", "readme"],
        ["--smart-case", "-f", "Readme"], ["-e", "-i", "-f", "MAIN"], ["+i", "-e", "-f", "Main"],
    ])
    func matchingOptionsFilterAsFzfDoes(arguments: [String]) throws {
        let fzf = URL(fileURLWithPath: FieldOptionsCommandTests.fzf!)
        let expected = try lines(fzf, arguments)
        #expect(!expected.isEmpty, "the case matches something")
        #expect(try lines(seek, arguments) == expected, "\(arguments)")
    }
}
