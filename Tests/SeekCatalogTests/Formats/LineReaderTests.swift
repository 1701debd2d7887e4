import Foundation
import Dispatch
import SeekMatching
import SeekTestSupport
import Synchronization
import Testing
@testable import SeekCatalog

@Suite struct LineReaderTests {
    func read(_ bytes: [UInt8], separator: UInt8 = 0x0A) throws -> [String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-lines-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try LineReader(separator: separator).read(path: path)
        return (0..<store.count).map { store.text(at: $0) }
    }

    @Test func everyLineIsAnItemAndAFinalLineNeedsNoNewline() throws {
        #expect(try read(Array("one\ntwo\nthree".utf8)) == ["one", "two", "three"])
        #expect(try read(Array("one\ntwo\n".utf8)) == ["one", "two"])
    }

    @Test func carriageReturnsBeforeNewlinesAreDropped() throws {
        #expect(try read(Array("one\r\ntwo\r\n".utf8)) == ["one", "two"])
    }

    @Test func aLineEndingInCRLFIsShownWithoutItsReturnAndPrintedWithIt() throws {
        let bytes = Array("one\r\ntwo\n\r\nthree\r\r\nlast\r".utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-crlf-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = ["one\r", "two", "\r", "three\r\r", "last\r"]
        for dataSet in [
            DataSet(name: "file", items: try LineReader().read(path: path)),
            try DataSetLoader(format: .lines).load(bytes: bytes, name: "bytes"),
        ] {
            #expect((0..<dataSet.items.count).map { dataSet.items.text(at: $0) } == ["one", "two", "", "three\r", "last"])
            #expect((0..<dataSet.items.count).map { String(decoding: dataSet.originalBytes(of: $0), as: UTF8.self) } == expected)
        }
    }

    @Test func anEmptyInputHasNoItemsButEmptyLinesAreItems() throws {
        #expect(try read([]) == [])
        #expect(try read(Array("\n\nx\n".utf8)) == ["", "", "x"])
    }

    @Test func nulSeparatedInputKeepsNewlinesInsideItems() throws {
        #expect(try read(Array("a\nb\0c\0".utf8), separator: 0) == ["a\nb", "c"])
    }

    @Test func aLineLongerThanTheReadBlockStaysWhole() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: LineReader.blockSize * 2 + 17)
        let lines = try read(long + [0x0A] + Array("tail".utf8))
        #expect(lines.count == 2)
        #expect(lines[0].utf8.count == long.count)
        #expect(lines[1] == "tail")
    }

    @Test func aMissingFileIsAOneLineErrorNamingIt() {
        #expect(throws: LoadError("cannot open /nonexistent/seek-file: no such file or directory")) {
            try LineReader().read(path: "/nonexistent/seek-file")
        }
    }

    @Test func aDirectoryIsAnErrorNotAnEmptyList() {
        #expect(throws: LoadError("cannot read /tmp: is a directory")) {
            try LineReader().read(path: "/tmp")
        }
    }

    @Test func invalidUTF8BytesAreKeptAsTheyCame() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seek-raw-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x61, 0xFF, 0x62, 0x0A]))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = try LineReader().read(path: path)
        #expect(Array(store.bytes(at: 0)) == [0x61, 0xFF, 0x62])
    }
}

@Suite struct LineReaderStreamingTests {
    @Test func everyCompleteLineReachesTheReaderWhileTheWriterStaysOpen() {
        let pipe = TestPipe()
        let received = Mutex(0)
        let finished = DispatchSemaphore(value: 0)
        // Threads of their own, not Dispatch's shared pool: other tests running in parallel may
        // hold every thread of that pool, and then the reader would never start.
        SeekTestSupport.Thread.detach {
            _ = try? LineReader().read(descriptor: pipe.readEnd, name: "pipe") { chunk in
                received.withLock { $0 += chunk.count }
            }
            finished.signal()
        }
        let lines = (0..<100_000).map { "\($0)\n" }.joined()
        SeekTestSupport.Thread.detach { pipe.write(lines) }
        let allArrived = waitUntil { received.withLock { $0 } == 100_000 }
        #expect(allArrived, "received \(received.withLock { $0 }) of 100000 lines while the writer was open")
        pipe.closeWriteEnd()
        finished.wait()
        pipe.closeReadEnd()
        #expect(received.withLock { $0 } == 100_000)
    }
}
