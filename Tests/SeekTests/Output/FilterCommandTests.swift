import Foundation
import SeekTestSupport
import Testing

/// The `seek` binary run as a shell user would, without a terminal.
@Suite(.waitsOnPrograms) struct FilterCommandTests {
    let seek = ProcessRunner.seekExecutable
    let scratch = ScratchFolder(named: "seek-cli")

    func temporaryFile(_ text: String) -> String {
        scratch.file("input.txt", text)
    }

    @Test func filterPrintsMatchingLinesBestFirstAndExitsZero() throws {
        let file = temporaryFile("src/main.swift\nREADME.md\nsrc/mains/other.swift\nnothing here\n")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "main", file])
        #expect(result.status == 0)
        #expect(result.standardOutput == "src/main.swift\nsrc/mains/other.swift\n")
        #expect(result.standardError.isEmpty)
    }

    @Test func filterReadsPipedStandardInput() throws {
        let numbers = (1...100_000).map(String.init).joined(separator: "\n") + "\n"
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "999"], input: Data(numbers.utf8))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(result.status == 0)
        #expect(lines.first == "999")
        #expect(lines.allSatisfy { line in
            var rest = Substring("999")
            for character in line where character == rest.first { rest = rest.dropFirst() }
            return rest.isEmpty
        })
        #expect(lines.count == 856)
    }

    @Test func aLargeInputMatchedWhileReadPrintsWhatTheWholeInputWould() throws {
        // 3.6 MB: several chunks, each matched as it is read, most without a match; `--tail` with
        // room for every line reads the whole input first, the other way to the same output.
        var lines = (0..<60_000).map { "filler line \($0) of the input, padded to sixty bytes or so" }
        lines[100] = "a/needle\r"
        lines[30_000] = "b/needle"
        lines[30_001] = "needle/c"
        lines[59_999] = "a/needle"
        let file = temporaryFile(lines.joined(separator: "\n") + "\n")
        let streamed = try ProcessRunner.runRaw(seek, arguments: ["--filter", "'needle", file])
        let whole = try ProcessRunner.runRaw(seek, arguments: ["--tail", "100000", "--filter", "'needle", file])
        #expect(streamed == whole)
        let printed = Set(streamed.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) })
        #expect(printed == ["a/needle", "a/needle\r", "b/needle", "needle/c"])
        // Equal scores and lengths: with --tac the later line comes first.
        let reversed = try ProcessRunner.runRaw(seek, arguments: ["--tac", "--filter", "'needle !c", file])
        #expect(reversed == Data("a/needle\nb/needle\na/needle\r\n".utf8))
    }

    @Test func filterExitsOneWhenNothingMatches() throws {
        let file = temporaryFile("alpha\nbeta\n")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "zzz", file])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func filterPrintsTheOriginalBytesOfEachLine() throws {
        let path = scratch.file("raw.txt", [0x61, 0xFF, 0x1B, 0x62, 0x0A])
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "ab", path])
        #expect(result.status == 0)
        let raw = try ProcessRunner.runRaw(seek, arguments: ["--filter", "ab", path])
        #expect(raw == Data([0x61, 0xFF, 0x1B, 0x62, 0x0A]))
    }

    @Test func aMissingFileIsOneLineOnStandardErrorAndExitTwo() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "x", "/nonexistent/list.txt"])
        #expect(result.status == 2)
        #expect(result.standardError == "seek: cannot open /nonexistent/list.txt: no such file or directory\n")
    }

    @Test func anUnknownOptionIsOneLineAndExitTwo() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--no-such-option"])
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.hasPrefix("seek: "))
    }

    @Test func interactiveModeWithoutATerminalIsOneLineAndExitTwo() throws {
        // setsid gives seek no controlling terminal, so /dev/tty cannot be opened.
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/setsid"),
            arguments: ["--wait", seek.path, "--sample", "users"]
        )
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("seek: no terminal: cannot open /dev/tty"))
        #expect(result.standardError.hasSuffix("; use --filter to search without one\n"), "seek adds its own way out")
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func samplesAreListedByName() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--samples"])
        #expect(result.status == 0)
        let names = result.standardOutput.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["recipes", "colors", "timezones", "users"])
    }

    @Test func filterOnTheDefaultSampleFindsDishes() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "ital", "--sample", "recipes"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Italian"))
    }

    @Test func helpDescribesExitCodesAndExamples() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("EXIT STATUS"))
        #expect(result.standardOutput.contains("--filter"))
    }
}
