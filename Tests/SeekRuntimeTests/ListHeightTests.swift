import SeekCatalog
import SeekMatching
import SeekModel
import SeekProviders
import SeekRuntime
import SeekScreen
import SeekTestSupport
import Synchronization
import Testing

/// What a provider was told, in order: a list height, or a request; and what it answered: how
/// many rows of a query's results were ranked when they were handed over.
final class ProviderCallLog: Sendable {
    enum Call: Equatable {
        case rows(Int)
        case request(String)
        case ranked(String, Int)
    }

    private let calls = Mutex<[Call]>([])

    func note(_ call: Call) { calls.withLock { $0.append(call) } }

    var all: [Call] { calls.withLock { $0 } }
}

/// A provider over a data set that notes each list height and request before passing it on.
@Suite(.waitsOnPrograms)
final class HeightNotingProvider: EagerlyRankingSearchProvider {
    private let inner: DataSetSearch
    private let log: ProviderCallLog

    init(_ inner: DataSetSearch, log: ProviderCallLog) {
        self.inner = inner
        self.log = log
    }

    var content: any BrowserContent { inner.content }
    func start(whenChanged: @escaping @Sendable () -> Void) { inner.start(whenChanged: whenChanged) }
    func request(_ query: SearchQuery, scopes: [SearchScope], generation: Int) {
        log.note(.request(query.text))
        inner.request(query, scopes: scopes, generation: generation)
    }
    func takeUpdate() -> SearchProviderUpdate {
        let update = inner.takeUpdate()
        for snapshot in update.results { log.note(.ranked(snapshot.request.text, snapshot.matches.rankedCount)) }
        return update
    }
    func suggestions(for query: SearchQuery, results: MatchSnapshot) -> [SearchSuggestion] {
        inner.suggestions(for: query, results: results)
    }
    func stop() { inner.stop() }
    func prepareToShow(rows: Int) {
        log.note(.rows(rows))
        inner.prepareToShow(rows: rows)
    }
}

/// The provider learns the list's height before each request, so that the engine ranks as many
/// rows as the screen draws while it scans (``MatchRequest/rankedCount``).
@Suite(.waitsOnPrograms) struct ListHeightTests {
    @Test func everyRequestFollowsTheListsCurrentHeight() {
        let log = ProviderCallLog()
        let items = (0..<300).map { "item \($0)" }
        let program = RuntimeHarness(width: 50, height: 14) {
            HeightNotingProvider(DataSetSearch(dataSet: DataSet(name: "items", items: ItemStore(items))), log: log)
        }
        #expect(program.terminal.waitForText("300/300"))
        program.terminal.press("1")
        #expect(program.terminal.waitForText("138/300"))
        program.terminal.resize(width: 50, height: 30)
        program.terminal.send(.backspace)
        #expect(program.terminal.waitForText("300/300"))
        program.terminal.press("2")
        #expect(program.terminal.waitForText("138/300"))
        program.terminal.send(.control("c"))
        _ = program.outcome()

        let calls = log.all
        let requests = calls.indices.filter { if case .request = calls[$0] { true } else { false } }
        #expect(requests.count >= 2)
        var heights: [String: Int] = [:]
        for index in requests {
            guard index > 0, case .rows(let rows) = calls[index - 1], case .request(let text) = calls[index] else {
                Issue.record("request \(index) was not told the list's height first: \(calls)")
                continue
            }
            heights[text] = rows
        }
        // The list is the terminal less its prompt and status lines.
        let short = heights["1"] ?? 0, tall = heights["2"] ?? 0
        #expect(short > 0 && short < 14, "\(calls)")
        #expect(tall - short == 16, "\(calls)")
        // The engine ranked the rows shown and a quarter more, at least 16, while it scanned.
        let ranked = Dictionary(calls.compactMap { if case .ranked(let text, let count) = $0 { (text, count) } else { nil } },
                                uniquingKeysWith: { $1 })
        #expect(ranked["1"] == max(16, short + short / 4), "\(calls)")
        #expect(ranked["2"] == tall + tall / 4, "\(calls)")
    }
}
