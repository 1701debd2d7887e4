#if defined(__linux__)
#define _GNU_SOURCE
#include <sched.h>
#endif
#include "thread_placement.h"

int seek_current_processor(void) {
#if defined(__linux__)
    return sched_getcpu();
#else
    return -1;
#endif
}

int seek_allowed_processor_count(void) {
#if defined(__linux__)
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    return CPU_COUNT(&allowed);
#else
    return -1;
#endif
}

void seek_leave_processor(int processor) {
#if defined(__linux__)
    cpu_set_t allowed;
    if (processor < 0 || processor >= CPU_SETSIZE) return;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
    if (!CPU_ISSET(processor, &allowed) || CPU_COUNT(&allowed) < 2) return;
    // Setting a mask without the current processor moves the thread before the call returns;
    // giving the whole mask back leaves it where it went.
    cpu_set_t others = allowed;
    CPU_CLR(processor, &others);
    if (sched_setaffinity(0, sizeof others, &others) != 0) return;
    sched_setaffinity(0, sizeof allowed, &allowed);
#else
    (void)processor;
#endif
}
