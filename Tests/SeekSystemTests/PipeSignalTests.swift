import Glibc
import SeekSystem
import Testing

/// A write to a pipe whose reader is gone, made with `SIGPIPE` held back, fails with `EPIPE`
/// and leaves neither the signal nor a changed mask behind; without it the write would end the
/// test process.
@Suite struct PipeSignalTests {
    /// The writing end of a new pipe whose reading end is already closed.
    func pipeWithoutReader() -> Int32 {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        return ends[1]
    }

    func isBlocked(_ signal: Int32) -> Bool {
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &mask)
        return sigismember(&mask, signal) == 1
    }

    func isPending(_ signal: Int32) -> Bool {
        var pending = sigset_t()
        sigpending(&pending)
        return sigismember(&pending, signal) == 1
    }

    @Test func aWriteWithoutAReaderFailsWithEPIPEInsteadOfEndingTheProcess() {
        let descriptor = pipeWithoutReader()
        defer { close(descriptor) }
        let byte: [UInt8] = [0x2A]
        let (written, error) = PipeSignal.heldBack { () -> (Int, Int32) in
            let count = write(descriptor, byte, 1)
            return (count, errno)
        }
        #expect(written == -1)
        #expect(error == EPIPE)
        #expect(!isPending(SIGPIPE))
        #expect(!isBlocked(SIGPIPE))
    }

    @Test func theThreadsMaskIsRestoredAsItWas() {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        // Blocked before: still blocked after, and the value comes back.
        #expect(PipeSignal.heldBack { 7 } == 7)
        #expect(isBlocked(SIGPIPE))
    }

    @Test func anErrorThrownInsidePassesThrough() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try PipeSignal.heldBack { throw Failure() } }
        #expect(!isBlocked(SIGPIPE))
    }
}
