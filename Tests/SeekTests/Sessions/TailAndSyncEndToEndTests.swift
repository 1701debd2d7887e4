import Foundation
import SeekTestSupport
import Testing

/// `--tail N` (keep the last N lines) and `--sync` (open the screen once the input is complete).
@Suite(.waitsOnPrograms) struct TailAndSyncEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    @Test func aTailFilterPrintsTheLastLinesAsFzfDoes() throws {
        let input = Data((1...100_000).map { "line \($0)\n" }.joined().utf8)
        let arguments = ["--tail", "25", "-f", "9"]
        let result = try ProcessRunner.run(seek, arguments: arguments, input: input)
        #expect(result.status == 0)
        let printed = result.standardOutput.split(separator: "\n")
        #expect(!printed.isEmpty && printed.allSatisfy { Int($0.dropFirst(5))! > 99_975 })
        let fzf = URL(fileURLWithPath: FieldOptionsCommandTests.newerFzf)
        if FileManager.default.isExecutableFile(atPath: fzf.path) {
            #expect(try ProcessRunner.run(fzf, arguments: arguments, input: input).standardOutput == result.standardOutput)
        }
    }

    @Test(arguments: [["--tail", "0"], ["--tail", "-3"], ["--tail", "x"]])
    func aTailThatIsNotAPositiveCountIsAOneLineError(arguments: [String]) throws {
        let result = try ProcessRunner.run(seek, arguments: arguments + ["-f", "a"], input: Data("a\n".utf8))
        #expect(result.status == 2)
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func aTailOnRecordsIsAOneLineError() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--sample", "recipes", "--tail", "3", "-f", "a"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("--tail"))
    }

    @Test func aTailOnARecordFileIsRefusedInSeeksWordsBeforeTheScreenOpens() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-tail-\(getpid()).json").path
        try Data(#"[{"name": "a"}]"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ProcessRunner.run(seek, arguments: ["--tail", "3", path])
        #expect(result.status == 2)
        #expect(result.standardError == "seek: --tail keeps the last lines of plain input; \(path) is read as records\n")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func anEndlessInputWithATailShowsOnlyTheLastLines() throws {
        let tmux = try TmuxSession(width: 60, height: 12, command: "seq 1 1000000000 | \(seek.path) --tail 1000; sleep 30")
        defer { tmux.kill() }
        let shown = tmux.waitUntil { screen in
            guard let count = TmuxSession.matchCount(in: screen) else { return false }
            return count == "1000/1000"
        }
        #expect(shown.satisfied, "the count stops at the tail: \(shown.screen)")
        // Later lines keep replacing the oldest: the first row listed moves on.
        let first = tmux.capture()
        let moved = tmux.waitUntil { $0 != first && TmuxSession.matchCount(in: $0) == "1000/1000" }
        #expect(moved.satisfied, "the list follows the input")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func syncOpensTheScreenOnlyOnceTheInputIsComplete() throws {
        let command = "(echo apple; sleep 2; echo banana) | \(seek.path) --sync; sleep 30"
        let tmux = try TmuxSession(width: 60, height: 10, command: command)
        defer { tmux.kill() }
        usleep(1_000_000)
        #expect(TmuxSession.matchCount(in: tmux.capture()) == nil, "no screen while the input is still open")
        let opened = tmux.waitForCount("2/2")
        #expect(opened.satisfied, "the screen opens with every line")
        // Without --sync the screen is up while the input is still open.
        let eager = try TmuxSession(width: 60, height: 10, command: "(echo apple; sleep 5; echo banana) | \(seek.path); sleep 30")
        defer { eager.kill() }
        #expect(eager.waitForCount("1/1", timeout: 4).satisfied)
    }
}
