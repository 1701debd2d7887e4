import Glibc
import SeekRuntime
import SeekSystem

/// Seek's wait on a command it cannot go on without: one that has the terminal (`execute`, the
/// manual's `man`), or one run in the background that seek waits for (`execute-silent`).
///
/// A command with the terminal runs as a shell runs a job: in a process group of its own that is
/// the terminal's foreground group, so that Ctrl-C and Ctrl-Z reach the command and not seek.
/// When it stops (Ctrl-Z), seek stops too, with the terminal given back to seek's group, so that
/// the shell that started seek sees its job stop and gets control back; `fg` resumes seek, which
/// hands the terminal to the command again and resumes its group.
///
/// A signal that ends seek, arriving while it waits, is passed to the command (its group, when it
/// has one of its own) and ends the wait.
struct CommandWait {
    /// The command's process id, also its group's when ``hasOwnGroup``.
    let processID: pid_t
    /// Whether the command leads a process group of its own.
    let hasOwnGroup: Bool
    /// The terminal the command runs on; -1 for none.
    var terminal: Int32 = -1
    /// The group the terminal goes back to (seek's); nil when the command did not get the
    /// terminal (it has none, or seek is not the terminal's foreground job).
    var ownerGroup: pid_t?

    /// How long a command that was passed an ending signal may take to end (and restore its own
    /// terminal modes) before seek takes the terminal back anyway.
    static let endingGraceMilliseconds = 1_000

    /// Whether the process group that `terminal` is the foreground of is seek's own: only then
    /// can seek hand the terminal to a command and take it back.
    static func seekOwns(_ terminal: Int32) -> Bool {
        tcgetpgrp(terminal) == getpgrp()
    }

    /// Adds to `actions` making the child's new process group the foreground group of
    /// `terminal` (a descriptor open in the child), before the command runs: so the command
    /// never reads the terminal from the background, where it would stop (glibc 2.35's
    /// `posix_spawn_file_actions_addtcsetpgrp_np`, done while every signal is blocked).
    static func handTerminalOver(_ terminal: Int32, in actions: inout posix_spawn_file_actions_t) {
        _ = posix_spawn_file_actions_addtcsetpgrp_np(&actions, terminal)
    }

    /// Waits for the command to end. With `wakeup`, the pipe the signal handlers write to (and
    /// which SIGCHLD wakes), a signal that ends seek ends the wait; without it, signals keep
    /// their usual actions.
    func wait(wakeup: Wakeup?) -> ForegroundEnd {
        // Without the terminal, a stop is the command's own business (and seek's group's).
        let flags = (ownerGroup == nil ? 0 : WUNTRACED) | (wakeup == nil ? 0 : WNOHANG)
        // Requests to stop seek that the wait cannot act on, for the loop once the wait is over.
        var deferred: [UInt8] = []
        defer { deferred.forEach { wakeup?.post(byte: $0) } }
        while true {
            var status: Int32 = 0
            let result = waitpid(processID, &status, flags)
            if result == processID {
                if status & 0xFF == 0x7F {
                    suspendAlongside()
                    continue
                }
                takeTerminalBack()
                return .exited(ChildProcess.exitStatus(status))
            }
            if result < 0 {
                if errno == EINTR { continue }
                takeTerminalBack()
                return .exited(127)
            }
            guard let wakeup else { continue }
            Self.sleep(on: wakeup, milliseconds: -1)
            for byte in wakeup.drain() where byte != 0 {
                let number = Int32(byte)
                if SignalWakeup.endingSignals.contains(number) {
                    return passOn(number, wakeup: wakeup)
                }
                guard SignalWakeup.stoppingSignals.contains(number) else { continue }
                if ownerGroup != nil {
                    // Stopped from outside: the command stops too, and the wait above sees it
                    // and stops seek as Ctrl-Z in the command would.
                    _ = kill(-processID, SIGSTOP)
                } else {
                    deferred.append(byte)
                }
            }
        }
    }

    /// Seek and the command stop together: the terminal goes back to seek's group, which stops
    /// (the shell that started it then sees its job stop and takes the terminal); once resumed
    /// (`fg`), the terminal goes to the command again and its group continues.
    private func suspendAlongside() {
        guard let ownerGroup else { return }
        give(to: ownerGroup)
        // SIGSTOP, which no handler sees: SIGTSTP would only wake seek's loop. The whole group
        // stops (the shell's pipeline), as the terminal driver would stop it.
        _ = kill(0, SIGSTOP)
        // Resumed. In the foreground (`fg`) the command gets the terminal back; in the
        // background (`bg`) it continues without it, as a background job does.
        if Self.seekOwns(terminal) { give(to: processID) }
        _ = kill(-processID, SIGCONT)
    }

    /// Passes `signal` to the command's group, waits a little for the command to end (a program
    /// restores its own terminal modes on the way out, which it can only do while it has the
    /// terminal), then takes the terminal back.
    private func passOn(_ signal: Int32, wakeup: Wakeup) -> ForegroundEnd {
        _ = kill(commandTarget, signal)
        // A stopped command acts on the signal only once it continues.
        _ = kill(commandTarget, SIGCONT)
        let deadline = MonotonicClock.milliseconds() + Self.endingGraceMilliseconds
        var status: Int32 = 0
        while true {
            let result = waitpid(processID, &status, WNOHANG)
            if result == processID || (result < 0 && errno != EINTR) { break }
            let remaining = deadline - MonotonicClock.milliseconds()
            if remaining <= 0 { break }
            // SIGCHLD writes to the pipe: the command's end wakes this sleep at once.
            Self.sleep(on: wakeup, milliseconds: remaining)
            _ = wakeup.drain()
        }
        takeTerminalBack()
        return .interrupted(by: signal)
    }

    /// What a signal for the command is sent to: its process group when it has one of its own,
    /// otherwise (it shares seek's) the command's shell alone.
    private var commandTarget: pid_t {
        hasOwnGroup ? -processID : processID
    }

    private func takeTerminalBack() {
        if let ownerGroup { give(to: ownerGroup) }
    }

    private func give(to group: pid_t) {
        Self.give(terminal, to: group)
    }

    /// Makes `group` the foreground group of `terminal`. SIGTTOU is blocked meanwhile: a process
    /// outside the foreground group that sets it is sent SIGTTOU, which seek's handler would take
    /// for a request to suspend.
    static func give(_ terminal: Int32, to group: pid_t) {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTTOU)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        _ = tcsetpgrp(terminal, group)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    private static func sleep(on wakeup: Wakeup, milliseconds: Int) {
        var request = pollfd(fd: wakeup.readDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, Int32(clamping: milliseconds))
    }
}

// glibc (2.35 and later) declares it only under _GNU_SOURCE, which Swift's Glibc module does not set.
@_silgen_name("posix_spawn_file_actions_addtcsetpgrp_np")
private func posix_spawn_file_actions_addtcsetpgrp_np(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>,
    _ terminal: Int32
) -> Int32
