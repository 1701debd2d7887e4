import SeekSystem
import Glibc
import Dispatch
import SeekDatabase
import SeekMatching
import SeekModel

// seek-pg-bench: per-keystroke time of seek's table search on a generated table of products,
// from the key (the query handed to `PostgresSearch`, as the screen hands it) to the first page
// ready for the screen, split into that page statement's own time in the same run
// (`PostgresSearch.firstPageStatementTime`) and seek's own part (the rest), against the same SQL
// sent alone through libpq (what psql's \timing measures; seek and libpq alternate which goes
// first, key by key) and the server's own time for it (EXPLAIN ANALYZE); then the counts that follow
// the page; then a typist's pace with the default debounce. Prints Markdown, line by line.
// It waits for answers as the screen's loop does (`ScreenWakeup`), reading each first page on
// its own thread when the socket turns readable.
//
//     seek-pg-bench [--rows N] [--folder PATH | --url URL] [--query TEXT]... [--no-pace]
//     seek-pg-bench --paths FILE [--query TEXT]... [--mirror-budget MiB] [--folder PATH | --url URL]
//
// --query types only the texts given (for a profile of a few keystrokes); --no-pace leaves out
// the typist's pace. --paths loads FILE's lines (real paths: /tmp/seek-bench-corpus.txt, which
// seek-bench makes) into a table and times every query form with the local mirror and on the
// server path (see PathsBenchmark.swift); with --query, the texts given instead of the paths'
// queries (Debian's package index as lines, say).
//
// Without --url it runs a private PostgreSQL 15 server on PATH (/tmp/seek-pg-bench by
// default), made on the first run and kept, with the table made once per size.

struct Options {
    var rows = 1_000_000
    var folder = "/tmp/seek-pg-bench"
    var url: String?
    var queries: [String] = []
    var typesAtPace = true
    /// A file of lines (seek-bench's path corpus) to load and type on instead of generated rows.
    var paths: String?
    var mirrorBudgetMebibytes = MirroredTableSearch.defaultBudgetMebibytes

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            switch argument {
            case "--rows": guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }; options.rows = value
            case "--folder": guard let value = rest.popFirst(), value.hasPrefix("/") else { return nil }; options.folder = value
            case "--url": guard let value = rest.popFirst() else { return nil }; options.url = value
            case "--query": guard let value = rest.popFirst(), !value.isEmpty else { return nil }; options.queries.append(value)
            case "--no-pace": options.typesAtPace = false
            case "--paths": guard let value = rest.popFirst(), !value.isEmpty else { return nil }; options.paths = value
            case "--mirror-budget": guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }; options.mirrorBudgetMebibytes = value
            default: return nil
            }
        }
        return options
    }
}

/// The queries typed, one character at a time: plain words (fuzzy, as fzf reads them) and
/// exact terms, common and rare.
let typedQueries = ["leather boots", "walnut desk", "'cast iron", "zephyr lamp", "'merino"]

func now() -> Double {
    Double(MonotonicClock.nanoseconds()) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
}

func format(_ milliseconds: Double) -> String {
    let tenths = Int((milliseconds * 10).rounded())
    return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
}

/// A time to the hundredth of a millisecond: seek's own part of a keystroke is about half of one.
func format(hundredths milliseconds: Double) -> String {
    let hundredths = Int((milliseconds * 100).rounded())
    let digits = abs(hundredths) % 100
    return (hundredths < 0 ? "-" : "") + "\(abs(hundredths) / 100)." + (digits < 10 ? "0" : "") + "\(digits)"
}

func format(seconds milliseconds: Double) -> String {
    format(milliseconds / 1000) + " s"
}

/// A time, or the statement timeout that stopped it.
func format(_ milliseconds: Double?, timeout: Int) -> String {
    milliseconds.map { format($0) } ?? (timeout.isMultiple(of: 1000) ? "> \(timeout / 1000) s (timed out)" : "> \(timeout) ms (stopped)")
}

/// One keystroke's figures (milliseconds; nil when the statement timeout stopped it).
struct Keystroke {
    var typed: String
    var seekPage: Double?
    /// Of `seekPage`, the time seek's `takeUpdate` took to make the page's snapshot.
    var snapshotWork = 0.0
    /// Of `seekPage`, the page statement's own time in that same run, from libpq
    /// sending it to libpq holding the result (``PostgresSearch/firstPageStatementTime``).
    var seekStatement: Double?
    var rawPage: Double?
    var serverPage: Double?
    var rows: Int
    var seekCounts: Double?
    var rawCounts: Double?
    var matched: String
    /// From the key to the ranked page that replaced the list (best first), when one came.
    var seekRanked: Double?
    /// Whether a ranked page was sent and ran out of its time (the list stayed in key order).
    var rankingTimedOut = false

