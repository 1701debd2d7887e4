import Foundation
import SeekTestSupport
import Testing

/// fzf's `+s` and `+i`: options where an option is expected, words where a value is.
@Suite(.waitsOnPrograms) struct PlusOptionsCommandTests {
    let seek = ProcessRunner.seekExecutable

    @Test func plusSListsMatchesInInputOrder() throws {
        let result = try ProcessRunner.run(seek, arguments: ["+s", "-f", "b"], input: Data("bbb\nb\n".utf8))
        #expect(result.standardOutput == "bbb\nb\n")
    }

    @Test(arguments: [["-f", "+s"], ["--filter", "+i"], ["--prompt", "+s", "-f", "x"]])
    func aPlusWordGivenAsAnOptionsValueStaysThatValue(arguments: [String]) throws {
        let result = try ProcessRunner.run(seek, arguments: arguments, input: Data("a+s+i x\nzzz\n".utf8))
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput == "a+s+i x\n")
    }
}
