import Glibc
import SeekDatabase
import SeekRuntime

/// How the benchmark waits for a search's answers: as the screen's event loop does, asleep in
/// `poll(2)` on the run's wake-up pipe, which the search's change signal writes to, and on the
/// descriptor the search asks the loop to watch (the connection's socket while a first page is
/// under way), whose readiness the loop hands back to the search. So the way a page reaches
/// the screen costs here what it costs on screen.
final class ScreenWakeup: Sendable {
    private let wakeup = Wakeup()

    /// Wakes the waiting thread; the search's change signal.
    func signal() {
        wakeup.wake()
    }

    /// Sleeps until a signal, `search`'s descriptor turns readable, or `milliseconds` pass;
    /// then takes every signal waiting and lets the search read what arrived.
    func wait(milliseconds: Int32, for search: PostgresSearch) {
        wait(milliseconds: milliseconds, watching: search.descriptorToWatch, turnedReadable: search.descriptorTurnedReadable)
    }

    /// Sleeps as ``wait(milliseconds:for:)-(_,PostgresSearch)`` does, for the table search seek
    /// runs (its server path's first pages are read on this thread until its mirror answers).
    func wait(milliseconds: Int32, for search: MirroredTableSearch) {
        wait(milliseconds: milliseconds, watching: search.descriptorToWatch, turnedReadable: search.descriptorTurnedReadable)
    }

    private func wait(milliseconds: Int32, watching watched: Int32?, turnedReadable: () -> Void) {
        var descriptors = [pollfd(fd: wakeup.readDescriptor, events: Int16(POLLIN), revents: 0)]
        if let watched {
            descriptors.append(pollfd(fd: watched, events: Int16(POLLIN), revents: 0))
        }
        _ = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        if descriptors[0].revents != 0 { _ = wakeup.drain() }
        if descriptors.count > 1 && descriptors[1].revents != 0 { turnedReadable() }
    }
}