    /// Whether the typed text's longest word is of three or more characters (the trigram index
    /// needs three).
    /// Seek's own part of the key to the first page: all of it but the page statement's own time
    /// in the same run, so the server's spread from one run of a statement to the next is not in it.
    var seekOwn: Double? {
        seekPage.flatMap { page in seekStatement.map { page - $0 } }
    }

    var isLong: Bool {
        (typed.replacing("'", with: "").split(separator: " ").map(\.count).max() ?? 0) >= 3
    }
}

/// What `search` said about a generation: its latest snapshot, when it came, how long the
/// `takeUpdate` call that made it took (seek's own work on the rows, on the caller's thread),
/// and the status message when it failed.
struct Heard {
    var snapshot: MatchSnapshot?
    var time: Double
    var snapshotWork = 0.0
    var message: String?
    /// When the first snapshot of this wait came (with `untilIdle`: the counts, which follow the
    /// page; `time` is then when the last part, such as the ranked page, came).
    var firstSnapshotTime: Double?
    /// The status line when the search went idle.
    var statusMessage: String?
}

/// Waits for `search` to say something about `generation`: its first page, then (with
/// `untilIdle`) its counts.
func awaitAnswer(for generation: Int, in search: PostgresSearch, changes: ScreenWakeup, untilIdle: Bool) -> Heard {
    var heard = Heard(time: 0)
    while true {
        changes.wait(milliseconds: 50, for: search)
        let started = now()
        let update = search.takeUpdate()
        let finished = now()
        if let snapshot = update.results.last(where: { $0.generation == generation }) {
            heard.snapshot = snapshot
            heard.snapshotWork = finished - started
            if heard.firstSnapshotTime == nil { heard.firstSnapshotTime = finished }
            heard.time = finished
        }
        heard.statusMessage = update.statusMessage
        if heard.snapshot == nil { heard.time = finished }
        // A failure leaves a message and no snapshot; a count left out leaves a note beside one.
        if let message = update.statusMessage, !update.isBusy, heard.snapshot == nil {
            heard.message = message
            return heard
        }
        if heard.snapshot != nil, !untilIdle || !update.isBusy { return heard }
    }
}

/// Types `text` one character at a time into `search`, each key once the previous one is fully
/// answered; and sends the same statements alone on `raw`, alternating which goes first.
func type(_ text: String, into search: PostgresSearch, changes: ScreenWakeup, generation: inout Int, raw: RawConnection,
          timeout: Int) throws(BenchFailure) -> [Keystroke] {
    let scopes = search.waitForVocabulary().scopes
    var figures: [Keystroke] = []
    for length in 1...text.count {
        let typed = String(text.prefix(length))
        let query = SearchQuery(text: typed)
        var keystroke = Keystroke(typed: typed, rows: 0, matched: "")
        let statements = search.firstPageStatements(for: query, scopes: scopes)
        func timeSeek() {
            generation += 1
            let started = now()
            search.request(query, scopes: scopes, generation: generation)
            let page = awaitAnswer(for: generation, in: search, changes: changes, untilIdle: false)
            guard let snapshot = page.snapshot, page.message == nil else { return }
            keystroke.seekPage = page.time - started
            keystroke.snapshotWork = page.snapshotWork
            if let statement = search.firstPageStatementTime, statement.generation == generation {
                keystroke.seekStatement = statement.milliseconds
            }
            keystroke.rows = snapshot.matches.count
            let counts = awaitAnswer(for: generation, in: search, changes: changes, untilIdle: true)
            // The ranked page (best first) follows the counts when more rows match than the limit.
            if search.showsServerRankOrder && !search.ranksOnServer {
                keystroke.seekRanked = counts.time - started
            }
            keystroke.rankingTimedOut = counts.statusMessage?.contains("table's order") == true
            // A count that ran out of its time is left out: the matched count stays a lower bound.
            if counts.message == nil, let counted = counts.snapshot, !counted.matchedCountIsLowerBound {
                keystroke.seekCounts = (counts.firstSnapshotTime ?? counts.time) - started
                let matched = counted.matchedCount ?? 0
                keystroke.matched = matched > search.countLimit ? "\(search.countLimit)+" : String(matched)
            }
        }
        func timeRaw() throws(BenchFailure) {
            keystroke.rawPage = try raw.milliseconds(statements[0].text, parameters: statements[0].parameters)
            // No scope is chosen: the grouped count is the only count sent.
            keystroke.rawCounts = try raw.milliseconds(statements[1].text, parameters: statements[1].parameters,
                                                       timeoutMilliseconds: search.countTimeoutMilliseconds, resetTo: timeout)
        }
        if length.isMultiple(of: 2) {
            try timeRaw()
            timeSeek()
        } else {
            timeSeek()
            try timeRaw()
        }
        if keystroke.rawPage != nil {
            let plan = raw.rows("EXPLAIN (ANALYZE, TIMING OFF) " + statements[0].text, parameters: statements[0].parameters)
            keystroke.serverPage = plan.compactMap(\.first).filter { $0.hasPrefix("Planning Time:") || $0.hasPrefix("Execution Time:") }
                .compactMap { Double($0.split(separator: " ").dropFirst(2).first ?? "") }.reduce(0, +)
        }
        var overhead = "–"
        if let seekPage = keystroke.seekPage, let rawPage = keystroke.rawPage {
            overhead = "\(Int(((seekPage / rawPage - 1) * 100).rounded()))%"
        }
        progress("| `\(typed)` | \(keystroke.rows) | \(format(keystroke.seekPage, timeout: timeout)) | "
            + "\(keystroke.seekStatement.map { format($0) } ?? "–") | \(keystroke.seekOwn.map { format(hundredths: $0) } ?? "–") | \(format(keystroke.snapshotWork)) | "
            + "\(format(keystroke.rawPage, timeout: timeout)) | "
            + "\(keystroke.serverPage.map { format($0) } ?? "–") | \(overhead) | \(format(keystroke.seekCounts, timeout: search.countTimeoutMilliseconds)) | "
            + "\(format(keystroke.rawCounts, timeout: search.countTimeoutMilliseconds)) | \(keystroke.matched) | "
            + "\(keystroke.seekRanked.map { format($0) } ?? (keystroke.rankingTimedOut ? "> \(search.rankTimeoutMilliseconds) ms (key order)" : "–")) |")
        figures.append(keystroke)
    }
    return figures
}

