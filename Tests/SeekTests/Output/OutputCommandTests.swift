import Foundation
import SeekTestSupport
import Testing

/// What seek prints: records as they were read, lines byte for byte, NUL-ended lines, and write
/// errors reported; and the command-line details around it.
@Suite(.waitsOnPrograms) struct OutputCommandTests {
    let seek = ProcessRunner.seekExecutable
    let scratch = ScratchFolder(named: "seek-output")

    func temporaryFile(_ bytes: [UInt8], extension fileExtension: String) -> String {
        scratch.file("input.\(fileExtension)", bytes)
    }

    func temporaryFile(_ text: String, extension fileExtension: String) -> String {
        temporaryFile(Array(text.utf8), extension: fileExtension)
    }

    /// Runs seek and returns its status and raw standard output.
    func runRaw(_ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data) {
        try ProcessRunner.runCapturingBytes(seek, arguments: arguments, input: input)
    }

    /// `text` parsed by Foundation's JSON parser, independent of seek's.
    func parsed(_ text: some StringProtocol) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject)
    }

    @Test func jsonWritesANestedRecordAsItWasRead() throws {
        let record = #"{"name":"web","meta":{"labels":{"app":"nginx"}},"ports":[{"port":80}],"ok":true,"none":null,"n":1.50}"#
        let file = temporaryFile(record + "\n", extension: "jsonl")
        let result = try ProcessRunner.run(seek, arguments: [file, "-f", "web", "--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput == record + "\n")
        #expect(try parsed(result.standardOutput) == parsed(record))
    }

    @Test(arguments: ["recipes", "colors", "timezones", "users"])
    func everyBundledSampleIsPrintedAsJSONAsItWasRead(name: String) throws {
        let dataFolder = PackageFolder.root(fromTestFile: #filePath).appendingPathComponent("Data")
        let original = try String(contentsOf: dataFolder.appendingPathComponent("\(name).json"), encoding: .utf8)
        let result = try ProcessRunner.run(seek, arguments: ["--sample", name, "--filter", "", "--json"])
        #expect(result.status == 0)
        let printed = try result.standardOutput.split(separator: "\n").map { try parsed($0) }
        #expect(NSArray(array: printed) == (try parsed(original)))
    }

    @Test func printOfANestedFieldIsJSONAndOfAScalarItsText() throws {
        let file = temporaryFile(#"{"name":"web","meta":{"labels":{"app":"nginx"}},"ports":[80,443],"on":false,"n":2.0,"none":null}"#, extension: "jsonl")
        func printed(_ field: String) throws -> String {
            try ProcessRunner.run(seek, arguments: [file, "-f", "web", "--print", field]).standardOutput
        }
        #expect(try printed("meta") == #"{"labels":{"app":"nginx"}}"# + "\n")
        #expect(try printed("ports") == "[80,443]\n")
        #expect(try printed("name") == "web\n")
        #expect(try printed("on") == "false\n")
        #expect(try printed("n") == "2.0\n")
        #expect(try printed("none") == "\n")
    }

    @Test func chosenLinesArePrintedByteForByteWhateverTheLineEnding() throws {
        let bytes = Array("ab\r\nxy\r\nabc\nab\r\r\nlast ab".utf8)
        let expected = Data("ab\r\nabc\nab\r\r\nlast ab\n".utf8)
        let fromFile = try runRaw(["--filter", "ab", temporaryFile(bytes, extension: "txt")])
        #expect(fromFile.status == 0)
        #expect(Set(fromFile.output.split(separator: 0x0A)) == Set(expected.split(separator: 0x0A)))
        #expect(fromFile.output.count == expected.count)
        let fromPipe = try runRaw(["--filter", "'ab"], input: Data(bytes))
        #expect(fromPipe.output.count == expected.count)
    }

    @Test func print0EndsTheQueryAndEveryItemWithNUL() throws {
        let file = temporaryFile("one\ntwo\r\nthree\n", extension: "txt")
        let result = try runRaw(["--filter", "o", "--print0", "--print-query", file])
        #expect(result.status == 0)
        let parts = result.output.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        #expect(parts.first == "o" && parts.last == "")
        #expect(Set(parts.dropFirst().dropLast()) == ["one", "two\r"])
    }

    @Test(arguments: [["--filter", "o"], ["--filter", "o", "--json"], ["--samples"], ["-1", "-q", "'one"]])
    func anOutputThatCannotBeWrittenIsOneLineAndStatusTwo(arguments: [String]) throws {
        let file = temporaryFile("one\ntwo\nthree\n", extension: "txt")
        let process = Process()
        process.executableURL = seek
        process.arguments = arguments + (arguments == ["--samples"] ? [] : [file])
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let errorPipe = Pipe()
        process.standardOutput = full
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let error = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(error == "seek: cannot write the output: no space left on device\n")
    }

    @Test func anEmptyFilterValueIsAnEmptyQueryNotTheNextArgument() throws {
        let file = temporaryFile("alpha\nbeta\n", extension: "txt")
        let result = try ProcessRunner.run(seek, arguments: ["--filter=", file])
        #expect(result.status == 0)
        #expect(result.standardOutput == "alpha\nbeta\n")
        let query = try ProcessRunner.run(seek, arguments: ["--query=", "--filter", "beta", file])
        #expect(query.standardOutput == "beta\n")
    }

    @Test func aQueryMayStartWithADash() throws {
        let file = temporaryFile("-ab\nb\n", extension: "txt")
        let result = try ProcessRunner.run(seek, arguments: ["-f", "-ab", file])
        #expect(result.status == 0)
        #expect(result.standardOutput == "-ab\n")
    }

    @Test func aDashAsTheFileIsStandardInput() throws {
        let result = try ProcessRunner.run(seek, arguments: ["-f", "b", "-"], input: Data("a\nb\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "b\n")
    }

    @Test func anUnknownOptionIsNamedWithoutAGuess() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--heder", "x"])
        #expect(result.status == 2)
        #expect(result.standardError == "seek: unknown option '--heder' (see 'seek --help')\n", "a near miss of --header is named, not guessed at")
    }

    @Test func exitZeroWithPrintQueryPrintsTheQueryAsFzfDoes() throws {
        let arguments = ["-0", "--print-query", "-q", "zzz"]
        let result = try ProcessRunner.run(seek, arguments: arguments, input: Data("a\n".utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput == "zzz\n")
        let fzf = URL(fileURLWithPath: "/tmp/fzf/bin/fzf")
        if FileManager.default.isExecutableFile(atPath: fzf.path) {
            let reference = try ProcessRunner.run(fzf, arguments: arguments, input: Data("a\n".utf8))
            #expect(reference.status == result.status && reference.standardOutput == result.standardOutput)
        }
    }

    @Test func expectKeepsItsEmptyKeyLineWhenSelectOneOrExitZeroDecidesAsFzfDoes() throws {
        let fzf = URL(fileURLWithPath: "/tmp/fzf/bin/fzf")
        let cases: [([String], String, Int32)] = [
            (["-1", "-q", "2", "--expect", "ctrl-a"], "\n2\n", 0),
            (["-1", "-q", "2", "--expect", "ctrl-a", "--print-query"], "2\n\n2\n", 0),
            (["-0", "-q", "9", "--expect", "ctrl-a"], "\n", 1),
        ]
        for (arguments, expected, status) in cases {
            let result = try ProcessRunner.run(seek, arguments: arguments, input: Data("1\n2\n3\n".utf8))
            #expect(result.status == status && result.standardOutput == expected, "\(arguments)")
            if FileManager.default.isExecutableFile(atPath: fzf.path) {
                let reference = try ProcessRunner.run(fzf, arguments: arguments, input: Data("1\n2\n3\n".utf8))
                #expect(reference.status == result.status && reference.standardOutput == result.standardOutput, "fzf \(arguments)")
            }
        }
    }

    /// fzf 0.74.5 adds up the keys of every `--expect`, and `--no-expect` clears those before it:
    /// the key line is printed only while some `--expect` is left.
    @Test func noExpectClearsEveryExpectBeforeItAndNoneAfterAsFzfDoes() throws {
        let fzf = URL(fileURLWithPath: "/tmp/fzf/bin/fzf")
        let cases: [([String], String)] = [
            (["--expect", "ctrl-a", "--expect", "ctrl-b"], "\n2\n"),
            (["--expect", "ctrl-a", "--expect", "ctrl-b", "--no-expect"], "2\n"),
            (["--expect", "ctrl-a", "--no-expect", "--expect", "ctrl-b"], "\n2\n"),
            (["--no-expect", "--expect", "ctrl-a"], "\n2\n"),
        ]
        for (options, expected) in cases {
            let arguments = ["-1", "-q", "2"] + options
            let result = try ProcessRunner.run(seek, arguments: arguments, input: Data("1\n2\n3\n".utf8))
            #expect(result.status == 0 && result.standardOutput == expected, "\(arguments)")
            if FileManager.default.isExecutableFile(atPath: fzf.path) {
                let reference = try ProcessRunner.run(fzf, arguments: arguments, input: Data("1\n2\n3\n".utf8))
                #expect(reference.status == result.status && reference.standardOutput == result.standardOutput, "fzf \(arguments)")
            }
        }
    }

    @Test func helpKeepsEveryKeyLineWholeAndNamesCtrlT() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--help"], environment: ["COLUMNS": "80"])
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let keys = try #require(lines.firstIndex(of: "KEYS"))
        let examplesEnd = try #require(lines[keys...].firstIndex { $0.hasPrefix("USAGE") || $0.hasPrefix("ARGUMENTS") || $0.hasPrefix("OPTIONS") })
        for line in lines[keys..<examplesEnd] where !line.isEmpty {
            let firstWord = line.prefix { $0 != " " }
            if !firstWord.isEmpty && firstWord.allSatisfy(\.isUppercase) { continue }  // a section's title
            // A key line wrapped by the help's formatter leaves a piece at the margin.
            #expect(line.hasPrefix("  "), "wrapped: '\(line)'")
        }
        #expect(result.standardOutput.contains("Ctrl-T"))
    }
}
