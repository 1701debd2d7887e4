import Foundation
import SeekTestSupport
import Testing

/// `--version` and `SEEK_DEFAULT_OPTS`, as an fzf user sets `FZF_DEFAULT_OPTS`.
@Suite(.waitsOnPrograms) struct DefaultOptionsCommandTests {
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

/// `SEEK_DEFAULT_OPTS_FILE` is read only when it is a regular file of at most 1 MiB.
@Suite(.waitsOnPrograms) struct OptionsFileLimitTests {
    let seek = ProcessRunner.seekExecutable
    let scratch = ScratchFolder(named: "seek-opts-file")

    func run(withOptionsFile path: String) throws -> ProcessRunner.Result {
        let environment = ProcessInfo.processInfo.environment.merging(["SEEK_DEFAULT_OPTS_FILE": path]) { _, new in new }
        return try ProcessRunner.run(seek, arguments: ["--filter", "a"], input: Data("a\n".utf8), environment: environment)
    }

    func expectOneLineError(_ result: ProcessRunner.Result, saying reason: String) {
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("seek: SEEK_DEFAULT_OPTS_FILE: "))
        #expect(result.standardError.contains(reason), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func anEndlessDeviceIsRefusedAtOnceInsteadOfRead() throws {
        expectOneLineError(try run(withOptionsFile: "/dev/zero"), saying: "it is a device, not a regular file")
    }

    @Test func aFIFOWithoutAWriterIsRefusedWithoutWaiting() throws {
        let fifo = scratch.path(of: "fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        expectOneLineError(try run(withOptionsFile: fifo), saying: "it is a FIFO, not a regular file")
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let big = scratch.file("big", String(repeating: "--cycle ", count: (1 << 20) / 8 + 1))
        expectOneLineError(try run(withOptionsFile: big), saying: "it is larger than 1 MiB")
        // At the limit it is read.
        let atLimit = scratch.file("at-limit", String(repeating: " ", count: (1 << 20) - 8) + "--cycle\n")
        let result = try run(withOptionsFile: atLimit)
        #expect(result.status == 0)
        #expect(result.standardOutput == "a\n")
    }

    @Test func aMissingFileOrAFolderIsAOneLineError() throws {
        expectOneLineError(try run(withOptionsFile: scratch.path(of: "missing")), saying: "no such file or directory")
        expectOneLineError(try run(withOptionsFile: scratch.path), saying: "it is a directory")
    }
}
