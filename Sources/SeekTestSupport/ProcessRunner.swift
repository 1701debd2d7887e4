import Foundation

/// Runs a short-lived program to completion and collects its output, for command-line tests.
public struct ProcessRunner {
    /// What a finished program left behind.
    public struct Result: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// The `seek` executable built alongside the tests.
    public static var seekExecutable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // The test binary may sit inside an .xctest bundle folder.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("seek").path),
              directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("seek")
    }

    /// Runs `executable` with `arguments`, feeding it `input` on standard input (or /dev/null).
    public static func run(
        _ executable: URL,
        arguments: [String],
        input: Data? = nil,
        environment: [String: String]? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            // Fed from another thread so a large input cannot deadlock against a full output
            // pipe, and without SIGPIPE when the program exits before reading it all.
            PipeFeeder.feed(input, into: inputPipe)
        }
        let errorReader = DispatchQueue(label: "stderr")
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        errorReader.async {
            errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}

extension ProcessRunner {
    /// Runs `executable` and returns its standard output as raw bytes; its standard input is
    /// `input` (fed by ``PipeFeeder``) or /dev/null, its standard error is discarded.
    public static func runRaw(_ executable: URL, arguments: [String], input: Data? = nil) throws -> Data {
        try runCapturingBytes(executable, arguments: arguments, input: input).output
    }

    /// Runs `executable` and returns its exit status and its standard output as raw bytes; its
    /// standard input is `input` (fed by ``PipeFeeder``) or /dev/null, its standard error is
    /// discarded.
    public static func runCapturingBytes(_ executable: URL, arguments: [String],
                                         input: Data? = nil) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let outputPipe = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let input {
            PipeFeeder.feed(input, into: inputPipe)
        }
        let data = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
