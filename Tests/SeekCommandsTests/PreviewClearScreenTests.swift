@testable import SeekCommands
import Testing

/// A preview command that clears its screen (`ESC [ 2 J`) starts the pane over, as in fzf.
@Suite struct PreviewClearScreenTests {
    @Test func theLastClearInABlockIsFound() {
        let bytes = Array("[1]\n\u{1B}[2J[2]\n\u{1B}[2J[3]\n".utf8)
        let end = PreviewRunner.endOfLastClear(in: bytes[...])
        #expect(end.map { String(decoding: bytes[$0...], as: UTF8.self) } == "[3]\n")
        #expect(PreviewRunner.endOfLastClear(in: Array("[1]\n\u{1B}[2K".utf8)[...]) == nil)
        #expect(PreviewRunner.endOfLastClear(in: Array("\u{1B}[2".utf8)[...]) == nil)
    }
}
