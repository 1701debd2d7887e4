// Turns signals into bytes on a pipe, so that an event loop sleeping in poll(2) wakes at once
// whichever thread the kernel delivered the signal to.
//
// Why C: a signal handler may only make async-signal-safe calls; Swift code gives no such
// guarantee. The handler writes the signal's number (one byte) to the pipe and, for signals
// that a library also handles (curses' SIGWINCH and SIGCONT), calls the previous handler too.
#ifndef SEEK_SIGNAL_WAKEUP_H
#define SEEK_SIGNAL_WAKEUP_H

/// Installs handlers for `signals[0..<count]` that write each signal's number as one byte to
/// `descriptor` (a non-blocking pipe). With `passes_on` non-zero, a previous handler function is
/// called too (curses' SIGWINCH handler queues the resize); with 0 the signal is only reported
/// (curses' SIGTERM handler would exit the process before the loop restores anything). At most
/// 16 signals in all. Returns 0, or -1 when one could not be installed (the others stay installed).
int seek_wakeup_install(int descriptor, const int *signals, int count, int passes_on);

/// Puts back the actions that were there before seek_wakeup_install.
void seek_wakeup_uninstall(void);

#endif