/// Types `text` at `interval` milliseconds a key into a search with the default debounce, as a
/// person does: how long each `request` call kept the typing thread, how long after the last
/// key its first page and its counts came, and how many statements the whole text cost.
func typeAtPace(_ text: String, url: String, table: String, interval: Int, timeout: Int) throws(DatabaseError) {
    let search = try PostgresSearch(url: url, table: table, roles: ProductTable.roles)
    let changes = ScreenWakeup()
    search.loopWatchesDescriptors()
    search.start { changes.signal() }
    _ = awaitAnswer(for: 0, in: search, changes: changes, untilIdle: true)
    let scopes = search.waitForVocabulary().scopes
    let statementsBefore = search.statementCount
    var longestRequest = 0.0
    var generation = 0
    for length in 1...text.count {
        generation += 1
        let started = now()
        search.request(SearchQuery(text: String(text.prefix(length))), scopes: scopes, generation: generation)
        longestRequest = max(longestRequest, now() - started)
        // Collect whatever arrives until the next key, as the screen does between keys.
        _ = search.takeUpdate()
        let nextKey = started + Double(interval)
        while length < text.count, now() < nextKey {
            changes.wait(milliseconds: Int32(max(1, (nextKey - now()).rounded(.up))), for: search)
            _ = search.takeUpdate()
        }
    }
    let lastKey = now()
    let page = awaitAnswer(for: generation, in: search, changes: changes, untilIdle: false)
    let counts = page.message == nil ? awaitAnswer(for: generation, in: search, changes: changes, untilIdle: true) : page
    search.stop()
    let counted = counts.message == nil && counts.snapshot.map { !$0.matchedCountIsLowerBound } == true
    progress("| `\(text)` | \(text.count) | \(search.statementCount - statementsBefore) | \(format(longestRequest)) | "
        + "\(format(page.message == nil ? page.time - lastKey : nil, timeout: timeout)) | "
        + "\(format(counted ? (counts.firstSnapshotTime ?? counts.time) - lastKey : nil, timeout: search.countTimeoutMilliseconds)) |")
}

