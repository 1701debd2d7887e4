import Glibc
import SeekCatalog
import SeekDatabase
import SeekMatching
import SeekModel
import SeekProviders

// `seek-pg-bench --paths FILE`: the first page of every keystroke on a table of real file
// paths, for each query form, three ways side by side: seek with its local mirror (the rows in
// memory, SeekMatching's engine: what `seek URL --table T` does once the mirror is loaded),
// seek on the server path (`--no-mirror`, and the first keystrokes before the mirror is
// loaded), and the server path's page statement sent alone through libpq (what psql's \timing
// measures). Then whether each full query finds the same set as the file the table was loaded
// from, on both paths.

/// The query forms typed, one character at a time: for each form a common text and a rarer one
/// (about 2,500 fuzzy matches of `xdgmime`, 27 of `.desktop$` among 1.24 million paths).
let pathQueries: [(form: String, text: String)] = [
    ("fuzzy", "pyinit"), ("fuzzy", "xdgmime"), ("'exact", "'python3"), ("'exact", "'zoneinfo"),
    ("^prefix", "^/etc/ss"), ("^prefix", "^/usr/share/zon"), ("suffix$", ".conf$"), ("suffix$", ".desktop$"),
    ("!negation", "conf !etc"), ("OR", "png$ | svg$"),
]

/// The queries a run types: `--query` texts when given (for another corpus, such as Debian's
/// package index as lines), each named by its form as the query syntax reads it; else
/// ``pathQueries``.
func queries(given: [String]) -> [(form: String, text: String)] {
    guard !given.isEmpty else { return pathQueries }
    return given.map { text in
        let form: String
        if text.contains(" | ") { form = "OR" }
        else if text.contains("!") { form = "!negation" }
        else if text.hasPrefix("'") { form = "'exact" }
        else if text.hasPrefix("^") { form = "^prefix" }
        else if text.hasSuffix("$") { form = "suffix$" }
        else { form = "fuzzy" }
        return (form, text)
    }
}

/// `text` as it may stand in a Markdown table's cell (a `|` ends a cell even inside backquotes).
func cell(_ text: String) -> String {
    text.replacing("|", with: "\\|")
}

