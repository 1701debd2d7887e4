import Foundation
import SeekTestSupport
import Testing

/// `--version` and `SEEK_DEFAULT_OPTS`, as an fzf user sets `FZF_DEFAULT_OPTS`.
@Suite struct DefaultOptionsCommandTests {
    let seek = ProcessRunner.seekExecutable

    func environment(_ extra: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    }

    @Test func versionPrintsOneLineAndSucceeds() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("seek "))
        #expect(result.standardOutput.split(separator: "\n").count == 1)
    }

    @Test func defaultOptionsComeFirstAndTheCommandLineWins() throws {
        let input = Data("apple\nbanana\napricot\n".utf8)
        let opts = environment(["SEEK_DEFAULT_OPTS": "--filter 'ban' --print-query"])
        let defaults = try ProcessRunner.run(seek, arguments: [], input: input, environment: opts)
        #expect(defaults.standardOutput == "ban\nbanana\n")
        let overridden = try ProcessRunner.run(seek, arguments: ["--filter", "apr"], input: input, environment: opts)
        #expect(overridden.standardOutput == "apr\napricot\n", "the command line's --filter replaces the default's")
    }

    @Test func quotedWordsKeepTheirSpaces() throws {
        let input = Data("x y\nyx\n".utf8)
        let opts = environment(["SEEK_DEFAULT_OPTS": #"--print-query --filter "x  y""#])
        let result = try ProcessRunner.run(seek, arguments: [], input: input, environment: opts)
        #expect(result.standardOutput.hasPrefix("x  y\n"), "the query is one word, its two spaces kept")
    }

    @Test func anOptionsFileIsReadBeforeTheVariable() throws {
        let path = NSTemporaryDirectory() + "seek-default-opts-\(getpid())"
        try "--print-query\n--filter nan\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let opts = environment(["SEEK_DEFAULT_OPTS_FILE": path, "SEEK_DEFAULT_OPTS": "--filter apple"])
        let result = try ProcessRunner.run(seek, arguments: [], input: Data("apple\nbanana\n".utf8), environment: opts)
        #expect(result.standardOutput == "apple\napple\n", "the variable comes after the file, so its --filter wins")
    }

    @Test func anUnclosedQuoteIsAOneLineError() throws {
        let opts = environment(["SEEK_DEFAULT_OPTS": "--filter 'oops"])
        // No input is given: seek exits before reading, and writing to it could raise SIGPIPE here.
        let result = try ProcessRunner.run(seek, arguments: ["/dev/null"], environment: opts)
        #expect(result.status == 2)
        #expect(result.standardError.contains("SEEK_DEFAULT_OPTS"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }
}
