import Foundation
import SeekTestSupport
import Testing

/// `--nth`, `--with-nth`, `--accept-nth` and `--delimiter` on plain lines: `seek --filter` prints
/// what `fzf --filter` prints for the same flags (fzf 0.38 from Debian when the newer one is not
/// installed; `--accept-nth` needs fzf 0.60 or later).
@Suite(.waitsOnPrograms) struct FieldOptionsCommandTests {
    let seek = ProcessRunner.seekExecutable

    /// A log-like corpus: a hash, a verb and words, the shape `git log --oneline` and `ps` give.
    static let corpus: String = {
        let verbs = ["fix", "add", "remove", "rename", "document", "test"]
        let things = ["the parser", "tests for the parser", "a cache", "the walker", "docs", "history files", "key bindings"]
        var lines: [String] = []
        for index in 0..<300 {
            let hash = String(UInt32(truncatingIfNeeded: index &* 2_654_435_761), radix: 16)
            lines.append("\(hash) \(verbs[index % verbs.count]) \(things[(index / 3) % things.count]):\(index % 17)")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    static let newerFzf = "/tmp/fzf/bin/fzf"
    static let fzf: String? = [newerFzf, "/usr/bin/fzf"].first { FileManager.default.isExecutableFile(atPath: $0) }

    func output(of executable: URL, _ arguments: [String]) throws -> String {
        try ProcessRunner.run(executable, arguments: arguments, input: Data(Self.corpus.utf8)).standardOutput
    }

    @Test(.enabled(if: FieldOptionsCommandTests.fzf != nil, "fzf is not installed"), arguments: [
        ["--nth", "2..", "-f", "parser"],
        ["--nth", "1", "-f", "a"],
        ["--nth", "-1", "-f", "cache"],
        ["--nth", "2,3", "-f", "fix the"],
        ["--with-nth", "2..", "-f", "fixparser"],
        ["--with-nth", "2", "--nth", "1", "-f", "re"],
        ["-d", ":", "--nth", "2", "-f", "1"],
        ["-d", ":", "--with-nth", "1", "-f", "docs"],
    ])
    func fieldOptionsFilterAsFzfDoes(arguments: [String]) throws {
        let fzf = URL(fileURLWithPath: Self.fzf!)
        // The same lines; fzf breaks ties between equal scores by the length of the whole line,
        // seek by that of the fields searched, so the order may differ where scores tie.
        let expected = try output(of: fzf, arguments).split(separator: "\n").sorted()
        #expect(!expected.isEmpty, "the case matches something")
        #expect(try output(of: seek, arguments).split(separator: "\n").sorted() == expected, "\(arguments)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FieldOptionsCommandTests.newerFzf), "fzf 0.60+ is not installed"))
    func acceptNthPrintsTheChosenFieldsAsFzfDoes() throws {
        let fzf = URL(fileURLWithPath: Self.newerFzf)
        for arguments in [["--accept-nth", "1", "-f", "walker"], ["--accept-nth", "2,1", "-f", "rename"], ["-d", ":", "--accept-nth", "-1", "-f", "docs"],
                          ["--accept-nth", "3,1", "-f", "rename"], ["-d", ":", "--accept-nth", "2,1", "-f", "docs"],
                          ["-d", " +", "--accept-nth", "3,2", "-f", "fix"]] {
            let expected = try output(of: fzf, arguments).split(separator: "\n").sorted()
            #expect(!expected.isEmpty)
            #expect(try output(of: seek, arguments).split(separator: "\n").sorted() == expected, "\(arguments)")
        }
    }

    @Test func acceptNthWithoutFzfPrintsTheSelectedFields() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--accept-nth", "2", "-f", "b"], input: Data("a b c\n".utf8))
        #expect(result.standardOutput == "b\n")
    }

    @Test func aBadFieldExpressionIsAOneLineError() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--nth", "0", "-f", "x", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--nth"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}
