import BenchCorpus
import Glibc

// seek-latency: keystroke-to-screen latency of seek and fzf, as a user sees it, in a
// pseudo-terminal; and how often each program wakes up while idle. See RESULTS.md.

let loadAtStart = MachineDescription.loadAverages()
let options: LatencyOptions
do throws(BenchmarkFailure) {
    options = try LatencyOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    printError(error.message)
    exit(error.message == LatencyOptions.usage ? 0 : 2)
}
guard access(options.seekPath, X_OK) == 0 else {
    printError("\(options.seekPath) is not an executable: run from Benchmarks/ after `swift build -c release` (which builds seek beside the benchmarks), or give --seek PATH")
    exit(2)
}
var programs = [ProgramUnderTest.seek(path: options.seekPath)]
for path in options.fzfPaths {
    if access(path, X_OK) == 0 {
        programs.append(.fzf(path: path))
    } else {
        printError("no fzf at \(path): not measured")
    }
}

var corpora: [(corpus: Corpus, plans: [TypingPlan])] = []
if !options.previewOnly { do throws(BenchmarkFailure) {
    let largePath = options.corpusPath ?? {
        let builder = CorpusBuilder()
        if access(builder.path, R_OK) != 0 { printError("building the corpus \(builder.path) (a walk of /)…") }
        return builder.ensure()
    }()
    let large = try Corpus(path: largePath)
    let small = try Corpus.head(of: largePath, lines: options.smallLines)
    printError("computing the expected counts with \(options.seekPath) --filter…")
    var smallPlans: [TypingPlan] = []
    if let queries = options.smallQueries {
        for query in queries { smallPlans.append(try TypingPlan(query: query, corpus: small, seekPath: options.seekPath)) }
    } else {
        var best: TypingPlan?
        for query in LatencyOptions.smallQueryCandidates {
            let plan = try TypingPlan(query: query, corpus: small, seekPath: options.seekPath)
            let timed = plan.timedKeys(total: small.lineCount)
            let untimed = plan.keys.count - timed
            if let best, let bestTimed = Optional(best.timedKeys(total: small.lineCount)),
               timed < bestTimed || (timed == bestTimed && untimed >= best.keys.count - bestTimed) {
                continue
            }
            best = plan
        }
        smallPlans = best.map { [$0] } ?? []
    }
    var largePlans: [TypingPlan] = []
    for query in options.largeQueries {
        largePlans.append(try TypingPlan(query: query, corpus: large, seekPath: options.seekPath))
    }
    corpora = [(small, smallPlans), (large, largePlans)]
} catch {
    printError(error.message)
    exit(1)
} }

// MARK: Typing

var latencyTable = TextTable(
    headers: ["corpus", "query", "program", "keys timed", "median ms", "p95 ms", "max ms", "seek/program"],
    leftColumns: 3
)
var failures: [String] = []
var countLines: [String] = []
for (corpus, plans) in corpora {
    for plan in plans {
        let timed = plan.timedKeys(total: corpus.lineCount)
        let shown = zip(plan.keys.indices, plan.counts).map { "\(plan.keys[..<($0 + 1)].joined()) \($1)" }
        countLines.append("\(corpus.name), `\(plan.query)`: " + shown.joined(separator: ", ")
            + (timed < plan.keys.count ? " (\(plan.keys.count - timed) key(s) leave the count unchanged: typed, not timed)" : ""))
        var seekMedian: Double?
        for program in programs {
            printError("\(program.label): \(corpus.name), typing `\(plan.query)` × \(options.rounds)…")
            var run = KeystrokeLatencyRun(program: program, corpus: corpus, plan: plan, rounds: options.rounds)
            run.verbose = options.verbose
            let cells = [corpus.name, "`\(plan.query)`", program.label]
            switch run.measure() {
            case .success(let latencies):
                guard let summary = LatencySummary(latencies) else {
                    latencyTable.add(cells + ["0", "–", "–", "–", "–"])
                    continue
                }
                if program.isSeek { seekMedian = summary.median }
                let comparison = program.isSeek ? "" : seekMedian.map { ratio($0 / summary.median) } ?? "–"
                latencyTable.add(cells + ["\(summary.count)", milliseconds(summary.median), milliseconds(summary.p95),
                                          milliseconds(summary.maximum), comparison])
            case .failure(let failure):
                failures.append("\(program.label), \(corpus.name), `\(plan.query)`: \(failure.message)")
                latencyTable.add(cells + ["–", "FAILED [\(failures.count)]", "–", "–", "–"])
            }
        }
    }
}

