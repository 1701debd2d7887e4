import Dispatch
import SeekTestSupport
import SeekToolkit
import Testing
@testable import editor_example
import Glibc

/// A scripted session of the text editor example on the test backend: find and replace, an
/// atomic save that keeps the file's mode, a save that fails leaving the file as it was, and
/// quitting that never drops unsaved changes silently.
@Suite(.waitsOnPrograms) struct EditorExampleTests {
    /// Runs the editor on `path` on its own thread, as its `main.swift` does.
    final class Session: @unchecked Sendable {
        // Unchecked: the program is used by its thread alone after it starts.
        let terminal = TestBackend(width: 70, height: 10)
        private let done = DispatchSemaphore(value: 0)

        init(path: String) throws {
            let program = try EditorProgram(path: path)
            let terminal = self.terminal
            let work = UncheckedBox({ [self] in
                program.run(on: terminal)
                done.signal()
            })
            Thread.detach { work.value() }
        }

        /// Whether the program quit within `seconds`.
        func quits(seconds: Double = 10) -> Bool {
            done.wait(timeout: .now() + seconds) == .success
        }
    }

    /// The test's files, removed after it.
    let scratch = ScratchFolder(named: "seek-editor")

    /// The test's folder, holding `name` with `contents` and `mode`.
    func file(_ contents: String, named name: String = "poem.txt", mode: mode_t = 0o640) -> (folder: String, path: String) {
        let path = scratch.file(name, contents)
        chmod(path, mode)
        return (scratch.path, path)
    }

    static func read(_ path: String) -> String? {
        FileContents.read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func status(of path: String) -> stat {
        var status = stat()
        stat(path, &status)
        return status
    }

    @Test func findReplaceAllAndSaveReplacesTheFileAtomicallyKeepingItsMode() throws {
        let (_, path) = file("to be or not to be\nthat is the question\n")
        let before = Self.status(of: path)
        let session = try Session(path: path)
        #expect(session.terminal.waitForText("that is the question"))
        session.terminal.send(.control("f"))
        session.terminal.press("be")
        #expect(session.terminal.waitForText("1 of 2"))
        #expect(session.terminal.waitForText("^R replace  ^A replace all"), "the replace keys are named")
        session.terminal.send(.tab)
        session.terminal.press("see")
        #expect(session.terminal.waitForText("Replace see"))
        session.terminal.send(.control("a"))
        #expect(session.terminal.waitForText("to see or not to see"))
        #expect(session.terminal.waitForText("replaced 2"))
        #expect(session.terminal.waitForText("(modified)"))
        session.terminal.send(.control("s"))
        #expect(session.terminal.waitForText("saved"))
        #expect(session.terminal.waitForScreen { !$0[0].contains("modified") })
        session.terminal.send(.escape)
        #expect(session.terminal.waitForScreen { !$0.contains { $0.contains("Replace") } }, "Esc closed find only")
        session.terminal.send(.control("q"))
        #expect(session.quits())
        #expect(Self.read(path) == "to see or not to see\nthat is the question\n")
        let after = Self.status(of: path)
        #expect(after.st_ino != before.st_ino, "a new file was renamed over the old one")
        #expect(after.st_mode & 0o7777 == 0o640, "the mode was kept")
    }

    @Test func quittingWithUnsavedChangesAsksFirstAndTheSecondQuitDropsThem() throws {
        let (_, path) = file("alpha beta\n")
        let session = try Session(path: path)
        #expect(session.terminal.waitForText("alpha beta"))
        session.terminal.send(.control("f"))
        session.terminal.press("alpha")
        session.terminal.send(.tab)
        session.terminal.press("gamma")
        session.terminal.send(.control("r"), .escape, .escape)
        #expect(session.terminal.waitForText("unsaved changes"), "Esc with find closed asks instead of quitting")
        #expect(!session.quits(seconds: 0.3))
        session.terminal.send(.control("q"))
        #expect(session.quits())
        #expect(Self.read(path) == "alpha beta\n", "nothing was written")
    }

    @Test(.enabled(if: geteuid() != 0, "root may write in any folder"))
    func aSaveInAnUnwritableFolderLeavesTheFileIntactAndSaysWhy() throws {
        let (folder, path) = file("keep me\n")
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        try Self.failingSave(path: path, original: "keep me\n", replacing: "keep", with: "lose")
    }

    @Test(.enabled(if: Self.read("/proc/version") != nil, "needs /proc"))
    func aSaveWhereNoFileCanBeCreatedLeavesTheFileIntactEvenForRoot() throws {
        // No process, root included, can create a file in /proc: the atomic save fails first step.
        let original = try #require(Self.read("/proc/version"))
        try Self.failingSave(path: "/proc/version", original: original, replacing: "Linux", with: "Xinux")
    }

    /// Replaces `find` with `replacement` in `path`, saves, and expects a one-line error, the
    /// file as it was, the changes kept, and quitting to ask first.
    static func failingSave(path: String, original: String, replacing find: String, with replacement: String) throws {
        let session = try Session(path: path)
        #expect(session.terminal.waitForText(String(original.prefix(5))))
        session.terminal.send(.control("f"))
        session.terminal.press(find)
        session.terminal.send(.tab)
        session.terminal.press(replacement)
        session.terminal.send(.control("a"), .control("s"))
        #expect(session.terminal.waitForText("cannot create a file in"))
        let statusRow = session.terminal.screen.last ?? ""
        #expect(statusRow.contains("cannot create a file in"), "the error is on the status row: \(statusRow)")
        #expect(session.terminal.screen[0].contains("(modified)"), "the changes are kept")
        #expect(read(path) == original)
        session.terminal.send(.control("q"))
        #expect(session.terminal.waitForText("unsaved changes"))
        session.terminal.send(.control("q"))
        #expect(session.quits())
        #expect(read(path) == original)
    }
}
