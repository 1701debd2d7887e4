import Foundation
import SeekTestSupport
import Testing

/// fzf's spellings on the command line (glued short values, negations): `seek --filter` prints
/// what fzf 0.74 prints for the same words.
@Suite(.waitsOnPrograms) struct FzfSpellingCommandTests {
    let seek = ProcessRunner.seekExecutable

    func output(of executable: URL, _ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(executable, arguments: arguments, input: Data(FieldOptionsCommandTests.corpus.utf8))
    }

    @Test func aGluedFilterFiltersAsTheSeparateWordDoes() throws {
        let glued = try output(of: seek, ["-f1"])
        #expect(glued.status == 0, "\(glued.standardError)")
        #expect(glued.standardOutput == (try output(of: seek, ["--filter", "1"])).standardOutput)
        #expect(glued.standardOutput != FieldOptionsCommandTests.corpus, "the corpus has lines without a 1")
    }

    @Test func aGluedQueryIsTheStartingQuery() throws {
        let result = try ProcessRunner.run(seek, arguments: ["-q55", "-1"], input: Data("a55\nb\n".utf8))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "a55\n", "the only match of 55 is chosen without a screen")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FieldOptionsCommandTests.newerFzf), "fzf 0.74 is not installed"), arguments: [
        ["-f1"], ["-d:", "-n2", "-f1"], ["-n2", "-fparser"], ["-d:", "--with-nth=1", "-fdocs"], ["+s", "-fa"], ["-s", "+s", "-s", "-fre"],
        ["-e", "+e", "-fprsr"], ["-e", "-fprsr"], ["-i", "+i", "-fFix"], ["--tac", "--no-tac", "+s", "-fcache"], ["-m5", "-fwalker"],
        ["--extended-exact", "-fparser"], ["--no-extended", "-ffix"], ["--style", "full", "--no-hscroll", "-fdocs"],
    ])
    func spellingsFilterAsFzfDoes(arguments: [String]) throws {
        let fzf = try output(of: URL(fileURLWithPath: FieldOptionsCommandTests.newerFzf), arguments)
        let ours = try output(of: seek, arguments)
        #expect(ours.status == fzf.status, "\(arguments): \(ours.standardError)")
        if arguments.contains(where: { $0.hasPrefix("-n") || $0.hasPrefix("--with-nth") }) {
            // The same lines: where scores tie, fzf breaks the tie by the whole line's length and
            // seek by the searched fields' (see FieldOptionsCommandTests).
            #expect(ours.standardOutput.split(separator: "\n").sorted() == fzf.standardOutput.split(separator: "\n").sorted(), "\(arguments)")
        } else {
            #expect(ours.standardOutput == fzf.standardOutput, "\(arguments)")
        }
    }
}
