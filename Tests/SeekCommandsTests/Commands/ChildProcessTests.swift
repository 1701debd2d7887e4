@testable import SeekCommands
import SeekRuntime
import Testing
import Glibc

/// What a command seek starts inherits from seek.
struct ChildProcessTests {
    /// Everything `child` wrote, until it closed its output.
    static func output(of child: ChildProcess) -> String {
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = block.withUnsafeMutableBytes { read(child.outputDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += block[0..<count]
        }
        close(child.outputDescriptor)
        var status: Int32 = 0
        while waitpid(child.processID, &status, 0) < 0 && errno == EINTR {}
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aBackgroundCommandHoldsNoDescriptorOfSeeksButItsOwnThree() throws {
        // A pipe without FD_CLOEXEC, as a library might make one.
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let child = try ChildProcess.startInBackground(
            Array("for fd in 0 1 2 \(ends[0]) \(ends[1]); do test -e /proc/self/fd/$fd && echo \"$fd open\" || echo \"$fd closed\"; done".utf8),
            shell: .standard, environment: ["PATH": "/usr/bin:/bin"])
        #expect(Self.output(of: child) == "0 open\n1 open\n2 open\n\(ends[0]) closed\n\(ends[1]) closed\n")
    }
}
