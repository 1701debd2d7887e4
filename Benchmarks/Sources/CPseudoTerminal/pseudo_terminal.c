#include "pseudo_terminal.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <unistd.h>

int pseudo_terminal_spawn(const char *path, char *const argv[], char *const envp[],
                          int input_descriptor, unsigned short rows, unsigned short columns,
                          int *master_descriptor) {
    struct winsize size = {.ws_row = rows, .ws_col = columns, .ws_xpixel = 0, .ws_ypixel = 0};
    int master = -1;
    pid_t pid = forkpty(&master, NULL, NULL, &size);
    if (pid < 0) return -1;
    if (pid == 0) {
        // The child: dispositions and the mask are inherited through exec, and the benchmark
        // ignores SIGPIPE for its own pipe writes; the program under test should start clean.
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        signal(SIGPIPE, SIG_DFL);
        if (input_descriptor >= 0 && dup2(input_descriptor, 0) < 0) _exit(126);
        execve(path, argv, envp);
        _exit(127);
    }
    // Later children must not inherit this terminal: it would keep it open after this child ends.
    fcntl(master, F_SETFD, FD_CLOEXEC);
    *master_descriptor = master;
    return pid;
}
