import Glibc
import Dispatch
import SeekMatching
import Synchronization
import Testing
@testable import SeekCatalog

@Suite struct DataSetStreamTests {
    /// A stream over a fresh pipe, with a count of its `whenChanged` calls.
    final class Streamed: Sendable {
        let pipe = TestPipe()
        let changeCount = ChangeCount()
        let stream: DataSetStream

        init(name: String, format: InputFormat? = nil, roles: FieldRoleChoices = FieldRoleChoices()) {
            let changeCount = changeCount
            stream = DataSetStream(descriptor: pipe.readEnd, name: name, format: format, roles: roles) {
                changeCount.count.withLock { $0 += 1 }
            }
        }

        var changes: Int { changeCount.count.withLock { $0 } }

        /// Closes the pipe and waits (a bounded time) for the stream to finish.
        func finished() -> (dataSet: DataSet, isFinished: Bool, failure: LoadError?) {
            pipe.closeWriteEnd()
            let done = waitUntil { stream.progress().isFinished }
            pipe.closeReadEnd()
            #expect(done, "the stream did not finish")
            return stream.progress()
        }
    }

    /// How often `whenChanged` was called.
    final class ChangeCount: Sendable {
        let count = Mutex(0)
    }

    func texts(_ store: ItemStore) -> [String] {
        (0..<store.count).map { store.text(at: $0) }
    }

    @Test func aSlowWritersFirstRecordsArePublishedBeforeItFinishes() throws {
        let roles = FieldRoleChoices(display: "{name} ({kind})", scopeField: "kind", tokenFields: ["kind"])
        let streamed = Streamed(name: "stdin", format: .csv, roles: roles)
        streamed.pipe.write("name,kind\nApple,fruit\nLeek,vegetable\n")
        let shown = waitUntil { streamed.stream.progress().dataSet.records.count == 2 }
        #expect(shown, "the first records were not published while the writer was open")
        #expect(streamed.changes >= 1)
        #expect(!streamed.stream.progress().isFinished)
        #expect(texts(streamed.stream.progress().dataSet.items) == ["Apple (fruit)", "Leek (vegetable)"])

        let rest = (0..<20_000).map { "item \($0),\(["fruit", "nut", "grain"][$0 % 3])\n" }.joined()
        streamed.pipe.write("Pear,\"fru")  // a record cut inside a quoted field, then a pause
        usleep(50_000)
        streamed.pipe.write("it\"\n" + rest)
        let result = streamed.finished()
        #expect(result.failure == nil)
        let whole = try DataSetLoader(format: .csv, roles: roles).load(
            bytes: Array(("name,kind\nApple,fruit\nLeek,vegetable\nPear,\"fruit\"\n" + rest).utf8), name: "stdin"
        )
        #expect(result.dataSet.records == whole.records)
        #expect(texts(result.dataSet.items) == texts(whole.items))
        #expect(result.dataSet.scopeValues == ["fruit", "vegetable", "nut", "grain"])
        #expect(result.dataSet.tokenValues == whole.tokenValues)
        #expect(result.dataSet.fields.count == 20_003)
        #expect(result.dataSet.fields.items(satisfying: FieldCondition(field: "kind", value: "NUT")).count == 6_667)
    }

    @Test func jsonLinesAreStreamedWithRolesResolvedFromTheFirstBatch() {
        let streamed = Streamed(name: "events.jsonl", roles: FieldRoleChoices(tokenFields: ["tags"]))
        streamed.pipe.write("{\"name\": \"a\", \"tags\": [\"x\", \"y\"]}\n")
        #expect(waitUntil { streamed.stream.progress().dataSet.records.count == 1 })
        streamed.pipe.write("{\"name\": \"b\", \"tags\": [\"y\", \"z\"], \"extra\": 1}")
        let result = streamed.finished()
        #expect(result.failure == nil)
        #expect(texts(result.dataSet.items) == ["a", "b"])
        #expect(result.dataSet.tokenValues == ["tags": ["x", "y", "z"]])
        #expect(result.dataSet.fieldNames == ["name", "tags", "extra"])
        #expect(result.dataSet.roles?.detailFields == ["name", "tags"])
    }

    @Test func plainLinesAreStreamedByChunks() {
        let streamed = Streamed(name: "stdin")
        streamed.pipe.write("one\ntwo\n")
        #expect(waitUntil { streamed.stream.progress().dataSet.items.count == 2 })
        streamed.pipe.write("three")
        let result = streamed.finished()
        #expect(texts(result.dataSet.items) == ["one", "two", "three"])
        #expect(result.dataSet.fields.count == 3)
        #expect(result.dataSet.roles == nil)
    }

    @Test func theFormatIsGuessedFromTheFirstBytesWhenRolesAreChosen() {
        let streamed = Streamed(name: "stdin", roles: FieldRoleChoices(scopeField: "kind"))
        streamed.pipe.write("name\tkind\n")
        usleep(30_000)
        streamed.pipe.write("Apple\tfruit\n")
        let result = streamed.finished()
        #expect(result.failure == nil)
        #expect(result.dataSet.scopeValues == ["fruit"])
    }

    @Test func aJSONDocumentIsPublishedOnceWhole() {
        let streamed = Streamed(name: "data.json")
        streamed.pipe.write("[{\"name\": \"a\"},\n")
        usleep(30_000)
        #expect(streamed.stream.progress().dataSet.records.isEmpty)
        streamed.pipe.write("{\"name\": \"b\"}]")
        let result = streamed.finished()
        #expect(result.failure == nil)
        #expect(texts(result.dataSet.items) == ["a", "b"])
    }

    @Test func aMalformedRecordFinishesTheStreamWithItsErrorAndKeepsWhatWasRead() {
        let streamed = Streamed(name: "events.jsonl")
        streamed.pipe.write(String(repeating: "{\"name\": \"ok\"}\n", count: 9_999) + "{\"name\" \"broken\"}\n")
        let failed = waitUntil { streamed.stream.progress().isFinished }
        #expect(failed, "a malformed record did not finish the stream")
        let result = streamed.finished()
        #expect(result.isFinished)
        #expect(result.failure == LoadError("events.jsonl:10000:9: malformed JSON: expected ':' after the key"))
        #expect(result.dataSet.records.count <= 9_999)
        #expect(streamed.changes >= 1)
    }

    @Test func aRoleNamingAFieldTheDataLacksIsTheUsualError() {
        let streamed = Streamed(name: "x.csv", roles: FieldRoleChoices(scopeField: "kind"))
        streamed.pipe.write("name,type\nApple,fruit\n")
        let result = streamed.finished()
        #expect(result.isFinished)
        #expect(result.failure == LoadError("no field 'kind' in x.csv (fields: name, type)"))
    }

    @Test func rolesOnPlainLinesAreTheUsualError() {
        let streamed = Streamed(name: "notes.txt", format: .lines, roles: FieldRoleChoices(scopeField: "kind"))
        let result = streamed.finished()
        #expect(result.failure?.description.hasPrefix("notes.txt is read as plain lines") == true)
    }

    @Test func aReadErrorNamesTheInput() {
        let directory = open("/tmp", O_RDONLY)
        defer { close(directory) }
        let stream = DataSetStream(descriptor: directory, name: "/tmp", format: .csv, roles: FieldRoleChoices()) {}
        #expect(waitUntil { stream.progress().isFinished })
        #expect(stream.progress().failure == LoadError("cannot read /tmp: is a directory"))
    }
}
