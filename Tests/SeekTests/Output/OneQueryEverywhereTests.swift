import Foundation
import SeekTestSupport
import Testing

/// One query gives one set of items in every mode: `--filter`, `-q` with `--select-1` and
/// `--exit-0`, and the list a user sees after typing it. Tokens and scopes are matched by the
/// engine, not applied by one mode only.
@Suite(.waitsOnPrograms) struct OneQueryEverywhereTests {
    let seek = ProcessRunner.seekExecutable
    /// Where seek's output goes, removed after the test.
    let scratch = ScratchFolder(named: "seek-one-query")
    /// The Thai dishes of the recipes sample, as their rows.
    static let thaiDishCount = 20

    func lines(_ arguments: [String]) throws -> (status: Int32, lines: [Substring]) {
        let result = try ProcessRunner.run(seek, arguments: arguments)
        return (result.status, result.standardOutput.split(separator: "\n"))
    }

    @Test(arguments: ["cuisine:thai ", "cuisine:thai", "Cuisine:THAI"])
    func aTokenInFilterKeepsExactlyTheItemsWithThatValue(query: String) throws {
        let result = try lines(["--sample", "recipes", "--filter", query])
        #expect(result.status == 0)
        #expect(result.lines.count == Self.thaiDishCount)
        #expect(result.lines.allSatisfy { $0.hasSuffix("· Thai") })
    }

    @Test func aTokenAndTextNarrowTogether() throws {
        let result = try lines(["--sample", "recipes", "--filter", "cuisine:thai curry"])
        #expect(result.status == 0)
        #expect(Set(result.lines) == ["Thai Green Curry · Thai", "Thai Red Curry with Duck · Thai", "Massaman Curry · Thai", "Panang Curry · Thai"])
    }

    @Test func aFieldThatIsNotATokenFieldIsMatchedAsText() throws {
        // `course` is the recipes' scope field, not a token field: the term is fuzzy text, and
        // no row holds those letters in that order.
        let result = try lines(["--sample", "recipes", "--filter", "course:soup"])
        #expect(result.status == 1)
        #expect(result.lines.isEmpty)
    }

    @Test func selectOneChoosesTheOnlyMatchOfATokenQuery() throws {
        let result = try lines(["--sample", "recipes", "-q", "cuisine:thai massaman", "--select-1"])
        #expect(result.status == 0)
        #expect(result.lines == ["Massaman Curry · Thai"])
    }

    @Test func exitZeroLeavesWhenATokenQueryMatchesNothing() throws {
        let result = try lines(["--sample", "recipes", "-q", "cuisine:thai lasagne", "--exit-0"])
        #expect(result.status == 1)
        #expect(result.lines.isEmpty)
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func theListOpensOnTheSameSetAsFilter() throws {
        let output = scratch.path(of: "out")
        let tmux = try TmuxSession(width: 80, height: 30,
                                   command: "\(seek.path) --sample recipes -q 'cuisine:thai ' > \(output); echo EXIT=$?; sleep 30")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("\(Self.thaiDishCount)/461").satisfied)
        #expect(tmux.capture().contains("cuisine: thai"), "the term became a token pill")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").satisfied)
        let chosen = try String(contentsOfFile: output, encoding: .utf8)
        #expect(chosen.hasSuffix("· Thai\n"))
    }
}