func benchmark(_ options: Options) throws(BenchFailure) {
    var server: BenchServer?
    let url: String
    if let given = options.url {
        url = given
    } else {
        let started = try BenchServer(folder: options.folder)
        server = started
        url = started.url
    }
    defer { server?.stopIfStartedHere() }
    let table = ProductTable(rows: options.rows)
    let timeout = PostgresConnection.statementTimeoutMilliseconds
    try database { () throws(DatabaseError) in try table.prepare(url: url) }
    let search = try database { () throws(DatabaseError) in
        try PostgresSearch(url: url, table: table.name, roles: ProductTable.roles, debounceMilliseconds: 0)
    }
    let changes = ScreenWakeup()
    search.loopWatchesDescriptors()
    search.start { changes.signal() }
    _ = awaitAnswer(for: 0, in: search, changes: changes, untilIdle: true)
    let raw = try RawConnection(url: url, statementTimeoutMilliseconds: timeout)
    progress("")
    progress("Table \(table.name): \(options.rows) rows; server ranks pages: \(search.ranksOnServer ? "yes" : "no (key order, seek ranks each page)"); "
        + "count limit \(search.countLimit), count timeout \(search.countTimeoutMilliseconds) ms, rank timeout \(search.rankTimeoutMilliseconds) ms; statement timeout \(timeout / 1000) s; "
        + "no debounce (each key is answered before the next).")
    progress("")
    progress("| typed | rows on page | seek: key to first page (ms) | of which its statement (ms) | of which seek's own (ms) | of which snapshot (ms) | same SQL through libpq (ms) | server, EXPLAIN ANALYZE (ms) | seek over libpq | seek: key to counts (ms) | count SQL through libpq (ms) | matched | seek: key to best-first page (ms) |")
    progress("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    var generation = 0
    var all: [Keystroke] = []
    let queries = options.queries.isEmpty ? typedQueries : options.queries
    for text in queries {
        all += try type(text, into: search, changes: changes, generation: &generation, raw: raw, timeout: timeout)
    }
    search.stop()
    progress("")
    progress("| keystrokes | first page, seek median (ms) | its statement, median (ms) | seek's own, median (ms) | seek's own over its statement, median | libpq median (ms) | server median (ms) | seek over libpq, median | seek minus libpq, median (ms) | snapshot, median (ms) | counts, seek median (ms) | counts left out | best first in time | best-first page, median (ms) |")
    progress("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (title, group) in [("longest word 1–2 characters", all.filter { !$0.isLong }), ("longest word 3+ characters", all.filter(\.isLong)), ("all", all)] {
        // A timed-out statement counts as the timeout: a lower bound.
        let limit = Double(timeout)
        let pairs = group.compactMap { keystroke in keystroke.seekPage.flatMap { seekPage in keystroke.rawPage.map { (seekPage, $0) } } }
        let own = group.compactMap { keystroke in keystroke.seekOwn.flatMap { own in keystroke.seekStatement.map { (own, $0) } } }
        progress("| \(title) (\(group.count)) | \(format(median(group.map { $0.seekPage ?? limit }))) | "
            + "\(format(median(own.map(\.1)))) | \(format(hundredths: median(own.map(\.0)))) | \(Int((median(own.map { $0.0 / $0.1 }) * 100).rounded()))% | "
            + "\(format(median(group.map { $0.rawPage ?? limit }))) | "
            + "\(format(median(group.compactMap(\.serverPage)))) | \(Int((median(pairs.map { $0.0 / $0.1 - 1 }) * 100).rounded()))% | "
            + "\(format(hundredths: median(pairs.map { $0.0 - $0.1 }))) | \(format(median(group.map(\.snapshotWork)))) | "
            + "\(format(median(group.map { $0.seekCounts ?? Double(search.countTimeoutMilliseconds) }))) | "
            + "\(group.filter { $0.seekCounts == nil }.count) | "
            + "\(group.filter { $0.seekRanked != nil }.count) of \(group.filter { $0.seekRanked != nil || $0.rankingTimedOut }.count) | "
            + "\(group.contains { $0.seekRanked != nil } ? format(median(group.compactMap(\.seekRanked))) : "–") |")
    }
    guard options.typesAtPace else { return }
    progress("")
    progress("Typed at 120 ms a key with the default \(PostgresSearch.defaultDebounceMilliseconds) ms debounce:")
    progress("")
    progress("| typed | keys | statements sent | longest `request` call (ms) | last key to first page (ms) | last key to counts (ms) |")
    progress("|---|---:|---:|---:|---:|---:|")
    for text in queries {
        try database { () throws(DatabaseError) in try typeAtPace(text, url: url, table: table.name, interval: 120, timeout: timeout) }
    }
}

let usage = "usage: seek-pg-bench [--rows N] [--folder /PATH | --url URL] [--query TEXT]... [--no-pace]\n"
    + "       seek-pg-bench --paths FILE [--query TEXT]... [--mirror-budget MiB] [--folder /PATH | --url URL]\n"
if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(usage, terminator: "")
    exit(0)
}
guard let options = Options.parse(CommandLine.arguments) else {
    let line = Array(("seek-pg-bench: " + usage).utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
do throws(BenchFailure) {
    if let paths = options.paths {
        try benchmarkPaths(file: paths, options: options)
    } else {
        try benchmark(options)
    }
} catch {
    let line = Array("seek-pg-bench: \(error.message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
