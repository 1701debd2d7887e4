import Foundation
import SeekTestSupport
import Testing

/// The real binary wearing fzf's face in a terminal: run through a link named `fzf`, or as seek
/// with `--profile fzf`, it draws what fzf 0.74.5 draws for `seq 100 | fzf` in a 40×10 pane (the
/// screens below were read off fzf by hand) and takes fzf's keys.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct FzfFaceEndToEndTests {
    let scratch = ScratchFolder(named: "seek-fzf-face")

    /// A link named fzf to the seek executable.
    var fzf: String {
        let link = scratch.path(of: "fzf")
        if !FileManager.default.fileExists(atPath: link) {
            try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ProcessRunner.seekExecutable.path)
        }
        return link
    }

    func start(_ command: String) throws -> TmuxSession {
        let clean = "env -u FZF_DEFAULT_OPTS -u FZF_DEFAULT_OPTS_FILE -u FZF_DEFAULT_COMMAND -u SEEK_DEFAULT_OPTS -u SEEK_DEFAULT_OPTS_FILE"
        return try TmuxSession(width: 40, height: 10, command: "seq 100 | \(clean) \(command); echo EXIT=$?; sleep 30")
    }

    /// The screen with the ends of its lines trimmed, as fzf's own tests read it.
    func trimmed(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }

    /// The screen trimmed, and the info line without its rule, as fzf's own tests compare it.
    func withoutRule(_ screen: String) -> String {
        trimmed(screen).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("/") ? String(line.reversed().drop { $0 == "─" || $0 == " " }.reversed()) : String(line)
        }.joined(separator: "\n")
    }

    static let fzfDefaultScreen = """
        ▌ 8
        ▌ 7
        ▌ 6
        ▌ 5
        ▌ 4
        ▌ 3
        ▌ 2
        ▌ 1                                    │
          100/100 ─────────────────────────────
        >
        """

    @Test func runAsFzfItDrawsFzfsScreenAndEscapeEndsWithStatus130() throws {
        let tmux = try start(fzf)
        defer { tmux.kill() }
        let shown = tmux.waitUntil { trimmed($0) == Self.fzfDefaultScreen }
        #expect(shown.satisfied, "\(shown.screen)")
        tmux.send("Escape")
        #expect(tmux.waitFor("EXIT=130").satisfied)
    }

    @Test func theProfileOptionGivesSeeksOwnNameTheSameFace() throws {
        let tmux = try start("\(ProcessRunner.seekExecutable.path) --profile fzf")
        defer { tmux.kill() }
        let shown = tmux.waitUntil { trimmed($0) == Self.fzfDefaultScreen }
        #expect(shown.satisfied, "\(shown.screen)")
    }

    @Test func upAndControlKClimbTowardWorseMatchesAndEnterPrintsTheOneReached() throws {
        let tmux = try start("\(fzf) --pointer '>' --marker '>' --gutter ' ' --no-scrollbar --reverse")
        defer { tmux.kill() }
        #expect(tmux.waitFor("100/100").satisfied)
        // In reverse, Down goes to worse matches; Ctrl-J and Ctrl-K follow Down and Up.
        tmux.send("Down")
        tmux.send("Down")
        tmux.send("C-j")
        tmux.send("C-k")
        let moved = tmux.waitUntil { withoutRule($0).hasPrefix(">\n  100/100\n  1\n  2\n> 3\n  4") }
        #expect(moved.satisfied, "\(moved.screen)")
        tmux.send("Enter")
        #expect(tmux.waitFor("EXIT=0").screen.contains("3\nEXIT=0"))
    }

    @Test func underItsOwnNameSeekKeepsItsFace() throws {
        let tmux = try start(ProcessRunner.seekExecutable.path)
        defer { tmux.kill() }
        let shown = tmux.waitFor("Search")
        #expect(shown.satisfied, "\(shown.screen)")
        #expect(!shown.screen.contains("▌"))
    }
}
