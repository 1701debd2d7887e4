import Foundation
import SeekTestSupport
import Testing

/// Queries given on the command line: their cost, and their bytes.
@Suite(.waitsOnPrograms) struct QueryCommandTests {
    let seek = ProcessRunner.seekExecutable
    /// The test's workspaces, removed after it.
    let scratch = ScratchFolder(named: "seek-e2e")

    @Test func aFilterQueryEndingInManySpacesTakesLinearTime() throws {
        let workspace = SeekWorkspace(lines: ["1", "12", "abc"], in: scratch)
        var outputs: [String] = []
        let ratio = GrowthRatio.of(small: 8_000, large: 128_000, runs: 2) { spaces in
            let result = try? ProcessRunner.run(seek, arguments: ["--filter", "1" + String(repeating: " ", count: spaces), workspace.items])
            outputs.append(result?.standardOutput ?? "failed")
        }
        #expect(Set(outputs) == ["1\n12\n"])
        #expect(ratio < 64, "16 × the spaces took \(ratio) × the time")
    }

    @Test func invalidUTF8InAFilterQueryIsRepairedAsItemsAre() throws {
        let workspace = SeekWorkspace(bytes: Array("a\n".utf8) + [0xE2, 0x80, 0x78, 0x0A] + [0xEF, 0xBF, 0xBD, 0x78, 0x0A], in: scratch)
        // The query's bytes pass through the shell: Foundation cannot put invalid UTF-8 in an argument.
        for form in [#"-f "$(printf '^\342\200x$')""#, #"--filter="$(printf '^\342\200x$')""#] {
            let output = try ProcessRunner.runRaw(URL(fileURLWithPath: "/bin/sh"),
                                                  arguments: ["-c", "\"$0\" \(form) \"$1\"", seek.path, workspace.items])
            #expect(Array(output) == [0xE2, 0x80, 0x78, 0x0A], "\(form) finds the line with those bytes, not the one with U+FFFD")
        }
    }
}
