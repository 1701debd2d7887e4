import Glibc

/// What a program started with `posix_spawn` inherits: only the descriptors its file actions
/// give it.
///
/// A descriptor without `FD_CLOEXEC` (a pipe made with `pipe(2)` or `Foundation.Pipe`, a
/// `dup`) is inherited by every program the process starts while it is open, whichever thread
/// opened it. A long-lived one — a tmux server, a PostgreSQL server that `pg_ctl` leaves
/// running — then holds a pipe's writing end open, and its reader never sees the end of the
/// input: a test suite hung this way while a `seek` under test waited for the end of the input
/// that another test fed it, and the servers the database tests had just started held it.
public enum SpawnedDescriptors {
    /// Adds to `actions` the closing of every descriptor from `lowest` up, in the child, after
    /// the actions added before it (glibc's `posix_spawn_file_actions_addclosefrom_np`).
    ///
    /// - Returns: 0, or the error number when the action could not be added.
    @discardableResult
    public static func closeEveryDescriptor(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) -> Int32 {
        posix_spawn_file_actions_addclosefrom_np(&actions, lowest)
    }
}

// glibc (2.34 and later) declares it only under _GNU_SOURCE, which Swift's Glibc module does not set.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func posix_spawn_file_actions_addclosefrom_np(
    _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>,
    _ lowest: Int32
) -> Int32
