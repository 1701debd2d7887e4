import Foundation
import SeekTestSupport
import Testing

/// `install.sh`'s guarantees: `--uninstall` removes only what an install listed and left
/// unchanged, nothing is written when a destination is in the way, and every failure is one
/// line on stderr with status 2.
@Suite(.waitsOnPrograms) struct InstallScriptTests {
    let script = PackageFolder.root(fromTestFile: #filePath).appendingPathComponent("install.sh")
    let scratch = ScratchFolder(named: "seek-install")

    func install(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(script, arguments: arguments)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: scratch.path(of: path))
    }

    @Test func uninstallWithoutAnInstallRemovesNothing() throws {
        let prefix = scratch.path(of: "prefix")
        try FileManager.default.createDirectory(atPath: prefix + "/share/seek", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        scratch.file("prefix/bin/seek", "someone else's seek")
        scratch.file("prefix/share/seek/users.json", "[]")
        let result = try install(["--uninstall", "--prefix", prefix])
        #expect(result.status == 2)
        #expect(result.standardError == "install.sh: no list of installed files at \(prefix)/share/seek/installed-files: nothing removed\n")
        #expect(exists("prefix/bin/seek") && exists("prefix/share/seek/users.json"))
    }

    @Test func uninstallRemovesOnlyTheListedUnchangedFilesAndSaysWhichItKept() throws {
        let prefix = scratch.path(of: "prefix")
        let installed = try install(["--binary", ProcessRunner.seekExecutable.path, "--prefix", prefix])
        #expect(installed.status == 0, "install.sh said: \(installed.standardError)")
        let manifest = try String(contentsOfFile: prefix + "/share/seek/installed-files", encoding: .utf8)
        #expect(manifest.contains(" bin/seek\n") && manifest.contains(" share/man/man1/seek.1\n"))
        scratch.file("prefix/share/seek/notes.txt", "mine, not installed")
        let changed = prefix + "/share/seek/users.json"
        try "[{\"edited\": true}]".write(toFile: changed, atomically: true, encoding: .utf8)

        let removed = try install(["--uninstall", "--prefix", prefix])
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(removed.standardOutput.contains("kept \(changed): it changed since it was installed"))
        #expect(!exists("prefix/bin/seek") && !exists("prefix/share/man/man1/seek.1") && !exists("prefix/share/seek/colors.json"))
        #expect(exists("prefix/share/seek/notes.txt"), "a file the install did not write stays")
        #expect(exists("prefix/share/seek/users.json"), "a changed file stays")
        #expect(!exists("prefix/share/seek/installed-files"))
    }

    @Test func aFolderWhereTheManualPageGoesStopsTheInstallBeforeItWrites() throws {
        let prefix = scratch.path(of: "prefix")
        try FileManager.default.createDirectory(atPath: prefix + "/share/man/man1/seek.1", withIntermediateDirectories: true)
        let result = try install(["--binary", ProcessRunner.seekExecutable.path, "--prefix", prefix])
        #expect(result.status == 2)
        #expect(result.standardError == "install.sh: \(prefix)/share/man/man1/seek.1 is in the way: it is not a file\n")
        #expect(!exists("prefix/bin/seek"), "nothing was installed")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix + "/share/man/man1/seek.1").isEmpty)
    }

    @Test(arguments: [["--prefix", "-rf"], ["--prefix=-rf"], ["--prefix", ""], ["--binary", "--prefix"]])
    func anOptionWhereAValueGoesIsOneLineAndStatusTwo(arguments: [String]) throws {
        let result = try install(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("install.sh: --"), "\(result.standardError)")
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "one line: \(result.standardError)")
        #expect(!result.standardError.contains("dirname"))
    }
}
