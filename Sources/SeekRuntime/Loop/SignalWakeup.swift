import CSignalWakeup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns signals into wake-ups of the event loop: a handler written in C (so that it is
/// async-signal-safe) writes the signal's number into the ``Wakeup`` pipe, from whatever thread
/// the kernel chose, so the loop learns of it at once instead of at its next timeout.
///
/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end the run in order (the terminal is restored, the exit
/// status is 128 plus the number); they are not passed on to curses, whose own handlers would
/// exit at once. SIGWINCH and SIGCONT are passed on to the handlers curses
/// installed (which queue a resize and restore the terminal modes) and also wake the loop to
/// read the resize and redraw.
public struct SignalWakeup {
    /// The signals that end the run.
    public static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The signals that only wake the loop.
    public static let wakingSignals: [Int32] = [SIGWINCH, SIGCONT]

    /// Installs the handlers, writing to `wakeup`. Only one set is installed per process at a time.
    public static func install(writingTo wakeup: Wakeup) {
        _ = endingSignals.withUnsafeBufferPointer { seek_wakeup_install(wakeup.writeDescriptor, $0.baseAddress, Int32($0.count), 0) }
        _ = wakingSignals.withUnsafeBufferPointer { seek_wakeup_install(wakeup.writeDescriptor, $0.baseAddress, Int32($0.count), 1) }
    }

    /// Puts the previous signal actions back.
    public static func uninstall() {
        seek_wakeup_uninstall()
    }
}
