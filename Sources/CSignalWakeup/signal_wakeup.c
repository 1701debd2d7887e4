#include "signal_wakeup.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Every catchable signal fits, real-time ones included.
enum { MAXIMUM_SIGNALS = 96 };

// Written before the handlers are installed and after they are removed, read by the handlers.
static volatile sig_atomic_t wakeup_descriptor = -1;
static int installed_signals[MAXIMUM_SIGNALS];
static struct sigaction previous_actions[MAXIMUM_SIGNALS];
static int passes_on_signal[MAXIMUM_SIGNALS];
static volatile sig_atomic_t installed_count = 0;

static void handle_signal(int number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    int descriptor = wakeup_descriptor;
    if (descriptor >= 0) {
        unsigned char byte = (unsigned char)number;
        // A full pipe already holds a wakeup; losing this byte loses nothing but a duplicate
        // only for the same signal, which the loop reads as a flag anyway.
        (void)write(descriptor, &byte, 1);
    }
    for (int index = 0; index < installed_count; index++) {
        if (installed_signals[index] != number) continue;
        if (!passes_on_signal[index]) break;
        struct sigaction *previous = &previous_actions[index];
        if (previous->sa_flags & SA_SIGINFO) {
            if (previous->sa_sigaction) previous->sa_sigaction(number, info, context);
        } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler) {
            previous->sa_handler(number);
        }
        break;
    }
    errno = saved_errno;
}

int seek_wakeup_install(int descriptor, const int *signals, int count, int options) {
    wakeup_descriptor = descriptor;
    int result = 0;
    for (int index = 0; index < count && installed_count < MAXIMUM_SIGNALS; index++) {
        if (options & SEEK_WAKEUP_KEEPS_IGNORED) {
            // A signal the parent chose to ignore (nohup, a background job's SIGINT) would not
            // have ended or stopped seek; it stays ignored.
            struct sigaction current;
            if (sigaction(signals[index], NULL, &current) == 0 && !(current.sa_flags & SA_SIGINFO)
                && current.sa_handler == SIG_IGN) {
                continue;
            }
        }
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = handle_signal;
        action.sa_flags = SA_SIGINFO | ((options & SEEK_WAKEUP_INTERRUPTS) ? 0 : SA_RESTART);
        sigemptyset(&action.sa_mask);
        int slot = installed_count;
        installed_signals[slot] = signals[index];
        passes_on_signal[slot] = (options & SEEK_WAKEUP_PASSES_ON) != 0;
        if (sigaction(signals[index], &action, &previous_actions[slot]) != 0) {
            result = -1;
            continue;
        }
        installed_count = slot + 1;
    }
    return result;
}

int seek_signal_realtime_first(void) { return SIGRTMIN; }

int seek_signal_realtime_last(void) { return SIGRTMAX; }

void seek_wakeup_uninstall(void) {
    int count = installed_count;
    for (int index = count - 1; index >= 0; index--) {
        sigaction(installed_signals[index], &previous_actions[index], NULL);
    }
    installed_count = 0;
    wakeup_descriptor = -1;
}
