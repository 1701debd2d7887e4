import SampleData
import Testing
@testable import SeekCatalog

/// `--json` writes each record as it was read: read → write → parse gives the same values, with
/// nesting, numbers as written, booleans, null, key order and every character.
@Suite struct JSONRoundTripTests {
    /// `record` written by ``JSONWriter`` and parsed again.
    func writtenAndReadBack(_ record: Record) throws -> FieldValue {
        let line = JSONWriter.line(for: record)
        #expect(!line.contains("\n") && !line.unicodeScalars.contains { $0.value < 0x20 }, "one line, controls escaped")
        return try JSONParser.parse(Array(line.utf8))
    }

    @Test(arguments: BundledSample.all.map(\.name))
    func everyBundledSampleIsWrittenAsItWasRead(name: String) throws {
        let path = try #require(SampleData.path(named: name))
        let document = try JSONParser.parse(try FileBytes.read(path: path))
        guard case .list(let elements) = document else {
            Issue.record("\(name) is not an array")
            return
        }
        let dataSet = try #require(BundledSample.named(name)).load()
        #expect(dataSet.records.count == elements.count)
        for (record, element) in zip(dataSet.records, elements) {
            #expect(FieldValue.object(record) == element)
            #expect(try writtenAndReadBack(record) == element)
        }
    }

    @Test(arguments: [false, true])
    func aNestedCorpusIsWrittenAsItWasRead(pretty: Bool) throws {
        var corpus = NestedCorpus(seed: pretty ? 7 : 8)
        let made = (0..<300).map { _ in corpus.record(depth: 4) }
        let lines = made.map { NestedCorpus.source(of: $0, pretty: false) }.joined(separator: "\n")
        let document = "[" + made.map { NestedCorpus.source(of: $0, pretty: pretty) }.joined(separator: ",\n") + "]"
        let fromLines = try JSONLinesReader.records(from: Array(lines.utf8), name: "corpus.jsonl")
        let fromDocument = try JSONRecordReader.records(from: Array(document.utf8), name: "corpus.json")
        #expect(Array(fromLines) == made)
        #expect(Array(fromDocument) == made)
        for (record, original) in zip(fromDocument, made) {
            #expect(try writtenAndReadBack(record) == .object(original))
        }
    }

    @Test func theIssuesKubernetesRecordKeepsItsNesting() throws {
        let line = #"{"name":"web","meta":{"labels":{"app":"nginx"}},"ports":[{"port":80}]}"#
        let records = try JSONLinesReader.records(from: Array(line.utf8), name: "k.jsonl")
        #expect(JSONWriter.line(for: records[0]) == line)
    }

    @Test func escapesAreDecodedAndWrittenAsValidJSON() throws {
        let source = #"{"s":"\u00e9\ud83d\ude00\u0001\u007f\/\ud800x"}"#
        let record = try JSONLinesReader.records(from: Array(source.utf8), name: "x.jsonl")[0]
        #expect(record["s"] == .text("é😀\u{01}\u{7F}/\u{FFFD}x"))
        #expect(JSONWriter.line(for: record) == #"{"s":"é😀\u0001\u007f/�x"}"#)
    }
}
