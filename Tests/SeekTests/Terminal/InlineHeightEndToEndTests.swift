import Foundation
import SeekTestSupport
import Testing

/// `--height`: seek draws inline below the shell's lines and erases only its own on exit.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InlineHeightEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    func start(_ options: String) throws -> TmuxSession {
        let command = "printf 'keep-1\\nkeep-2\\n'; seq 100 | \(seek.path) \(options); echo EXIT=$?; sleep 30"
        return try TmuxSession(width: 60, height: 20, command: command)
    }

    @Test func theShellsLinesStayAboveWhileSeekRunsAndAfterItPrintsTheChoice() throws {
        let tmux = try start("--height 8")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("100/100").satisfied)
        let running = tmux.capture().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(running.prefix(2)) == ["keep-1", "keep-2"], "the lines above survive: \(running)")
        #expect(running.count(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) <= 2 + 8, "seek takes 8 lines")
        tmux.type("42")
        #expect(tmux.waitForCount("1/100").satisfied)
        tmux.send("Enter")
        let after = tmux.waitFor("EXIT=0").screen.split(separator: "\n").map(String.init)
        #expect(Array(after.prefix(4)) == ["keep-1", "keep-2", "42", "EXIT=0"], "only seek's lines were erased: \(after)")
    }

    @Test func ctrlCErasesOnlySeeksLinesInTheReverseLayout() throws {
        let tmux = try start("--height 40% --layout reverse")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("100/100").satisfied)
        tmux.send("C-c")
        let after = tmux.waitFor("EXIT=130").screen.split(separator: "\n").map(String.init)
        #expect(Array(after.prefix(3)) == ["keep-1", "keep-2", "EXIT=130"], "\(after)")
    }

    @Test func aBadHeightIsAOneLineErrorWithStatusTwo() throws {
        for height in ["0", "120%", "abc"] {
            let result = try ProcessRunner.run(seek, arguments: ["--height", height, "/dev/null"])
            #expect(result.status == 2, "--height \(height)")
            #expect(result.standardError.split(separator: "\n").count == 1, "--height \(height): \(result.standardError)")
        }
    }
}
