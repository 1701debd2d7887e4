import Glibc
import Dispatch

/// A real pipe for streaming tests: the test writes into one end while a reader reads the other,
/// so that pauses, partial reads and an open-but-quiet producer happen as they do with a shell.
final class TestPipe: Sendable {
    /// The end a reader reads.
    let readEnd: Int32
    /// The end the test writes.
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0, "pipe() failed")
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Writes all of `bytes`, blocking while the pipe is full.
    func write(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(writeEnd, buffer.baseAddress! + written, bytes.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            precondition(count > 0, "write() failed")
            written += count
        }
    }

    /// Writes `text` as UTF-8.
    func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Closes the write end, so that the reader sees the end of the input.
    func closeWriteEnd() {
        close(writeEnd)
    }

    /// Closes the read end once the reader is done with it.
    func closeReadEnd() {
        close(readEnd)
    }
}

/// Polls `condition` every few milliseconds until it holds or `seconds` pass; returns whether it
/// held, so that a test fails instead of hanging when streaming does not deliver. The limit is
/// generous because it only bounds a failure: on a machine busy with other builds a thread may
/// wait seconds for a core, and a passing test returns as soon as the condition holds.
func waitUntil(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    while DispatchTime.now().uptimeNanoseconds < deadline {
        if condition() { return true }
        usleep(2_000)
    }
    return condition()
}

/// `write(2)`, named apart so that it is not shadowed by ``TestPipe/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
