#ifndef SEEK_THREAD_PLACEMENT_H
#define SEEK_THREAD_PLACEMENT_H

// Where a thread runs, and a way to move it off one processor. Linux's scheduler places a
// thread it wakes near the thread that woke it when that processor looks idle enough; after
// the caller of a parallel scan has slept between keystrokes it does, and the thread that
// joins the scan then shares the caller's processor until the load balancer moves it, often
// for the whole scan (measured on this project's two-processor machine: a woken worker on the
// waker's processor in 17 to 29 rounds of 40 after a sleep, none after a spin; moving it off
// took the engine's median keystroke after a pause from 8.4-10.9 to 6.6-8.3 ms). The affinity
// masks are macros, which Swift cannot call, hence this header.

/// The processor the calling thread runs on, or -1 where that cannot be told.
int seek_current_processor(void);

/// How many processors the calling thread may run on, or -1 where that cannot be told.
int seek_allowed_processor_count(void);

/// Moves the calling thread to another processor of those it may run on, then allows it every
/// one of them again, so that the move is a nudge and not a pin. Does nothing when the thread
/// may run on one processor only, or off Linux.
void seek_leave_processor(int processor);

#endif
