import Foundation
import Synchronization
import Testing
import SeekSystem
import Glibc

@Suite struct DescriptorOutputTests {
    /// A pipe's two ends, closed by the test.
    private func makePipe() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    @Test func everyByteArrivesWhenTheBufferIsLargerThanThePipeHolds() {
        let ends = makePipe()
        // One MiB against a pipe of 64 KiB: write(2) takes part of it at a time.
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 13) }
        // The reader is a thread of its own, not a task: this test blocks its thread in write(2)
        // until the reader drains the pipe, and a task could wait for a thread of the shared
        // pool that other tests hold (a suite run hung so, every pool thread blocked).
        let received = Mutex<[UInt8]>([])
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var block = [UInt8](repeating: 0, count: 10_000)
            while true {
                let count = block.withUnsafeMutableBytes { read(ends.read, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received.withLock { $0 += block[0..<count] }
            }
            done.signal()
        }
        let failure = DescriptorOutput.writeAll(bytes, to: ends.write)
        close(ends.write)
        done.wait()
        let receivedBytes = received.withLock { $0 }
        close(ends.read)
        #expect(failure == nil)
        #expect(receivedBytes.count == bytes.count)
        #expect(receivedBytes == bytes)
    }

    @Test func aFullNonBlockingPipeEndsTheWriteWithEAGAINAndKeepsWhatWasWritten() {
        let ends = makePipe()
        defer { close(ends.read); close(ends.write) }
        _ = fcntl(ends.write, F_SETFL, fcntl(ends.write, F_GETFL) | O_NONBLOCK)
        let failure = DescriptorOutput.writeAll([UInt8](repeating: 7, count: 4 << 20), to: ends.write)
        #expect(failure == EAGAIN)
        var block = [UInt8](repeating: 0, count: 16)
        let count = block.withUnsafeMutableBytes { read(ends.read, $0.baseAddress, $0.count) }
        #expect(count == 16)
        #expect(block == [UInt8](repeating: 7, count: 16))
    }

    @Test func aClosedDescriptorIsReportedByItsError() {
        let ends = makePipe()
        close(ends.read)
        close(ends.write)
        #expect(DescriptorOutput.writeAll([1, 2, 3], to: ends.write) == EBADF)
    }

    @Test func nothingToWriteSucceedsWithoutWriting() {
        // Even to a descriptor that could not take a byte.
        #expect(DescriptorOutput.writeAll([], to: -1) == nil)
    }
}
