#ifndef PSEUDO_TERMINAL_H
#define PSEUDO_TERMINAL_H

/// Starts `path` in a new session whose controlling terminal is a new pseudo-terminal of
/// `rows` x `columns` (forkpty: setsid + TIOCSCTTY, so the child's /dev/tty is that terminal),
/// with `input_descriptor` as its standard input when it is not negative. Standard output and
/// error go to the terminal. The master side is stored in `master_descriptor`, close-on-exec.
/// Returns the child's process id (also its process group), or -1 with errno set.
///
/// Written in C because the child must do nothing but dup2 and exec between fork and exec: the
/// parent has Swift and Dispatch threads, and only async-signal-safe calls are allowed there.
int pseudo_terminal_spawn(const char *path, char *const argv[], char *const envp[],
                          int input_descriptor, unsigned short rows, unsigned short columns,
                          int *master_descriptor);

#endif
