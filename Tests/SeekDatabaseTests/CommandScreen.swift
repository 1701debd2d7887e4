import Dispatch
import Foundation
@testable import seek
import SeekTestSupport
import SeekToolkit
import Testing
import Synchronization

/// Runs the `seek` command's own setup (``RunSetup``, ``SearchRun``) for a command line, in this
/// process, on a ``TestBackend``: the screen a file or a table gets from the same options, read
/// as text once it has settled.
struct CommandScreen {
    /// Hands the run to its thread, which alone uses it until it ends.
    private struct Handed: @unchecked Sendable {
        let run: SearchRun
    }

    let terminal: TestBackend
    private let done = DispatchSemaphore(value: 0)

    /// Starts `seek arguments` on a terminal of `width` × `height`.
    init(_ arguments: [String], width: Int = 70, height: Int = 16) throws {
        let command = try #require(try Seek.parsedCommand(arguments) as? Seek)
        terminal = TestBackend(width: width, height: height)
        let handed = Handed(run: SearchRun(setup: try RunSetup(command, environment: [:]), terminal: terminal))
        let done = self.done
        SeekTestSupport.Thread.detach {
            _ = try? handed.run.run()
            done.signal()
        }
    }

    /// The screen once it shows `text` and has stayed the same for 300 ms (a table's counts
    /// arrive after its first page); what it shows after 20 s otherwise.
    func settled(showing text: String) -> [String] {
        var last: [String] = []
        var unchanged = 0
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let screen = terminal.screen
            if screen == last && screen.contains(where: { $0.contains(text) }) {
                unchanged += 1
                if unchanged >= 3 { return screen }
            } else {
                unchanged = 0
            }
            last = screen
            usleep(100_000)
        }
        return last
    }

    /// The setup `seek arguments` makes, without reading the input or connecting.
    static func setup(_ arguments: [String]) throws -> RunSetup {
        let command = try #require(try Seek.parsedCommand(arguments) as? Seek)
        return try RunSetup(command, environment: [:])
    }

    /// Ends the run as Ctrl-C does and waits for it.
    func end() {
        terminal.send(.control("c"))
        _ = done.wait(timeout: .now() + 10)
    }

    /// The settled screen of `seek arguments` after `keys`, the run ended.
    static func screen(_ arguments: [String], keys: [InputEvent] = [], showing text: String) throws -> [String] {
        let run = try CommandScreen(arguments)
        defer { run.end() }
        _ = run.settled(showing: text)
        if !keys.isEmpty { run.terminal.send(keys) }
        return run.settled(showing: text)
    }
}
