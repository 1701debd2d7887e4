// Turns signals into bytes on a pipe, so that an event loop sleeping in poll(2) wakes at once
// whichever thread the kernel delivered the signal to.
//
// Why C: a signal handler may only make async-signal-safe calls; Swift code gives no such
// guarantee. The handler writes the signal's number (one byte) to the pipe and, for signals
// that a library also handles (curses' SIGWINCH and SIGCONT), calls the previous handler too.
#ifndef SEEK_SIGNAL_WAKEUP_H
#define SEEK_SIGNAL_WAKEUP_H

// Options of seek_wakeup_install, combined with `|`.
//
// SEEK_WAKEUP_PASSES_ON: a previous handler function is called too (curses' SIGWINCH handler
// queues the resize); without it the signal is only reported (curses' SIGTERM handler would exit
// the process before the loop restores anything).
// SEEK_WAKEUP_INTERRUPTS: a system call the signal interrupts fails with EINTR instead of
// restarting. For SIGTTOU and SIGTTIN: a background process's tcsetattr or read raises them again
// on every restart, so a restarting handler would spin forever.
// SEEK_WAKEUP_KEEPS_IGNORED: a signal that is ignored when the handlers are installed stays ignored.
#define SEEK_WAKEUP_PASSES_ON 1
#define SEEK_WAKEUP_INTERRUPTS 2
#define SEEK_WAKEUP_KEEPS_IGNORED 4

/// Installs handlers for `signals[0..<count]` that write each signal's number as one byte to
/// `descriptor` (a non-blocking pipe), with `options` (SEEK_WAKEUP_*). At most 96 signals in
/// all. Returns 0, or -1 when one could not be installed (the others stay installed).
int seek_wakeup_install(int descriptor, const int *signals, int count, int options);

/// SIGRTMIN and SIGRTMAX, which are function calls in glibc and so not visible to Swift.
int seek_signal_realtime_first(void);
int seek_signal_realtime_last(void);

/// Puts back the actions that were there before seek_wakeup_install.
void seek_wakeup_uninstall(void);

#endif
