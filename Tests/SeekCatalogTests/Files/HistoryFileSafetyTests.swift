import Foundation
import SeekTestSupport
import Synchronization
import Testing
@testable import SeekCatalog
import Glibc

/// seek never destroys a history file it did not write: what it cannot use it leaves alone, it
/// replaces only regular files (through symbolic links, keeping their mode), and sessions saving
/// at once lose nothing.
@Suite struct HistoryFileSafetyTests {
    func mode(_ path: String) throws -> Int {
        try #require((FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    func expectUnusable(_ path: String, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            _ = try HistoryStore(path: path)
        } throws: { error in
            guard case .unusableFile(let message)? = error as? HistoryStore.OpeningError else { return false }
            return message.hasPrefix("ignoring the history file \(path)") && message.hasSuffix(reason)
        }
    }

    @Test(arguments: [
        Array("\"fine\"\n{\"an\": \"object\"}\n".utf8),
        Array("\"fine\"\nplain text\n".utf8),
        [0xFF, 0xFE, 0x62, 0x0A],
        Array("a\u{0}b\n".utf8),
    ])
    func aFileThatFitsNeitherLayoutIsRefusedAndLeftUnchanged(bytes: [UInt8]) throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        #expect {
            _ = try HistoryStore(path: path)
        } throws: { error in
            (error as? HistoryStore.OpeningError)?.description.hasPrefix("ignoring the history file \(path) (left unchanged): line ") == true
        }
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))
    }

    @Test func anOversizedFileIsRefusedAndLeftUnchanged() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let text = String(repeating: "\"" + String(repeating: "x", count: 1000) + "\"\n", count: 1100)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        expectUnusable(path, reason: "(left unchanged): it is larger than 1 MiB")
        #expect(historyText(path) == text)
    }

    @Test func aFileThatGrowsOversizedBeforeSavingIsNotReplaced() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var store = try HistoryStore(path: path)
        store.record("mine")
        let text = String(repeating: "other program\n", count: 80_000)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        #expect(throws: HistoryStore.SaveError.self) { try store.save() }
        #expect(historyText(path) == text)
    }

    @Test func aFileThatBecomesForeignBeforeSavingIsNotReplaced() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var store = try HistoryStore(path: path)
        store.record("mine")
        let text = "\"json\"\nthen not\n"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        #expect(throws: HistoryStore.SaveError("\(path) is left as it is: line 2 is not a JSON string, as line 1 is")) { try store.save() }
        #expect(historyText(path) == text)
    }

    @Test func aDirectoryIsRefusedWithOneMessage() {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: HistoryStore.OpeningError.unusableFile("ignoring the history file \(folder): it is a directory")) {
            _ = try HistoryStore(path: folder)
        }
    }

    @Test func aMissingFolderIsAnErrorAndNothingIsCreated() {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/state/seek/history"
        #expect(throws: HistoryStore.OpeningError.missingFolder("cannot keep the history in \(path): the folder \(folder)/state/seek does not exist")) {
            _ = try HistoryStore(path: path)
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/state"))
    }

    @Test func aFolderRemovedBeforeSavingIsNotRecreated() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        var store = try HistoryStore(path: folder + "/state/history")
        store.record("q")
        try FileManager.default.removeItem(atPath: folder + "/state")
        #expect(throws: HistoryStore.SaveError.self) { try store.save() }
        #expect(!FileManager.default.fileExists(atPath: folder + "/state"))
    }

    @Test func aFIFOIsRefusedWithoutBlockingAndLeftInPlace() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<HistoryStore, HistoryStore.OpeningError>?
        // A thread of its own, not Dispatch's shared pool, which tests running beside this one may
        // hold; the limit only bounds a failure, so it allows for a busy machine.
        SeekTestSupport.Thread.detach {
            outcome = Result { () throws(HistoryStore.OpeningError) in try HistoryStore(path: path) }
            finished.signal()
        }
        if finished.wait(timeout: .now() + 60) == .timedOut {
            // Release the reader blocked in open() so the test run can end.
            let writer = open(path, O_WRONLY | O_NONBLOCK)
            Issue.record("opening a FIFO as the history blocked")
            finished.wait()
            close(writer)
        }
        guard case .failure(.unusableFile(let message))? = outcome else {
            Issue.record("a FIFO was accepted as a history file")
            return
        }
        #expect(message == "ignoring the history file \(path): it is a FIFO, not a regular file")
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    }

    @Test func aFIFOThatAppearsBeforeSavingIsNotReplaced() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var store = try HistoryStore(path: path)
        store.record("q")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: HistoryStore.SaveError("\(path) is not replaced: it is a FIFO, not a regular file")) { try store.save() }
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aDeviceNodeIsNeverReplaced() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/null"
        // A private copy of /dev/null (character device 1, 3, which glibc encodes as 0x103): the
        // real one must not be at risk.
        guard mknod(path, S_IFCHR | 0o666, dev_t(0x103)) == 0 else {
            Issue.record("cannot create a device node here (\(String(cString: strerror(errno)))); the command-level test covers /dev/null")
            return
        }
        expectUnusable(path, reason: "it is a device, not a regular file")
        var store = try HistoryStore(path: folder + "/history")
        store.record("q")
        #expect(rename(path, folder + "/history") == 0)
        #expect(throws: HistoryStore.SaveError.self) { try store.save() }
        var status = stat()
        #expect(lstat(folder + "/history", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsUpdated() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/real/history", contents: Data("\"old\"\n".utf8))
        // A relative link to a link to the file.
        try FileManager.default.createSymbolicLink(atPath: folder + "/real/current", withDestinationPath: "history")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "real/current")
        var store = try HistoryStore(path: folder + "/link")
        #expect(store.entries == ["old"])
        store.record("new")
        try store.save()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link") == "real/current")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/real/current") == "history")
        #expect(historyText(folder + "/real/history") == "\"new\"\n\"old\"\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real").sorted() == ["current", "history"], "no temporary file left")
    }

    @Test func aDanglingSymbolicLinkCreatesItsTarget() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/target")
        var store = try HistoryStore(path: folder + "/link")
        store.record("q")
        try store.save()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link") == folder + "/target")
        #expect(historyText(folder + "/target") == "\"q\"\n")
    }

    @Test func aNewFileIsCreatedWithMode0600AndNoTemporaryFileIsLeft() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var store = try HistoryStore(path: path)
        store.record("new")
        try store.save()
        #expect(try mode(path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history"])
    }

    @Test(arguments: [0o644, 0o640, 0o600, 0o664])
    func anExistingFileKeepsItsModeWhenReplaced(permissions: Int) throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"old\"\n".utf8), attributes: [.posixPermissions: permissions])
        var store = try HistoryStore(path: path)
        store.record("new")
        try store.save()
        #expect(try mode(path) == permissions)
        #expect(try HistoryStore(path: path).entries == ["new", "old"])
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file away"))
    func anExistingFileKeepsItsOwnerWhenRootReplacesIt() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"old\"\n".utf8))
        #expect(chown(path, 4321, 4321) == 0)
        var store = try HistoryStore(path: path)
        store.record("new")
        try store.save()
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_uid == 4321 && status.st_gid == 4321)
    }

    @Test func aReadOnlyFileIsOfferedButNeverReplaced() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"curated\"\n".utf8), attributes: [.posixPermissions: 0o444])
        var store = try HistoryStore(path: path)
        #expect(store.entries == ["curated"])
        store.record("new")
        #expect(throws: HistoryStore.SaveError("\(path) is read-only; it is left as it is")) { try store.save() }
        #expect(historyText(path) == "\"curated\"\n")
        #expect(try mode(path) == 0o444)
    }

    @Test func aSessionKeepsWhatOtherSessionsSavedSinceItStarted() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var first = try HistoryStore(path: path)
        var second = try HistoryStore(path: path)
        second.record("second")
        try second.save()
        first.record("first")
        try first.save()
        #expect(first.entries == ["first", "second"])
        #expect(try HistoryStore(path: path).entries == ["first", "second"])
    }

    @Test(arguments: ["", "older\n"])
    func sixSessionsSavingAtOnceKeepEveryEntry(initialText: String) throws {
        for round in 0..<5 {
            let folder = temporaryHistoryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let path = folder + "/history"
            if !initialText.isEmpty {
                _ = FileManager.default.createFile(atPath: path, contents: Data(initialText.utf8))
            }
            let stores = try (0..<6).map { _ in try HistoryStore(path: path) }
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 6) { index in
                var store = stores[index]
                store.record("session \(index)")
                do {
                    try store.save()
                } catch let error as HistoryStore.SaveError {
                    failures.withLock { $0.append(error.description) }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 }.isEmpty)
            let saved = try HistoryStore(path: path).entries
            #expect(Set(saved) == Set((0..<6).map { "session \($0)" } + (initialText.isEmpty ? [] : ["older"])), "round \(round)")
            // A file none of them found is seek's layout: no session may read another's file
            // while it is being created (empty, which is fzf's layout) and switch to fzf's.
            #expect(try HistoryStore(path: path).format == (initialText.isEmpty ? .jsonStrings : .plainLines), "round \(round)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history"])
        }
    }

    @Test func aFileAnotherSessionCreatesWhileOneIsCreatingItIsMergedWithNotReplaced() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        var seen: [[UInt8]?] = []
        try HistoryFile(path: path).update { bytes in
            seen.append(bytes)
            if bytes == nil {
                // Another session creates the file between this one's look and its write.
                _ = FileManager.default.createFile(atPath: path, contents: Data("\"other\"\n".utf8))
                return Array("\"mine\"\n".utf8)
            }
            return Array("\"mine\"\n".utf8) + (bytes ?? [])
        }
        #expect(seen == [nil, Array("\"other\"\n".utf8)], "the second try reads the other session's file")
        #expect(historyText(path) == "\"mine\"\n\"other\"\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history"], "no temporary file is left")
    }

    @Test func savingWaitsWhileAnotherSessionHoldsTheLock() throws {
        let folder = temporaryHistoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        _ = FileManager.default.createFile(atPath: path, contents: Data("\"old\"\n".utf8))
        let holder = open(path, O_RDONLY)
        #expect(flock(holder, LOCK_EX) == 0)
        var store = try HistoryStore(path: path)
        store.record("new")
        let saved = DispatchSemaphore(value: 0)
        SeekTestSupport.Thread.detach { [store] in
            var copy = store
            try? copy.save()
            saved.signal()
        }
        #expect(saved.wait(timeout: .now() + 0.3) == .timedOut, "saving waits for the lock")
        #expect(historyText(path) == "\"old\"\n")
        close(holder)
        #expect(saved.wait(timeout: .now() + 60) == .success)
        #expect(historyText(path) == "\"new\"\n\"old\"\n")
    }

    @Test func savingIntoAnUnwritablePlaceIsAOneLineError() throws {
        var store = try HistoryStore(path: "/proc/seek-history-test")
        store.record("q")
        #expect {
            try store.save()
        } throws: { error in
            guard let description = (error as? HistoryStore.SaveError)?.description else { return false }
            return description.contains("/proc/seek-history-test") && !description.contains("\n")
        }
    }
}