// MARK: Idle wakeups

var idleTable = TextTable(headers: ["program", "input", "wakeups/s"], leftColumns: 2)
for program in programs where !options.previewOnly {
    let idleCorpus = corpora[0].corpus
    for input in [IdleWakeupProbe.InputKind.file, .openPipe] {
        printError("\(program.label): idle for \(Int(options.idleSeconds)) s, \(idleCorpus.name) from \(input.withArticle)…")
        let probe = IdleWakeupProbe(program: program, corpus: idleCorpus, input: input, seconds: options.idleSeconds)
        switch probe.measure() {
        case .success(let rate):
            idleTable.add([program.label, input.rawValue, ratio(rate)])
        case .failure(let failure):
            failures.append("\(program.label), idle, \(input.rawValue): \(failure.message)")
            idleTable.add([program.label, input.rawValue, "FAILED [\(failures.count)]"])
        }
    }
}

// MARK: Preview

var previewTable = TextTable(headers: ["measure", "program", "moves", "median ms", "p95 ms", "max ms"], leftColumns: 2)
let previewCorpus = PreviewLatencyRun.writeCorpus()
let commandTime = PreviewLatencyRun.commandTime()
for (kind, label) in [(PreviewLatencyRun.Kind.moveWithSlowPreview, "Down to list redrawn, `sleep 1` preview"),
                      (.previewFirstLine, "Down to preview's first line")] {
    for program in programs {
        printError("\(program.label): \(label)…")
        let run = PreviewLatencyRun(program: program, corpusPath: previewCorpus, kind: kind, moves: options.rounds <= 2 ? 5 : 20)
        switch run.measure() {
        case .success(let latencies):
            let summary = LatencySummary(latencies)!
            previewTable.add([label, program.label, String(summary.count), milliseconds(summary.median),
                              milliseconds(summary.p95), milliseconds(summary.maximum)])
        case .failure(let failure):
            failures.append("\(program.label), preview: \(failure.message)")
            previewTable.add([label, program.label, "FAILED [\(failures.count)]", "–", "–", "–"])
        }
    }
}

// MARK: Report

print(MachineDescription.current(command: CommandLine.arguments, loadAtStart: loadAtStart).lines(markdown: options.markdown))
print("")
if !options.previewOnly {
if options.markdown { print("### Keystroke to screen\n") } else { print("Keystroke to screen (ms from writing the key to the frame with the final count):\n") }
print(latencyTable.rendered(markdown: options.markdown))
print("")
print("Expected counts (from `seek --filter PREFIX`), per prefix typed:\n")
for line in countLines { print((options.markdown ? "- " : "  ") + line) }
print("")
if options.markdown { print("### Idle wakeups\n") } else { print("Idle wakeups (context switches per second over \(Int(options.idleSeconds)) s, \(corpora[0].corpus.name)):\n") }
print(idleTable.rendered(markdown: options.markdown))
print("")
}
if options.markdown { print("### Preview\n") } else { print("Preview (1,000 lines, 20 moves; fzf with --pointer '>'):\n") }
print(previewTable.rendered(markdown: options.markdown))
print("\nThe preview command alone (`/bin/sh -c 'echo PV-x'`, started and reaped): \(milliseconds(commandTime)) ms median.")
if !failures.isEmpty {
    print("\nFailures:")
    for (number, failure) in failures.enumerated() { print("  [\(number + 1)] \(failure)") }
}
exit(failures.isEmpty ? 0 : 1)
