import Foundation
import SeekSystem
import Glibc

/// Feeds bytes into the standard input of a program under test, on a thread of its own, and
/// closes the pipe after; a program that exits without reading all of it (an option error, say)
/// is not a failure of the test.
///
/// Writing into a pipe whose reader has gone raises `SIGPIPE`, which would kill the whole test
/// process. The feeding thread holds that signal back for itself alone (`PipeSignal`, SeekSystem; the rest
/// of the process, and the programs it starts, keep the default), so the write fails with
/// `EPIPE` instead.
public enum PipeFeeder {
    /// Writes `data` into `pipe` from a new thread, then closes its writing end.
    public static func feed(_ data: Data, into pipe: Pipe) {
        // Its own copy, closed on exec: a program another thread starts meanwhile must not
        // inherit the writing end, or the program fed here never sees the end of its input.
        let descriptor = fcntl(pipe.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        try? pipe.fileHandleForWriting.close()
        Thread.detach {
            write(data, to: descriptor)
            close(descriptor)
        }
    }

    /// Writes `data` to `descriptor` with `SIGPIPE` held back on this thread (see
    /// `PipeSignal`); stops at the first error (the reader is gone).
    private static func write(_ data: Data, to descriptor: Int32) {
        PipeSignal.heldBack {
            _ = data.withUnsafeBytes { DescriptorOutput.writeAll($0, to: descriptor) }
        }
    }
}
