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
        var descriptors = [pollfd(fd: wakeup.readDescriptor, events: Int16(POLLIN), revents: 0)]
        if let watched = search.descriptorToWatch {
            descriptors.append(pollfd(fd: watched, events: Int16(POLLIN), revents: 0))
        }
        _ = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        if descriptors[0].revents != 0 { _ = wakeup.drain() }
        if descriptors.count > 1 && descriptors[1].revents != 0 { search.descriptorTurnedReadable() }
    }
}
