import Foundation
import SeekTestSupport
import Testing

/// `--tac` and `--no-sort` on the screen: the order the list shows, while input streams in.
@Suite(.waitsOnPrograms, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct RankingEndToEndTests {
    let seek = ProcessRunner.seekExecutable

    /// The list's rows, top to bottom, without the pointer and marker columns (the field's row,
    /// which starts with its `/`, is not one).
    func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n").filter { !$0.hasPrefix("/") }.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }
    }

    @Test func tacListsTheLastLineFirstWhileNothingIsTyped() throws {
        let tmux = try TmuxSession(width: 50, height: 10, command: "seq 1 40 | \(seek.path) --tac; sleep 30")
        defer { tmux.kill() }
        let shown = tmux.waitForCount("40/40")
        #expect(shown.satisfied)
        let listed = rows(shown.screen).filter { Int($0) != nil }
        #expect(listed.prefix(3) == ["40", "39", "38"], "\(listed)")
    }

    @Test func noSortWithTacListsMatchesNewestFirstAsTheyArePrinted() throws {
        let tmux = try TmuxSession(width: 50, height: 10, command: "seq 1 40 | \(seek.path) --tac --no-sort; sleep 30")
        defer { tmux.kill() }
        #expect(tmux.waitForCount("40/40").satisfied)
        tmux.type("3")
        let shown = tmux.waitForCount("13/40")
        #expect(shown.satisfied)
        let listed = rows(shown.screen).filter { Int($0) != nil }
        #expect(listed.prefix(3) == ["39", "38", "37"], "\(listed)")
    }
}
