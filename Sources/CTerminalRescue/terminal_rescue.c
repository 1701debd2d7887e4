#include "terminal_rescue.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// Everything a handler reads is prepared before the handlers are armed and never freed while
// they are, so a handler needs no allocation and no lock.
static const int rescued_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
enum { rescued_signal_count = sizeof rescued_signals / sizeof rescued_signals[0] };

static int terminal_descriptor = -1;
static struct termios saved_modes;
static volatile sig_atomic_t has_saved_modes = 0;
static char reset_sequence[256];
static size_t reset_sequence_count = 0;
static struct sigaction previous_actions[rescued_signal_count];
static volatile sig_atomic_t armed = 0;
static void *alternate_stack = NULL;

int seek_rescue_save_terminal(int descriptor) {
    if (tcgetattr(descriptor, &saved_modes) != 0) {
        return -1;
    }
    terminal_descriptor = descriptor;
    has_saved_modes = 1;
    return 0;
}

void seek_rescue_set_reset_sequence(const char *bytes, size_t count) {
    if (count > sizeof reset_sequence - 1) {
        count = sizeof reset_sequence - 1;
    }
    memcpy(reset_sequence, bytes, count);
    reset_sequence_count = count;
}

void seek_rescue_restore_terminal(void) {
    int saved_errno = errno;
    if (terminal_descriptor >= 0) {
        size_t written = 0;
        while (written < reset_sequence_count) {
            ssize_t result = write(terminal_descriptor, reset_sequence + written, reset_sequence_count - written);
            if (result < 0 && errno == EINTR) {
                continue;
            }
            if (result <= 0) {
                break;
            }
            written += (size_t)result;
        }
        if (has_saved_modes) {
            // TCSAFLUSH drops typed-ahead keys that raw mode would otherwise hand to the shell.
            tcsetattr(terminal_descriptor, TCSAFLUSH, &saved_modes);
        }
    }
    errno = saved_errno;
}

static void rescue_and_die(int signal_number) {
    seek_rescue_restore_terminal();
    // SA_RESETHAND has already put the default action back; SA_NODEFER leaves the signal
    // unblocked, so raising it now ends the process as the crash would have (core, status).
    raise(signal_number);
}

int seek_rescue_arm(void) {
    if (armed) {
        return 0;
    }
    if (alternate_stack == NULL) {
        size_t size = SIGSTKSZ < 65536 ? 65536 : SIGSTKSZ;
        alternate_stack = malloc(size);
        if (alternate_stack != NULL) {
            stack_t stack = {.ss_sp = alternate_stack, .ss_size = size, .ss_flags = 0};
            sigaltstack(&stack, NULL);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = rescue_and_die;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    int result = 0;
    for (int index = 0; index < rescued_signal_count; index++) {
        if (sigaction(rescued_signals[index], &action, &previous_actions[index]) != 0) {
            result = -1;
        }
    }
    armed = 1;
    return result;
}

void seek_rescue_disarm(void) {
    if (armed) {
        for (int index = 0; index < rescued_signal_count; index++) {
            sigaction(rescued_signals[index], &previous_actions[index], NULL);
        }
        armed = 0;
    }
    // The descriptor is about to be closed, and its number may be reused.
    terminal_descriptor = -1;
    has_saved_modes = 0;
}

int seek_rescue_is_armed(void) {
    return armed;
}
