import CSignalWakeup
import Glibc

/// Turns signals into wake-ups of the event loop: a handler written in C (so that it is
/// async-signal-safe) writes the signal's number into the ``Wakeup`` pipe, from whatever thread
/// the kernel chose, so the loop learns of it at once instead of at its next timeout.
///
/// Every signal whose default action would end or stop seek is caught, because ending or
/// stopping there would leave the terminal in raw mode on the alternate screen:
///
/// - the ``endingSignals`` end the run in order (the terminal is restored, the exit status is
///   128 plus the number); they are not passed on to curses, whose own handlers would exit at once;
/// - the ``stoppingSignals`` suspend the run as Ctrl-Z does: the terminal is given back, the
///   process stops, and `fg` (SIGCONT) takes the terminal again and redraws;
/// - the ``wakingSignals``, SIGWINCH and SIGCONT, are passed on to the handlers curses installed
///   (which queue a resize and restore the terminal modes) and also wake the loop to read the
///   resize and redraw; SIGCHLD wakes a wait on a command (`CommandWait`) when the command ends
///   or stops.
///
/// A signal that is ignored when the run starts (as `nohup` ignores SIGHUP) stays ignored.
/// The crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) never return to the
/// loop; `CTerminalRescue` restores the terminal for those.
public struct SignalWakeup {
    /// The signals that end the run: those whose default action ends the process, crashes aside.
    public static let endingSignals: [Int32] = {
        var signals: [Int32] = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM,
            SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
        ]
        signals += [SIGPWR, SIGSTKFLT]
        signals += realtimeSignals
        return signals
    }()

    /// The signals that suspend the run, as Ctrl-Z does.
    public static let stoppingSignals: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]

    /// The signals that only wake the loop.
    public static let wakingSignals: [Int32] = [SIGWINCH, SIGCONT, SIGCHLD]

    /// SIGRTMIN through SIGRTMAX: their default action ends the process.
    public static var realtimeSignals: [Int32] {
        let first = seek_signal_realtime_first()
        let last = seek_signal_realtime_last()
        return first <= last ? Array(first...last) : []
    }

    /// Installs the handlers, writing to `wakeup`. Only one set is installed per process at a time.
    public static func install(writingTo wakeup: Wakeup) {
        let keepsIgnored = SEEK_WAKEUP_KEEPS_IGNORED
        install(endingSignals, writingTo: wakeup, options: keepsIgnored)
        install(stoppingSignals, writingTo: wakeup, options: keepsIgnored | SEEK_WAKEUP_INTERRUPTS)
        install(wakingSignals, writingTo: wakeup, options: SEEK_WAKEUP_PASSES_ON)
    }

    private static func install(_ signals: [Int32], writingTo wakeup: Wakeup, options: Int32) {
        _ = signals.withUnsafeBufferPointer {
            seek_wakeup_install(wakeup.writeDescriptor, $0.baseAddress, Int32($0.count), options)
        }
    }

    /// Puts the previous signal actions back.
    public static func uninstall() {
        seek_wakeup_uninstall()
    }
}
