// Gives the terminal back when seek dies of a crash signal.
//
// Why it exists: SIGINT, SIGTERM, SIGHUP and SIGQUIT are turned into an orderly exit by the run
// loop, but a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE; a Swift runtime trap is
// SIGILL or SIGTRAP) never returns to it, and would leave the shell in raw mode on the alternate
// screen. These handlers use only async-signal-safe calls: tcsetattr and write on descriptors
// and bytes prepared before the crash, then the signal's default action.
#ifndef SEEK_TERMINAL_RESCUE_H
#define SEEK_TERMINAL_RESCUE_H

#include <stddef.h>

/// Remembers the terminal modes of `descriptor` (a terminal) and that the reset bytes go to it.
/// Call it before changing the modes. Returns 0, or -1 when the modes cannot be read.
int seek_rescue_save_terminal(int descriptor);

/// Sets the bytes written to the terminal on a crash (leave the alternate screen, show the
/// cursor, stop mouse reporting); at most 255 are kept.
void seek_rescue_set_reset_sequence(const char *bytes, size_t count);

/// Installs the crash handlers, on an alternate stack so that a stack overflow is caught too.
/// Returns 0, or -1 when a handler could not be installed.
int seek_rescue_arm(void);

/// Puts back the signal actions that were there before seek_rescue_arm and forgets the terminal;
/// call it before closing the terminal's descriptor.
void seek_rescue_disarm(void);

/// What a handler does before the default action: restores the saved modes and writes the reset
/// bytes. Async-signal-safe; callable directly (tests do).
void seek_rescue_restore_terminal(void);

/// Whether the handlers are installed.
int seek_rescue_is_armed(void);

#endif
