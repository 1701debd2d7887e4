import Glibc
import Foundation
import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import Synchronization
import Testing

/// A provider over a data set whose status line arrives on a pipe that it asks the loop to
/// watch, as a table search asks it to watch the server's socket; it never signals a change
/// for what the pipe brings, so only the loop's watching can show it.
@Suite(.waitsOnPrograms)
final class PipeStatusProvider: DescriptorWatchingSearchProvider {
    /// What the test reads back: the order of the calls, and the threads they came on.
    final class Log: Sendable {
        private let entries = Mutex<[String]>([])
        private let threads = Mutex<[String: ObjectIdentifier]>([:])

        func note(_ entry: String) {
            entries.withLock { $0.append(entry) }
            threads.withLock { $0[entry] = ObjectIdentifier(Foundation.Thread.current) }
        }

        var all: [String] { entries.withLock { $0 } }

        func thread(of entry: String) -> ObjectIdentifier? { threads.withLock { $0[entry] } }
    }

    private let inner: DataSetSearch
    private let log: Log
    private let readEnd: Int32
    private var status: String?

    init(_ inner: DataSetSearch, log: Log, readEnd: Int32) {
        self.inner = inner
        self.log = log
        self.readEnd = readEnd
    }

    var content: any BrowserContent { inner.content }
    func loopWatchesDescriptors() { log.note("watches") }
    func start(whenChanged: @escaping @Sendable () -> Void) {
        log.note("start")
        inner.start(whenChanged: whenChanged)
    }
    var descriptorToWatch: Int32? { readEnd }
    func descriptorTurnedReadable() {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        log.note("readable")
        status = String(decoding: buffer[..<count], as: UTF8.self)
    }
    func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        inner.request(query, scopes: scopes, generation: generation)
    }
    func takeUpdate() -> SearchProviderUpdate {
        var update = inner.takeUpdate()
        update.statusMessage = status
        return update
    }
    func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        inner.suggestions(for: query, results: results)
    }
    func stop() { inner.stop() }
}

/// The loop waits on the descriptor a provider asks it to watch, beside the terminal and its
/// wake-up pipe, and hands the provider its readiness on the loop's own thread.
@Suite(.waitsOnPrograms) struct WatchedDescriptorTests {
    @Test func whatArrivesOnTheWatchedDescriptorIsReadOnTheLoopsThreadAndShown() throws {
        var ends: [Int32] = [-1, -1]
        #expect(ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) } == 0)
        defer { ends.forEach { _ = close($0) } }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let log = PipeStatusProvider.Log()
        let readEnd = ends[0]
        let program = RuntimeHarness(width: 50, height: 10) {
            PipeStatusProvider(DataSetSearch(dataSet: DataSet(name: "items", items: ItemStore(["one", "two"]))), log: log, readEnd: readEnd)
        }
        #expect(program.terminal.waitForText("2/2"))
        let message = Array("from the socket".utf8)
        #expect(message.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == message.count)
        #expect(program.terminal.waitForText("from the socket"))
        program.terminal.send(.control("c"))
        _ = program.outcome()
        #expect(Array(log.all.prefix(3)) == ["watches", "start", "readable"])
        #expect(log.thread(of: "readable") == log.thread(of: "start"))
    }
}
