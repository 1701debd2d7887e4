import Glibc

/// A self-pipe that wakes an event loop sleeping in `poll(2)`: any thread (and a signal handler)
/// writes one byte, the loop drains them.
///
/// A byte of 0 means "something changed, look"; any other byte is the number of a signal that
/// arrived (written by the handlers that ``SignalWakeup`` installs). The pipe is non-blocking at
/// both ends: a full pipe already holds a wakeup, so a write that would block is simply dropped.
public final class Wakeup: Sendable {
    /// The end the loop polls.
    public let readDescriptor: Int32
    /// The end that threads and signal handlers write to.
    public let writeDescriptor: Int32

    /// Opens the pipe.
    public init() {
        var ends: [Int32] = [-1, -1]
        let result = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
        precondition(result == 0, "cannot create the event loop's wake-up pipe")
        for descriptor in ends {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        Glibc.close(readDescriptor)
        Glibc.close(writeDescriptor)
    }

    /// Wakes the loop; callable from any thread.
    public func wake() {
        post(byte: 0)
    }

    /// Writes one byte; `signal` bytes are written by the C handlers directly, tests use this.
    public func post(byte: UInt8) {
        var value = byte
        _ = Glibc.write(writeDescriptor, &value, 1)
    }

    /// Reads every byte waiting, without blocking.
    public func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(readDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
