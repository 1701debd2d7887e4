// Typing latency of a SeekUI list of many items against seek's own screen over the same items,
// side by side in one run, in a release build:
//
//     swift run -c release seekui-bench [ITEMS] [view|engine|seek|list ...]
//
// `view`: the declarative layer, a `List` whose body filters the contacts with the app's own
// `localizedCaseInsensitiveContains` over four fields (ContactList.swift). `engine`: the same
// list with the opt-in `SearchableItems` (seek's per-field matching) in the body instead
// (EngineContactList.swift). `seek`: seek's screen, provider and engine (what the command runs)
// over the same contacts as lines. `list`: a `SearchableList` (SeekUI's per-field fzf-style
// search). 100,000 contacts and all four by default. Each program runs on the in-memory terminal on its own thread, as a program's main
// thread would. Each query is typed one character at a time into a fresh run; a keystroke's
// time runs from the key being sent to the frame that shows its query with its count, which
// the benchmark computes beforehand with the program's own matcher. `filter alone` is the
// app's filter over the contacts, timed in process: what re-evaluation must not exceed.
import SeekSystem
import Glibc
import SeekTestSupport

let arguments = Array(CommandLine.arguments.dropFirst())
let count = arguments.first.flatMap { Int($0) } ?? 100_000
let named = arguments.compactMap(ProgramRun.Kind.init(rawValue:))
let kinds = named.isEmpty ? ProgramRun.Kind.allCases : named
let contacts = Contact.generate(count)
let lines = contacts.map(\.line)
let queries = ["ada", "lovelace", "boston", "knuth", "example.org", "zürich"]

func now() -> Double { MonotonicClock.now }

/// CPU seconds used so far by `clock` (the process's or this thread's): what a keystroke cost,
/// apart from the waits of a loaded machine.
func cpuTime(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// `value` with one decimal.
func tenths(_ value: Double) -> String {
    let scaled = Int((value * 10).rounded())
    return "\(scaled / 10).\(scaled % 10)"
}

/// The `n/total` the status line shows, or nil.
func shownCount(_ screen: [String]) -> String? {
    TmuxSession.matchCount(in: screen.joined(separator: "\n"))
}

/// Whether the search field shows `text`.
func fieldShows(_ text: String, _ screen: [String]) -> Bool {
    screen.contains { $0.contains("/ \(text)") || $0.hasSuffix(text) || $0.contains("> \(text)") }
}

/// Median and 95th percentile of `samples` (seconds), in milliseconds.
func summary(_ samples: [Double]) -> String {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return "no samples" }
    func percentile(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] * 1000 }
    return "median \(tenths(percentile(0.5))) ms, p95 \(tenths(percentile(0.95))) ms, max \(tenths(sorted[sorted.count - 1] * 1000)) ms"
}

/// Types each query into a fresh run of `kind`; returns every keystroke's time, and the CPU
/// time the process used from the key to the frame's being found.
func measure(_ kind: ProgramRun.Kind) -> (wall: [Double], cpu: [Double]) {
    var timings: [Double] = [], cpuTimings: [Double] = []
    for query in queries {
        let prefixes = query.indices.map { String(query[...$0]) }
        let expected = ProgramRun.expectedCounts(of: kind, for: prefixes, contacts: contacts, lines: lines)
        let run = ProgramRun(kind: kind, contacts: contacts, lines: lines)
        guard run.start() else {
            print("\(kind): the first frame never came")
            return (timings, cpuTimings)
        }
        var perQuery: [Double] = []
        for (prefix, count) in zip(prefixes, expected) {
            let seen = run.terminal.frameCount
            let (start, startCPU) = (now(), cpuTime(CLOCK_PROCESS_CPUTIME_ID))
            run.terminal.press(String(prefix.last!))
            if let frame = run.terminal.firstFrame(from: seen, seconds: 30, where: { fieldShows(prefix, $0) && shownCount($0) == count }) {
                cpuTimings.append(cpuTime(CLOCK_PROCESS_CPUTIME_ID) - startCPU)
                perQuery.append(frame.time - start)
            } else {
                print("\(kind) '\(prefix)': no frame showed \(count)")
            }
        }
        // Ctrl-C ends the run: Esc would only dismiss the search typed.
        run.terminal.send(.control("c"))
        timings += perQuery
        let milliseconds = perQuery.map { tenths($0 * 1000) }.joined(separator: " ")
        print("\(kind.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) \(query.padding(toLength: 12, withPad: " ", startingAt: 0)) "
              + "\((expected.last ?? "").padding(toLength: 14, withPad: " ", startingAt: 0)) ms per key: \(milliseconds)")
        usleep(200_000)
    }
    return (timings, cpuTimings)
}

/// The app's filter alone over the contacts, for each prefix of each query: its time, and its
/// CPU time.
func filterAlone() -> (wall: [Double], cpu: [Double]) {
    var wall: [Double] = [], cpu: [Double] = []
    for query in queries {
        for end in query.indices {
            let prefix = String(query[...end])
            let (start, startCPU) = (now(), cpuTime(CLOCK_THREAD_CPUTIME_ID))
            let kept = contacts.filter { ContactList.matches($0, prefix) }
            wall.append(now() - start)
            cpu.append(cpuTime(CLOCK_THREAD_CPUTIME_ID) - startCPU)
            if kept.count < 0 { print(kept.count) }
        }
    }
    return (wall, cpu)
}

var results: [(String, (wall: [Double], cpu: [Double]))] = []
if kinds.contains(.view) { results.append(("filter alone", filterAlone())) }
for kind in kinds { results.append((kind.rawValue, measure(kind))) }
let viewKeystrokes = kinds.contains(.view) ? queries.reduce(0) { $0 + $1.count } : 0
var load = [Double](repeating: 0, count: 3)
_ = getloadavg(&load, 3)
print("\(count) items, 100×30 terminal, load average \(tenths(load[0])) on \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores:")
for (name, samples) in results {
    print("  \(name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(samples.wall.count) keystrokes: \(summary(samples.wall)); "
          + "CPU \(summary(samples.cpu))")
}
if viewKeystrokes > 0 {
    print("  the view's body filtered \(ContactList.filterCount.load(ordering: .relaxed)) times for \(viewKeystrokes) keystrokes")
}
