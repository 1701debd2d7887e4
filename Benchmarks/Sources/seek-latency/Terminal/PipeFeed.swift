import Dispatch
import Glibc
import SeekSystem

/// A pipe whose write end gets a file's bytes from a background thread and then stays open
/// until `finish()`: the program reading it sees all items but never end of input, as with a
/// producer that is still running.
final class PipeFeed: Sendable {
    let readEnd: Int32
    private let writeEnd: Int32
    private let closing = DispatchSemaphore(value: 0)
    private let closed = DispatchSemaphore(value: 0)

    init?(file: String) {
        var ends: [Int32] = [-1, -1]
        guard CommandOutput.makePipe(&ends) else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        // A reader that dies must make write() fail, not kill the benchmark.
        signal(SIGPIPE, SIG_IGN)
        DispatchQueue.global().async { [self] in
            copy(file)
            // Only this thread closes the write end, after it stopped writing: closing it from
            // another thread could close a reused descriptor under a write still in progress.
            closing.wait()
            close(writeEnd)
            closed.signal()
        }
    }

    private func copy(_ file: String) {
        let input = open(file, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return }
        defer { close(input) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            let failure = buffer.withUnsafeBytes {
                DescriptorOutput.writeAll(UnsafeRawBufferPointer(rebasing: $0[0..<count]), to: writeEnd)
            }
            if failure != nil { return }
        }
    }

    /// Closes the write end (once the copy is over) and waits at most two seconds for it.
    func finish() {
        closing.signal()
        _ = closed.wait(timeout: .now() + 2)
    }
}
