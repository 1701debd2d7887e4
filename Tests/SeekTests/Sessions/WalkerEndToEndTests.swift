import SeekTestSupport
import Testing

/// The built-in file walk seek starts on a terminal with no input (`--walker`).
@Suite struct WalkerEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func aBadWalkerListIsAnErrorNamingTheOption() throws {
        // The walker needs a terminal as standard input, so this runs under tmux.
        for (list, message) in [("follow", "seek: --walker: 'follow' lists neither file nor dir"),
                                ("file,sideways", "seek: --walker: unknown option 'sideways' (file, dir, follow, hidden)")] {
            let tmux = try TmuxSession(width: 90, height: 6, command: "\(seek.path) --walker \(list); sleep 30")
            defer { tmux.kill() }
            let shown = tmux.waitFor(message)
            #expect(shown.satisfied, "\(shown.screen)")
        }
    }
}
