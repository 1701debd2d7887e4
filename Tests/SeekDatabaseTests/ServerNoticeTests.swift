import Foundation
import SeekModel
@testable import SeekDatabase
import SeekTestSupport
import Testing

/// The server's notices and warnings (`ServerNotices`): kept as data for the status line, drawn
/// in their visible form, never written to the terminal or standard error as they are. On the
/// command tests' server and its `noisy` view, whose every row raises a notice holding an OSC 52
/// clipboard write and a screen clear.
extension SeekTableCommandTests: PostgresSearchTesting {
    /// The notice each row of `noisy` raises, as the server sends it, up to the row's name.
    static let noisyNotice = "\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2Jwiped by "
    /// The same as `VisibleText` draws it.
    static let visibleNoisyNotice = "^[]52;c;cHduZWQ=^G^[[2Jwiped by "

    @Test func aServerNoticeIsKeptAsDataAndCountedInsteadOfPrinted() throws {
        let connection = try PostgresConnection(url: server.url())
        #expect(connection.notices.note == nil)
        let rows = try connection.execute("SELECT name FROM noisy ORDER BY name")
        #expect(rows.rows.count == 3)
        #expect(connection.notices.count == 3)
        let note = try #require(connection.notices.note)
        #expect(note.hasPrefix("server NOTICE: " + Self.noisyNotice))
        #expect(note.hasSuffix("(3 messages)"))
    }

    @Test func aNoticeRaisedWhileAViewIsSearchedIsAStatusLineNote() throws {
        let search = try PostgresSearch(url: server.url(), table: "noisy")
        defer { search.stop() }
        #expect(try answer(search, SearchQuery(text: "fast"), generation: 1).matches.count == 2)
        let message = try waitForUpdate(search) { $0.statusMessage }
        #expect(message.hasPrefix("server NOTICE: " + Self.noisyNotice), "\(message)")
    }

    @Test func aNoticeDuringFilterIsOneVisibleLineOnStandardError() throws {
        let result = try ProcessRunner.run(ProcessRunner.seekExecutable, arguments: [server.url(), "--table", "noisy", "--filter", "fast"])
        #expect(result.status == 0)
        #expect(sortedLines(result.standardOutput) == ["fast car", "fast runner"])
        #expect(!result.standardError.contains("\u{1B}"), "no raw escape: \(result.standardError.debugDescription)")
        #expect(result.standardError.hasPrefix("seek: server NOTICE: " + Self.visibleNoisyNotice))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
    func noticesAndATerminatedConnectionShowInTheStatusLineAndNeverRaw() throws {
        let scratch = ScratchFolder(named: "seek-notices")
        let errors = scratch.path(of: "stderr")
        let url = server.url() + "&application_name=seek-notices"
        let tmux = try TmuxSession(width: 140, height: 12, command: """
            \(ProcessRunner.seekExecutable.path) '\(url)' --table noisy 2> \(errors); echo EXIT=$?; sleep 30
            """)
        defer { tmux.kill() }
        #expect(tmux.waitForCount("3/3").satisfied)
        let shown = tmux.waitFor("server NOTICE: " + Self.visibleNoisyNotice)
        #expect(shown.satisfied, "the notice in its visible form: \(shown.screen)")
        #expect(shown.screen.contains("fast runner"), "the screen was not cleared")
        // The server ends seek's connection while it is idle, then a query needs it.
        let admin = try PostgresConnection(url: server.url())
        let ended = try admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'seek-notices'")
        #expect(ended.rows.count >= 1)
        tmux.type("car")
        #expect(tmux.waitForCount("1/3").satisfied, "the search reconnects and answers: \(tmux.capture())")
        #expect(tmux.capture().contains("fast car"))
        tmux.send("C-c")
        #expect(tmux.waitFor("EXIT=").satisfied)
        let written = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "missing"
        #expect(written.isEmpty, "nothing on standard error: \(written.debugDescription)")
    }
}
