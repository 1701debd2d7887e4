import Foundation
import SeekTestSupport
import Testing
import Glibc

/// `--history` and `SEEK_HISTORY` paths that cannot be used, without a terminal: a history file
/// that cannot be used is named once on standard error and seek runs without it, leaving it as it
/// is; a missing folder is an error (status 2).
@Suite(.waitsOnPrograms) struct HistoryCommandTests {
    let seek = ProcessRunner.seekExecutable

    /// A fresh folder holding an item file `items` with the numbers 1 to 100.
    static func folder() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seek-history-cmd-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/items", contents: Data((1...100).map { "\($0)\n" }.joined().utf8))
        return folder
    }

    /// `seek --filter 42` on the folder's items with the history at `history`.
    func filter(in folder: String, history: String) throws -> ProcessRunner.Result {
        try ProcessRunner.run(seek, arguments: ["--history", history, "--filter", "42", folder + "/items"])
    }

    func expectRunsWithoutHistory(_ result: ProcessRunner.Result, saying message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, sourceLocation: sourceLocation)
        #expect(result.standardOutput == "42\n", sourceLocation: sourceLocation)
        #expect(result.standardError == "seek: \(message)\n", "said once, on one line", sourceLocation: sourceLocation)
    }

    @Test func aDirectoryAsTheHistoryIsNamedOnceAndSeekRunsWithoutHistory() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectRunsWithoutHistory(try filter(in: folder, history: folder), saying: "ignoring the history file \(folder): it is a directory")
    }

    @Test func aHistoryFileInAMissingFolderIsAnErrorAndNoFolderIsCreated() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/state/seek/history"
        let given = try filter(in: folder, history: path)
        #expect(given.status == 2)
        #expect(given.standardOutput.isEmpty)
        #expect(given.standardError == "seek: cannot keep the history in \(path): the folder \(folder)/state/seek does not exist\n")
        let inherited = try ProcessRunner.run(seek, arguments: ["--filter", "42", folder + "/items"], environment: ["SEEK_HISTORY": path])
        #expect(inherited.status == 2)
        #expect(inherited.standardError.hasSuffix("does not exist (SEEK_HISTORY)\n"), "the variable is named: \(inherited.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/state"))
        let without = try ProcessRunner.run(seek, arguments: ["--no-history", "--filter", "42", folder + "/items"], environment: ["SEEK_HISTORY": path])
        #expect(without.status == 0, "--no-history ignores the variable")
    }

    @Test func aHistorySizeBelowOneIsAOneLineError() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--history-size", "0", "--filter", "x", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError == "seek: --history-size must be at least 1, not 0\n")
    }

    @Test func aFIFOAsTheHistoryIsRefusedWithoutBlocking() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        // timeout(1) ends a seek that blocks, with status 124.
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/timeout"), arguments: ["10", seek.path, "--history", path, "--filter", "42", folder + "/items"])
        expectRunsWithoutHistory(result, saying: "ignoring the history file \(path): it is a FIFO, not a regular file")
    }

    @Test func theNullDeviceAsTheHistoryIsRefusedAndStaysADevice() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectRunsWithoutHistory(try filter(in: folder, history: "/dev/null"), saying: "ignoring the history file /dev/null: it is a device, not a regular file")
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func anOversizedHistoryIsNamedOnceAndLeftUnchanged() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let text = String(repeating: "a line of an old history file\n", count: 40_000)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        expectRunsWithoutHistory(try filter(in: folder, history: path), saying: "ignoring the history file \(path) (left unchanged): it is larger than 1 MiB")
        #expect(FileManager.default.contents(atPath: path) == Data(text.utf8))
    }

    /// The tests run as root, who reads any file: the file is made unreadable for seek by running
    /// it as the user `nobody`.
    @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func anUnreadableHistoryIsNamedOnceAndLeftUnchanged() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(chmod(folder, 0o755) == 0)
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"private\"\n".utf8), attributes: [.posixPermissions: 0o600])
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            arguments: ["--reuid=nobody", "--regid=nogroup", "--clear-groups", seek.path, "--history", path, "--filter", "42", folder + "/items"]
        )
        expectRunsWithoutHistory(result, saying: "ignoring the history file \(path) (left unchanged): permission denied")
        #expect(FileManager.default.contents(atPath: path) == Data("\"private\"\n".utf8))
    }
}
