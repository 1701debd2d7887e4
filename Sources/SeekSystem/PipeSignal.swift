import Glibc

/// Keeps `SIGPIPE` from ending the process while one thread writes to a pipe or socket whose
/// reader may be gone.
///
/// Such a write raises `SIGPIPE` on the writing thread, and its default action ends the whole
/// process; seek's run catches it as an ending signal, so it would end the session instead. Most
/// writers avoid it on their own (libpq's statements send with `MSG_NOSIGNAL`), but some cannot
/// be told to: libpq's `PQcancel` opens a socket of its own and sends on it plainly, which raises
/// `SIGPIPE` when the server is shutting down, and a test that feeds a program's standard input
/// raises it when the program exits without reading. Around such a call the signal is blocked on
/// the calling thread alone (other threads, and programs started meanwhile, keep their own
/// masks), so the write fails with `EPIPE` instead; a `SIGPIPE` the call left pending is taken
/// off before the thread's mask is restored.
public enum PipeSignal {
    /// Runs `body` on this thread with `SIGPIPE` held back, and returns what it returns.
    public static func heldBack<Result>(_ body: () throws -> Result) rethrows -> Result {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var pendingBefore = sigset_t()
        sigpending(&pendingBefore)
        let wasPending = sigismember(&pendingBefore, SIGPIPE) == 1
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            // Only a signal this call raised is taken off: one already pending belongs to others.
            if !wasPending, sigismember(&pending, SIGPIPE) == 1 {
                var noWait = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &noWait)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return try body()
    }
}
