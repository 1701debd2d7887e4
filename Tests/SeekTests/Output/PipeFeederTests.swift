import Foundation
import SeekTestSupport
import Testing

/// The input the tests feed to programs: all of it reaches a program that reads it, and a
/// program that exits without reading it does not kill the test process with SIGPIPE.
@Suite(.waitsOnPrograms) struct PipeFeederTests {
    func run(_ path: String, _ arguments: [String], feeding data: Data) throws -> (status: Int32, output: Data) {
        try ProcessRunner.runCapturingBytes(URL(fileURLWithPath: path), arguments: arguments, input: data)
    }

    @Test func everyByteReachesAProgramThatReadsItAll() throws {
        let data = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let result = try run("/bin/cat", [], feeding: data)
        #expect(result.status == 0)
        #expect(result.output == data)
    }

    @Test func aProgramThatExitsWithoutReadingLeavesTheTestsRunning() throws {
        // Far more than a pipe holds, so the writes must meet the closed pipe; ten rounds make the
        // program's exit come before, during and after the writes.
        let data = Data(repeating: 0x61, count: 4_000_000)
        for _ in 0..<10 {
            let result = try run("/bin/sh", ["-c", "exit 3"], feeding: data)
            #expect(result.status == 3)
        }
        // Reaching this line is the test: a SIGPIPE would have ended the process.
        let afterwards = try run("/bin/cat", [], feeding: Data("still here\n".utf8))
        #expect(String(decoding: afterwards.output, as: UTF8.self) == "still here\n")
    }
}
