import Glibc
import BenchCorpus
import SeekCatalog
import SeekMatching

// seek-bench: per-keystroke latency of the matching engine on a corpus of over a million paths,
// and `seek --filter` against `fzf --filter` (Debian's and PyPI's, those installed) on the same
// corpus and queries; with --records, the peak memory of `seek --filter` on generated structured
// inputs instead; with --ranking, seek's order against fzf's on twenty queries; with
// --filter-only, only `seek --filter` against `fzf --filter`; with --options, seek's start with
// 1,000 to 100,000 options. Prints Markdown.

let options: BenchOptions
do throws(BenchOptions.Failure) {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    let message = (error.isUsage ? "" : "seek-bench: ") + error.message + "\n"
    _ = message.withCString { write(error.isUsage ? 1 : 2, $0, strlen($0)) }
    exit(error.isUsage ? 0 : 2)
}
let verbose = options.verbose
let onlyTyping = options.mode == .typingOnly
let queries = ["src/main", "usr share doc", "libpython3", "'linux ^/usr", "sock.py$", "Makefile", "zoneinfo/europe", "!z gz$"]
let visibleRows = 50

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

func milliseconds(_ seconds: Double) -> String {
    String(Int((seconds * 10_000).rounded())).withDecimal
}

/// `value` with `decimals` digits after the point.
func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let digits = String(Int((value * scale).rounded()))
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    return decimals == 0 ? padded : padded.dropLast(decimals) + "." + padded.suffix(decimals)
}

extension String {
    /// "1234" as "123.4": tenths from an integer count of them.
    var withDecimal: String { count > 1 ? dropLast() + "." + suffix(1) : "0." + self }
}

/// The release seek next to this executable (both come from the same build).
let seekPath: String = {
    let directory = String(CommandLine.arguments[0].split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
    return (directory.isEmpty ? "." : directory) + "/seek"
}()

// --records: only the memory of seek --filter on generated CSV, JSON Lines and JSON inputs
// (--against OTHER_SEEK [--rounds N]: alternating with another binary).
if options.mode == .records {
    RecordMemoryBenchmark.run(seekPath: seekPath, against: options.otherSeek, rounds: options.rounds)
    exit(0)
}

// --options: only seek --filter's start with many options (--against OTHER_SEEK [--rounds N]).
if options.mode == .options {
    OptionParsingBenchmark.run(seekPath: seekPath, against: options.otherSeek, rounds: options.rounds)
    exit(0)
}

// --corpus FILE: another corpus (for example a slice of the usual one, to profile a typing run).
let corpus = options.corpusPath ?? CorpusBuilder().ensure()

// --ranking: only seek's order against fzf's, on the corpus.
if options.mode == .ranking {
    RankingComparison(seekPath: seekPath, corpus: corpus).run()
    exit(0)
}
// --filter-only: only `seek --filter` against `fzf --filter`, without the typing benchmark.
if options.mode == .filterOnly {
    var corpusStatus = stat()
    stat(corpus, &corpusStatus)
    guard access(seekPath, X_OK) == 0 else {
        print("`\(seekPath)` is missing: run `swift build -c release` in Benchmarks/ first to time `seek --filter`.")
        exit(2)
    }
    FilterComparison(seekPath: seekPath, corpus: corpus, inputBytes: Int(corpusStatus.st_size), queries: queries).run()
    exit(0)
}
let loadStart = Clock.now
let store: ItemStore
do {
    store = try LineReader().read(path: corpus)
} catch {
    fatalError("\(error)")
}
let loadSeconds = Clock.now - loadStart
var corpusBytes = stat()
stat(corpus, &corpusBytes)
let inputBytes = Int(corpusBytes.st_size)

// Typing: one engine, as the interactive front end keeps it; every query typed from empty one
// character at a time, each keystroke a new generation; reading the visible rows is part of it.
let engine = MatchEngine(store: store)
var generation = 0
var all: [Double] = []
var rows: [(query: String, median: Double, max: Double, matches: Int)] = []
for query in queries {
    var times: [Double] = []
    var last = 0
    _ = engine.match("", generation: generation)
    for length in 1...query.count {
        generation += 1
        let typed = String(query.prefix(length))
        if options.pauseMilliseconds > 0 { usleep(UInt32(options.pauseMilliseconds) * 1000) }
        let start = Clock.now
        guard let snapshot = engine.match(typed, generation: generation) else { fatalError("cancelled") }
        var checksum = 0
        for rank in 0..<min(visibleRows, snapshot.matches.count) { checksum &+= snapshot.matches[rank].index }
        times.append(Clock.now - start)
        if verbose { print("    \(typed): \(milliseconds(times.last!)) ms, \(snapshot.matches.count) matches") }
        last = snapshot.matches.count + (checksum & 0)
    }
    all += times
    let sorted = times.sorted()
    rows.append((query, percentile(sorted, 0.5), sorted.last!, last))
}
var usage = rusage()
getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
let peakKilobytes = Int(usage.ru_maxrss)
let sortedAll = all.sorted()

print("## seek-bench\n")
print("Corpus: \(store.count) lines, \(inputBytes / 1_000_000) MB (`\(corpus)`), loaded in \(milliseconds(loadSeconds)) ms.\n")
let pauseNote = options.pauseMilliseconds > 0 ? ", \(options.pauseMilliseconds) ms idle before each" : ""
print("### Typing one character at a time (engine in process, \(all.count) keystrokes\(pauseNote))\n")
print("| query | keystrokes | median ms | max ms | matches |")
print("|---|---:|---:|---:|---:|")
for row in rows {
    print("| `\(row.query)` | \(row.query.count) | \(milliseconds(row.median)) | \(milliseconds(row.max)) | \(row.matches) |")
}
print("| **all** | \(all.count) | **\(milliseconds(percentile(sortedAll, 0.5)))** (p95 \(milliseconds(percentile(sortedAll, 0.95)))) | **\(milliseconds(sortedAll.last!))** | |")
let ratio = Double(peakKilobytes * 1024) / Double(inputBytes)
print("\nPeak memory (ru_maxrss) of the benchmark process: \(peakKilobytes / 1024) MB = \(String(Int(ratio * 100)))% of the input.\n")

// --filter: the release seek next to this executable against every installed fzf.
if onlyTyping { exit(0) }
guard access(seekPath, X_OK) == 0 else {
    print("`\(seekPath)` is missing: run `swift build -c release` in Benchmarks/ first to time `seek --filter`.")
    exit(0)
}
FilterComparison(seekPath: seekPath, corpus: corpus, inputBytes: inputBytes, queries: queries).run()