/// The process's resident memory, in MiB (the second number of /proc/self/statm, in pages).
func residentMebibytes() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let fields = line.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return Double(pages * sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// Waits until `search` hands over an answer to `generation`, as the screen's loop does.
func firstAnswer(for generation: Int, in search: MirroredTableSearch, changes: ScreenWakeup) -> MatchSnapshot {
    while true {
        if let snapshot = search.takeUpdate().results.last(where: { $0.generation == generation }) { return snapshot }
        changes.wait(milliseconds: 50, for: search)
    }
}

func benchmarkPaths(file: String, options: Options) throws(BenchFailure) {
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
    let table = try PathTable(reading: file)
    try database { () throws(DatabaseError) in try table.prepare(url: url) }
    let timeout = PostgresConnection.statementTimeoutMilliseconds
    let fileRows = table.dataSet()

    // The mirror: how long it takes to load, and what it costs in memory.
    let memoryBefore = residentMebibytes()
    let loadStarted = now()
    let mirrored = try database { () throws(DatabaseError) in
        MirroredTableSearch(server: try PostgresSearch(url: url, table: table.name, roles: PathTable.roles, debounceMilliseconds: 0),
                            url: url, budgetBytes: options.mirrorBudgetMebibytes << 20)
    }
    let mirrorChanges = ScreenWakeup()
    mirrored.start { mirrorChanges.signal() }
    mirrored.waitForMirror()
    // Until the mirror's first answer replaces the server's (the state then says so).
    while mirrored.mirrorState == .loading {
        _ = mirrored.takeUpdate()
        mirrorChanges.wait(milliseconds: 50, for: mirrored)
    }
    let loaded = now() - loadStarted
    guard case .local(let rows) = mirrored.mirrorState else {
        throw BenchFailure("the mirror did not load: \(mirrored.mirrorState) (--mirror-budget MiB)")
    }
    let differing = (0..<min(rows, fileRows.items.count)).first { mirrored.dataSet.items.text(at: $0) != fileRows.items.text(at: $0) }
    if let differing {
        progress("The mirror's row \(differing) is `\(mirrored.dataSet.items.text(at: differing))`, the file's `\(fileRows.items.text(at: differing))`.")
    }
    progress("")
    progress("Table \(table.name): \(rows) rows (\(table.leftOut) lines of \(file) left out); mirror loaded and the first answer "
        + "shown in \(format(seconds: loaded)); resident memory \(Int(memoryBefore)) → \(Int(residentMebibytes())) MiB.")

    // The server path, as with --no-mirror.
    let search = try database { () throws(DatabaseError) in
        try PostgresSearch(url: url, table: table.name, roles: PathTable.roles, debounceMilliseconds: 0)
    }
    let changes = ScreenWakeup()
    search.loopWatchesDescriptors()
    search.start { changes.signal() }
    _ = awaitAnswer(for: 0, in: search, changes: changes, untilIdle: true)
    let raw = try RawConnection(url: url, statementTimeoutMilliseconds: timeout)
    progress("Server path: server ranks pages: \(search.ranksOnServer ? "yes" : "no (key order, seek ranks each page)"); "
        + "statement timeout \(timeout / 1000) s; no debounce (each key answered before the next).")
    progress("")
    progress("| form | typed | seek, mirror: key to first page (ms) | matches | seek, server path: key to first page (ms) | same SQL through libpq (ms) |")
    progress("|---|---|---:|---:|---:|---:|")
    var generation = 0
    var perForm: [(form: String, mirror: [Double], server: [Double], libpq: [Double])] = []
    for (form, text) in queries(given: options.queries) {
        var times = (mirror: [Double](), server: [Double](), libpq: [Double]())
        for length in 1...text.count {
            let query = SearchQuery(text: String(text.prefix(length)))
            generation += 1
            var started = now()
            mirrored.request(query, scopes: [], generation: generation)
            let local = firstAnswer(for: generation, in: mirrored, changes: mirrorChanges)
            let mirrorTime = now() - started
            started = now()
            search.request(query, scopes: [], generation: generation)
            let page = awaitAnswer(for: generation, in: search, changes: changes, untilIdle: false)
            let serverTime: Double? = page.message == nil ? page.time - started : nil
            // Let the server path's counts finish before the baseline runs beside nothing.
            _ = awaitAnswer(for: generation, in: search, changes: changes, untilIdle: true)
            let statement = search.firstPageStatements(for: query, scopes: [])[0]
            let libpq = try raw.milliseconds(statement.text, parameters: statement.parameters)
            times.mirror.append(mirrorTime)
            times.server.append(serverTime ?? Double(timeout))
            times.libpq.append(libpq ?? Double(timeout))
            progress("| \(form) | `\(cell(query.text))` | \(format(mirrorTime)) | \(local.matchedCount ?? local.matches.count) | "
                + "\(format(serverTime, timeout: timeout)) | \(format(libpq, timeout: timeout)) |")
        }
        if let last = perForm.last, last.form == form {
            perForm[perForm.count - 1] = (form, last.mirror + times.mirror, last.server + times.server, last.libpq + times.libpq)
        } else {
            perForm.append((form, times.mirror, times.server, times.libpq))
        }
    }
    progress("")
    progress("| form | keystrokes | seek, mirror: median (ms) | max (ms) | seek, server path: median (ms) | libpq: median (ms) |")
    progress("|---|---:|---:|---:|---:|---:|")
    for entry in perForm {
        progress("| \(entry.form) | \(entry.mirror.count) | \(format(median(entry.mirror))) | \(format(entry.mirror.max() ?? 0)) | "
            + "\(format(median(entry.server))) | \(format(median(entry.libpq))) |")
    }
    let all = perForm.flatMap(\.mirror)
    progress("| all | \(all.count) | \(format(median(all))) | \(format(all.max() ?? 0)) | \(format(median(perForm.flatMap(\.server)))) | "
        + "\(format(median(perForm.flatMap(\.libpq)))) |")

    // Same sets as the file, for each full query: the mirror's matches, and the server's rows
    // ranked by seek as `--filter` ranks them.
    progress("")
    progress("| query | file: matches | mirror: matches, same set | server path (`--filter`): matches, same set |")
    progress("|---|---:|---|---|")
    for (_, text) in queries(given: options.queries) {
        let query = SearchQuery(text: text)
        let expected = DataSetSearch.match(query, in: fileRows)
        let expectedSet = Set(expected.matches.map { fileRows.items.text(at: $0.index) })
        generation += 1
        mirrored.request(query, scopes: [], generation: generation)
        let local = firstAnswer(for: generation, in: mirrored, changes: mirrorChanges)
        let localTexts = local.matches.map { mirrored.dataSet.items.text(at: $0.index) }
        let serverRows = try database { () throws(DatabaseError) in try search.matchingDataSet(for: query) }
        let ranked = DataSetSearch.match(query, in: serverRows)
        let serverSet = Set(ranked.matches.map { serverRows.items.text(at: $0.index) })
        let expectedTexts = expected.matches.map { fileRows.items.text(at: $0.index) }
        let sameOrder = localTexts == expectedTexts
        if !sameOrder, let first = zip(localTexts, expectedTexts).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            let position = first.offset
            progress("    first difference at \(position): mirror \(local.matches[position]) `\(first.element.0)`, file \(expected.matches[position]) `\(first.element.1)`")
        }
        let mirrorVerdict = (Set(localTexts) == expectedSet ? "same" : "DIFFERENT") + (sameOrder ? ", same order" : ", other order")
        let onlyInFile = expectedSet.subtracting(serverSet).count
        let onlyOnServer = serverSet.subtracting(expectedSet).count
        let serverVerdict = serverSet == expectedSet ? "same" : "differs: \(onlyInFile) only in the file, \(onlyOnServer) only on the server"
        progress("| `\(cell(text))` | \(expected.matches.count) | \(local.matches.count), \(mirrorVerdict) | \(ranked.matches.count), \(serverVerdict) |")
    }
    mirrored.stop()
    search.stop()
}
