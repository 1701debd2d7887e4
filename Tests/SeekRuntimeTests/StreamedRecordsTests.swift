import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekTestSupport
import SeekRuntime
import Testing
import Glibc

/// Records read from a pipe while the screen is already up: the list, its scopes and its tokens
/// grow with the input, and a record that cannot be read ends the run with a one-line message.
@Suite(.waitsOnPrograms) struct StreamedRecordsTests {
    /// A pipe the test writes JSON Lines into, as a producer would.
    final class Producer: Sendable {
        let readDescriptor: Int32
        let writeDescriptor: Int32

        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0)
            readDescriptor = ends[0]
            writeDescriptor = ends[1]
        }

        func write(_ text: String) {
            var bytes = Array(text.utf8)
            while !bytes.isEmpty {
                let written = Glibc.write(writeDescriptor, bytes, bytes.count)
                precondition(written > 0)
                bytes.removeFirst(written)
            }
        }

        func close() {
            _ = Glibc.close(writeDescriptor)
        }

        deinit {
            // The search may still be reading when the test ends (its reader runs until the end
            // of the input). Closing the read end would free its number for the next pipe any
            // test opens, which that reader would then read from, taking the other test's
            // records (a test saw its first record vanish so); /dev/null takes the number
            // instead, so a late read ends at once and the number is not reused.
            let empty = open("/dev/null", O_RDONLY | O_CLOEXEC)
            if empty >= 0 {
                _ = dup2(empty, readDescriptor)
                _ = Glibc.close(empty)
            }
        }
    }

    static func record(_ name: String, kind: String) -> String {
        "{\"name\": \"\(name)\", \"kind\": \"\(kind)\"}\n"
    }

    static let roles = FieldRoleChoices(display: "{name}", scopeField: "kind", tokenFields: ["kind"])

    @Test func recordsStreamedFromAPipeAreListedScopedAndMatchedAsTheyArrive() {
        let producer = Producer()
        let program = RuntimeHarness(width: 70) {
            DataSetSearch(reading: producer.readDescriptor, name: "standard input", format: .jsonl, roles: Self.roles)
        }
        // The screen is up before the producer has written anything.
        #expect(program.terminal.waitForText("0/0"))
        producer.write(Self.record("apple", kind: "fruit") + Self.record("carrot", kind: "vegetable"))
        #expect(program.terminal.waitForText("2/2"))
        // A token typed as text narrows to its records; a record arriving later joins the set.
        program.terminal.press("kind:fruit ")
        #expect(program.terminal.waitForText("1/2"))
        #expect(program.terminal.waitForText("vegetable"), "while searching, the scope bar shows the scope field's values")
        producer.write(Self.record("banana", kind: "fruit") + Self.record("leek", kind: "vegetable"))
        #expect(program.terminal.waitForText("2/4"), "the later fruit is matched by the token, the vegetable is not")
        #expect(program.terminal.screen.contains { $0.contains("banana") })
        #expect(!program.terminal.screen.contains { $0.contains("leek") })
        producer.close()
        program.terminal.send(.enter)
        guard case .chosen(let items, _)? = program.outcome() else {
            Issue.record("the run did not end with a choice")
            return
        }
        #expect(items == [0], "apple, the best of the two fruits, is chosen")
    }

    @Test func aMalformedRecordAfterTheScreenOpenedEndsTheRunWithOneLine() {
        let producer = Producer()
        let program = RuntimeHarness {
            DataSetSearch(reading: producer.readDescriptor, name: "standard input", format: .jsonl, roles: Self.roles)
        }
        producer.write(Self.record("apple", kind: "fruit"))
        #expect(program.terminal.waitForText("1/1"))
        producer.write("{\"name\": \"broken\n")
        producer.close()
        guard case .failed(let message)? = program.outcome() else {
            Issue.record("a malformed record did not end the run as failed")
            return
        }
        #expect(message.hasPrefix("standard input:2"), "the message names the input and the line: \(message)")
        #expect(!message.contains("\n"))
    }

    @Test func aRequirementOnTheFirstRecordsEndsTheRunWhenTheyBreakIt() {
        let producer = Producer()
        let program = RuntimeHarness {
            let search = DataSetSearch(reading: producer.readDescriptor, name: "standard input", format: .jsonl, roles: Self.roles)
            search.requirement = { dataSet throws(LoadError) in
                guard dataSet.fieldNames.contains("price") else { throw LoadError("no field 'price'") }
            }
            return search
        }
        #expect(program.terminal.waitForText("0/0"))
        producer.write(Self.record("apple", kind: "fruit"))
        #expect(program.outcome() == .failed("no field 'price'"))
        producer.close()
    }
}
