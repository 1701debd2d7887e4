import SeekMatching
import Testing
@testable import SeekCatalog

/// `--tail N`: a stream of plain lines keeps only its last N lines, so an endless input takes
/// bounded memory.
@Suite struct DataSetTailTests {
    /// The bytes the data set's items hold on to, counting each chunk's whole allocation.
    func retainedBytes(_ dataSet: DataSet) -> Int {
        dataSet.items.chunks.reduce(0) { $0 + $1.bytes.capacity + $1.starts.capacity * 4 }
    }

    /// Streams `lineCount` numbered lines through a pipe with `--tail` `tail`.
    func streamed(lineCount: Int, tail: Int) -> DataSet {
        let pipe = TestPipe()
        let stream = DataSetStream(descriptor: pipe.readEnd, name: "stdin", format: nil, roles: FieldRoleChoices(), tail: tail) {}
        for start in stride(from: 0, to: lineCount, by: 10_000) {
            pipe.write((start..<min(start + 10_000, lineCount)).map { "line \($0) of the endless input\n" }.joined())
        }
        pipe.closeWriteEnd()
        #expect(waitUntil { stream.progress().isFinished }, "the stream did not finish")
        pipe.closeReadEnd()
        return stream.progress().dataSet
    }

    @Test func aTailKeepsExactlyTheLastLines() {
        let dataSet = streamed(lineCount: 25_000, tail: 1_000)
        #expect(dataSet.items.count == 1_000)
        #expect(dataSet.items.text(at: 0) == "line 24000 of the endless input")
        #expect(dataSet.items.text(at: 999) == "line 24999 of the endless input")
        #expect(dataSet.droppedItemCount == 24_000)
        #expect(dataSet.fields.count == 1_000)
    }

    @Test func whatATailKeepsDoesNotGrowWithTheInput() {
        // Ten times the input, the same retained memory: bounded by the lines kept.
        let small = streamed(lineCount: 30_000, tail: 2_000)
        let large = streamed(lineCount: 300_000, tail: 2_000)
        #expect(small.items.count == 2_000 && large.items.count == 2_000)
        let ratio = Double(retainedBytes(large)) / Double(retainedBytes(small))
        #expect(ratio < 1.5, "retained \(retainedBytes(small)) then \(retainedBytes(large)) bytes")
        // Without a tail the whole input is kept: the measure does see growth.
        #expect(retainedBytes(streamed(lineCount: 300_000, tail: 1_000_000)) > 5 * retainedBytes(large))
    }

    @Test func aTailLongerThanTheInputKeepsEverything() {
        let dataSet = streamed(lineCount: 500, tail: 1_000)
        #expect(dataSet.items.count == 500 && dataSet.droppedItemCount == 0)
    }

    @Test func recordsAreNotCutByATail() {
        let pipe = TestPipe()
        let stream = DataSetStream(descriptor: pipe.readEnd, name: "data.jsonl", format: nil, roles: FieldRoleChoices(), tail: 5) {}
        pipe.write("{\"a\": 1}\n")
        pipe.closeWriteEnd()
        #expect(waitUntil { stream.progress().isFinished })
        pipe.closeReadEnd()
        // The library says what cannot be done without naming seek's option.
        #expect(stream.progress().failure == LoadError("only the last lines of plain input can be kept; data.jsonl is read as records"))
    }
}
