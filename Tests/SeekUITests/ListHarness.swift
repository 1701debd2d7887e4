import Dispatch
import SeekTestSupport
import SeekToolkit
import SeekUI
import Synchronization

/// Runs a ``SearchableList`` on its own thread over a ``TestBackend``, as a program's main
/// thread would, and hands the chosen items back to the test.
final class ListHarness<Item: Identifiable>: @unchecked Sendable {
    // Unchecked: `chosen` is written once by the list's thread before `done` is signalled, and
    // read only after the test has waited for it.
    let terminal: TestBackend
    private var chosen: Result<[Item], SearchableListError>?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `list` on a terminal of `width` × `height`.
    init(_ list: SearchableList<Item>, width: Int = 60, height: Int = 14) {
        terminal = TestBackend(width: width, height: height)
        let terminal = self.terminal
        let work = UncheckedBox({ [self] in
            chosen = Result { () throws(SearchableListError) -> [Item] in
                try list.run(on: terminal, handlesSignals: false)
            }
            done.signal()
        })
        Thread.detach { work.value() }
    }

    /// Waits for the run to end and returns what it chose; nil after `seconds`.
    func outcome(seconds: Double = 10) -> Result<[Item], SearchableListError>? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return chosen
    }

    /// The chosen items, or nil when the run did not end or failed.
    func chosenItems(seconds: Double = 10) -> [Item]? {
        try? outcome(seconds: seconds)?.get()
    }

    /// The style of the first cell of the screen that shows `text`, to check how it was drawn.
    func style(of text: String) -> CellStyle? {
        guard let grid = terminal.lastFrame else { return nil }
        for (row, line) in grid.lines.enumerated() {
            guard let range = line.firstRange(of: text) else { continue }
            let column = line[..<range.lowerBound].count
            var cell = 0
            for index in 0..<grid.width where !grid[row, index].isContinuation {
                if cell == column { return grid[row, index].style }
                cell += 1
            }
        }
        return nil
    }
}

/// Hands a value that is not `Sendable` to the one thread that uses it from then on.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
