import Foundation
import SeekTestSupport
import Testing

/// seek run as `fzf` (a link of that name) reads `FZF_DEFAULT_OPTS_FILE` and `FZF_DEFAULT_OPTS`:
/// fzf's options seek does not implement are named in one line and the run goes on; a word fzf
/// does not accept is still a one-line error, as in fzf.
@Suite(.waitsOnPrograms) struct FzfDefaultOptionsCommandTests {
    let scratch = ScratchFolder(named: "seek-as-fzf")

    /// A link named fzf to the seek executable.
    var fzf: URL {
        let link = scratch.path(of: "fzf")
        if !FileManager.default.fileExists(atPath: link) {
            try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ProcessRunner.seekExecutable.path)
        }
        return URL(fileURLWithPath: link)
    }

    func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["FZF_DEFAULT_OPTS", "FZF_DEFAULT_OPTS_FILE", "SEEK_DEFAULT_OPTS", "SEEK_DEFAULT_OPTS_FILE"] {
            environment[name] = nil
        }
        return environment.merging(extra) { _, new in new }
    }

    let input = Data("apple\nbanana\napricot\n".utf8)

    @Test func aCopiedFzfDefaultOptsRunsWithOneLineNamingWhatSeekLeavesOut() throws {
        let opts = environment(["FZF_DEFAULT_OPTS": "--algo v1 --height 40% -m --listen --print-query"])
        let result = try ProcessRunner.run(fzf, arguments: ["--filter", "ap"], input: input, environment: opts)
        #expect(result.status == 0)
        #expect(result.standardError == "seek: ignoring fzf options seek does not implement: --algo, --listen\n")
        #expect(result.standardOutput == "ap\napple\napricot\n", "--print-query from the defaults is read")
    }

    @Test func anOptionFzfDoesNotAcceptIsStillAOneLineError() throws {
        for opts in ["--bogus", "-ie", "--cycle=yes"] {
            let result = try ProcessRunner.run(fzf, arguments: ["--filter", "a", "/dev/null"], environment: environment(["FZF_DEFAULT_OPTS": opts]))
            #expect(result.status == 2, "\(opts)")
            #expect(result.standardError.split(separator: "\n").count == 1, "\(opts): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test func theCommandLineFollowsTheSameRule() throws {
        let result = try ProcessRunner.run(fzf, arguments: ["--no-bold", "+m", "-fban"], input: input, environment: environment([:]))
        #expect(result.status == 0)
        #expect(result.standardError == "seek: ignoring fzf options seek does not implement: --no-bold\n")
        #expect(result.standardOutput == "banana\n")
        let unknown = try ProcessRunner.run(fzf, arguments: ["--no-such-option", "-fa", "/dev/null"], environment: environment([:]))
        #expect(unknown.status == 2)
    }

    @Test func theFileIsReadBeforeTheVariableAndMayHoldComments() throws {
        let file = scratch.file("fzfrc", "# my fzf settings\n--print-query   # the query first\n--filter nan\n")
        let opts = environment(["FZF_DEFAULT_OPTS_FILE": file, "FZF_DEFAULT_OPTS": "--filter apple"])
        let result = try ProcessRunner.run(fzf, arguments: [], input: input, environment: opts)
        #expect(result.standardOutput == "apple\napple\n", "the variable comes after the file, so its --filter wins")
        #expect(result.standardError.isEmpty)
    }

    @Test func theCommandLineNegatesTheDefaults() throws {
        let opts = environment(["FZF_DEFAULT_OPTS": "--print-query --tac"])
        let result = try ProcessRunner.run(fzf, arguments: ["--no-print-query", "--no-tac", "+s", "-fa"], input: input, environment: opts)
        #expect(result.standardOutput == "apple\nbanana\napricot\n")
    }

    @Test func aDefaultPreviewWindowWaitsForAPreview() throws {
        let opts = environment(["FZF_DEFAULT_OPTS": "--preview-window 'right:60%:wrap'"])
        let result = try ProcessRunner.run(fzf, arguments: ["-fban"], input: input, environment: opts)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "banana\n")
        let given = try ProcessRunner.run(fzf, arguments: ["--preview", "echo {}", "-fban"], input: input, environment: opts)
        #expect(given.status == 0, "\(given.standardError)")
        let bad = try ProcessRunner.run(fzf, arguments: ["--preview", "echo {}", "-fban"], input: input,
                                        environment: environment(["FZF_DEFAULT_OPTS": "--preview-window sideways"]))
        #expect(bad.status == 2, "with a preview, the defaults' window is read and checked")
        let alone = try ProcessRunner.run(fzf, arguments: ["--preview-window", "up", "-fban"], input: input, environment: environment([:]))
        #expect(alone.status == 0, "as in fzf, a window without a preview (or an action that opens one) lays out nothing")
    }

    @Test func underItsOwnNameSeekLeavesFzfsVariablesAlone() throws {
        let opts = environment(["FZF_DEFAULT_OPTS": "--bogus", "FZF_DEFAULT_OPTS_FILE": "/nonexistent"])
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: ["-fban"], input: input, environment: opts)
        #expect(result.status == 0)
        #expect(result.standardOutput == "banana\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func aBadQuoteNamesTheVariable() throws {
        let result = try ProcessRunner.run(fzf, arguments: ["/dev/null"], environment: environment(["FZF_DEFAULT_OPTS": "--prompt 'x"]))
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("seek: FZF_DEFAULT_OPTS: unclosed '"), "\(result.standardError)")
    }
}
