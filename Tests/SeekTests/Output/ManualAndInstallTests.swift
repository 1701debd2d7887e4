import Foundation
import SeekTestSupport
import Testing
@testable import seek

/// `seek --man` and `install.sh`: the manual page comes from the same definitions as `--help`,
/// and the install command puts the command, samples, page and completions under a prefix.
@Suite(.waitsOnPrograms) struct ManualAndInstallTests {
    let seekExecutable = ProcessRunner.seekExecutable
    /// The clone's top folder, where install.sh and Data/ are.
    let repository = PackageFolder.root(fromTestFile: #filePath)

    @Test func roffEscapesBackslashesHyphensAndLeadingDots() {
        #expect(Roff.escaped(#"a\b"#) == #"a\eb"#)
        #expect(Roff.escaped("--nth") == #"\-\-nth"#)
        #expect(Roff.escaped(".not a request\n'nor this") == "\\&.not a request\n\\&'nor this")
        #expect(Roff.escaped("x.y 'z'") == "x.y 'z'", "only a line's first character can start a request")
    }

    @Test func discussionHeadingsBecomeSectionsAndTheTextBeforeThemParagraphs() {
        let discussion = "First paragraph\ncontinues.\n\nSecond one.\n\nKEYS (in the list)\n  Esc   quit\n\nEXIT STATUS\n  0    chosen\n"
        let (paragraphs, sections) = ManualPage.split(discussion: discussion)
        #expect(paragraphs == ["First paragraph continues.", "Second one."])
        #expect(sections.map(\.heading) == ["KEYS (in the list)", "EXIT STATUS"])
        #expect(sections.first?.lines == ["Esc   quit"], "the help's two-space indent is dropped, trailing blank lines too")
        #expect(sections.last?.lines == ["0    chosen"])
    }

    @Test func manualPageListsEveryOptionThatHelpShows() throws {
        let help = try ProcessRunner.run(seekExecutable, arguments: ["--help"])
        let manual = try ProcessRunner.run(seekExecutable, arguments: ["--man"])
        #expect(manual.status == 0)
        #expect(manual.standardOutput.hasPrefix(".TH SEEK 1"))
        let longOptions = Set(help.standardOutput.matches(of: /--[a-z][a-z0-9-]*/).map { String($0.output) })
        #expect(longOptions.count > 40, "help lists seek's options")
        for option in longOptions {
            let written = option.replacingOccurrences(of: "-", with: #"\-"#)
            #expect(manual.standardOutput.contains(written), "the manual page lacks \(option)")
        }
        for heading in ["QUERY SYNTAX", "KEYS", "EXIT STATUS", "ENVIRONMENT", "EXAMPLES"] {
            #expect(manual.standardOutput.contains(".SH \(heading)"))
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man")))
    func manualPageRendersWithoutWarnings() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("seek-\(getpid()).1")
        let manual = try ProcessRunner.run(seekExecutable, arguments: ["--man"])
        try manual.standardOutput.write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        var environment = ProcessInfo.processInfo.environment
        environment["MANWIDTH"] = "100"
        environment["MAN_KEEP_FORMATTING"] = nil
        let shown = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/man"), arguments: ["--warnings", "-l", page.path],
                                          environment: environment)
        #expect(shown.status == 0)
        #expect(shown.standardError.isEmpty, "groff warned: \(shown.standardError)")
        #expect(shown.standardOutput.contains("EXIT STATUS"))
        #expect(shown.standardOutput.contains("--delimiter"), "hyphens print as hyphens")
    }

    @Test func installPutsCommandSamplesManualAndCompletionsUnderThePrefixAndUninstallRemovesThem() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("seek-prefix-\(getpid())")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let script = repository.appendingPathComponent("install.sh")
        let installed = try ProcessRunner.run(script, arguments: ["--binary", seekExecutable.path, "--prefix", prefix.path])
        #expect(installed.status == 0, "install.sh said: \(installed.standardError)")
        let expected = ["bin/seek", "share/man/man1/seek.1", "share/seek/recipes.json", "share/seek/colors.json",
                        "share/bash-completion/completions/seek", "share/zsh/site-functions/_seek",
                        "share/fish/vendor_completions.d/seek.fish"]
        for path in expected {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) is missing")
        }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: prefix.path).filter { $0.hasSuffix(".installing") }
        #expect(leftovers.isEmpty)
        let version = try ProcessRunner.run(prefix.appendingPathComponent("bin/seek"), arguments: ["--version"])
        #expect(version.standardOutput == "seek \(Seek.version)\n")
        let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/seek.1"), encoding: .utf8)
        #expect(page.hasPrefix(".TH SEEK 1"))
        let completion = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/seek"), encoding: .utf8)
        #expect(completion.contains("--delimiter"))

        let removed = try ProcessRunner.run(script, arguments: ["--uninstall", "--prefix", prefix.path])
        #expect(removed.status == 0)
        let files = (try? FileManager.default.subpathsOfDirectory(atPath: prefix.path))?.filter {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: prefix.appendingPathComponent($0).path, isDirectory: &isFolder)
            return !isFolder.boolValue
        } ?? []
        #expect(files.isEmpty, "uninstall left \(files)")
    }

    @Test func anUnknownInstallOptionIsOneLineAndStatusTwo() throws {
        let result = try ProcessRunner.run(repository.appendingPathComponent("install.sh"), arguments: ["--prefx", "/tmp/x"])
        #expect(result.status == 2)
        #expect(result.standardError == "install.sh: unknown option '--prefx' (see ./install.sh --help)\n")
    }

    @Test func installingAMissingBinaryFailsWithoutTouchingThePrefix() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("seek-prefix-missing-\(getpid())")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let result = try ProcessRunner.run(repository.appendingPathComponent("install.sh"),
                                           arguments: ["--binary", "/nonexistent/seek", "--prefix", prefix.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no seek executable"))
        #expect(!FileManager.default.fileExists(atPath: prefix.path))
    }
}
