import Foundation
import SeekTestSupport
import Testing

/// Bad and strange inputs without a terminal: each either works, with the original bytes printed
/// unchanged, or ends with one line on standard error and status 2, and no message carries a raw
/// control character to the terminal.
///
/// Unreadable files are left to the existing `open()` error path: the tests run as root, for
/// whom `chmod 000` does not make a file unreadable.
@Suite(.waitsOnPrograms) struct HostileInputCommandTests {
    let seek = ProcessRunner.seekExecutable
    /// The test's files, removed after it.
    let scratch = ScratchFolder(named: "seek-hostile")

    func expectOneLineError(_ result: ProcessRunner.Result, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.standardError.hasPrefix("seek: "), "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError.contains(text), "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(!result.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, sourceLocation: sourceLocation)
    }

    @Test(arguments: HostileCorpus.brokenJSON.map(\.name))
    func brokenJSONIsAOneLineError(name: String) throws {
        let text = HostileCorpus.brokenJSON.first { $0.name == name }!.text
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "a", scratch.file("broken.json", text)])
        expectOneLineError(result, containing: "broken.json:")
    }

    @Test func csvWithAnUnclosedQuoteIsAOneLineError() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "a", scratch.file("open.csv", HostileCorpus.unclosedQuoteCSV)])
        expectOneLineError(result, containing: "unclosed quote")
    }

    @Test func csvRowsWithExtraFieldsAreAnErrorAndShortRowsAreFilledWithEmptyFields() throws {
        let ragged = try ProcessRunner.run(seek, arguments: ["--filter", "s", scratch.file("ragged.csv", HostileCorpus.raggedCSV)])
        expectOneLineError(ragged, containing: "row has 4 fields, the header has 2")
        let short = try ProcessRunner.run(seek, arguments: ["--filter", "first", "--print", "kind", scratch.file("short.csv", "name,kind\nfirst\n")])
        #expect(short.status == 0)
        #expect(short.standardOutput == "\n", "the missing field is empty")
    }

    @Test func aDirectoryInsteadOfAFileIsAOneLineError() throws {
        let folder = FileManager.default.temporaryDirectory.path
        expectOneLineError(try ProcessRunner.run(seek, arguments: ["--filter", "a", folder]), containing: "is a directory")
        // Interactive mode says so before it looks for a terminal.
        expectOneLineError(try ProcessRunner.run(seek, arguments: [folder]), containing: "is a directory")
    }

    @Test func aClosedStandardInputIsAOneLineError() throws {
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "'\(seek.path)' --filter a 0<&-"])
        expectOneLineError(result, containing: "standard input is closed")
    }

    @Test func aClosedStandardOutputDoesNotSendTheChoiceElsewhere() throws {
        let items = scratch.file("items.txt", "apple\n")
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "'\(seek.path)' --filter apple '\(items)' >&-; echo status=$?"])
        #expect(result.standardOutput == "status=0\n")
    }

    @Test func inputThatEndsInsideALineKeepsThatLine() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "par"], input: Data("start\npart".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "part\n")
    }

    @Test func anEmptyInputMatchesNothing() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "a", scratch.file("empty.txt", "")])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    }

    @Test func everyHostileLineIsPrintedWithItsOriginalBytes() throws {
        let lines = HostileCorpus.lines.filter { !$0.bytes.contains(0x0A) }
        let path = scratch.file("hostile.txt", Array(lines.map { $0.bytes + [0x0A] }.joined()))
        let output = try ProcessRunner.runRaw(seek, arguments: ["--filter", "", path])
        var expected: [UInt8] = []
        for line in lines {
            // A carriage return just before the newline belongs to a CRLF ending and is dropped.
            var bytes = line.bytes
            if bytes.last == 0x0D { bytes.removeLast() }
            expected += bytes + [0x0A]
        }
        #expect([UInt8](output) == expected)
    }

    @Test func aTwoMegabyteLineIsMatchedAndPrintedWhole() throws {
        let huge = Array(repeating: UInt8(ascii: "x"), count: 2 << 20) + Array("needle".utf8)
        let path = scratch.file("huge.txt", Array("short\n".utf8) + huge + [0x0A])
        let output = try ProcessRunner.runRaw(seek, arguments: ["--filter", "needle", path])
        #expect([UInt8](output) == huge + [0x0A])
    }

    @Test func aMillionItemsAreFilteredInOneGo() throws {
        var text = ""
        text.reserveCapacity(8_000_000)
        for index in 0..<1_000_000 { text += "line \(index)\n" }
        let path = scratch.file("million.txt", text)
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "'line 999999", path])
        #expect(result.status == 0)
        #expect(result.standardOutput == "line 999999\n")
    }
}
