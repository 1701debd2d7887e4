import Glibc
import SeekSystem

/// Counts how often an idle program wakes up: the sum of voluntary and involuntary context
/// switches over all its threads (`/proc/PID/task/*/status`), before and after some seconds with
/// no keys. A program that waits on its inputs wakes only when something happens; one that polls
/// wakes on every timeout.
struct IdleWakeupProbe {
    /// Where the items come from: a file (read to its end) or a pipe that stays open after the
    /// items, as when the producer is still running.
    enum InputKind: String {
        case file
        case openPipe = "open pipe"

        /// "a file", "an open pipe".
        var withArticle: String { self == .file ? "a file" : "an open pipe" }
    }

    var program: ProgramUnderTest
    var corpus: Corpus
    var input: InputKind
    var seconds: Double
    var rows = 40
    var columns = 120

    /// Wakeups per second while idle, or why there is no number.
    func measure() -> Result<Double, BenchmarkFailure> {
        let feed: PipeFeed?
        let descriptor: Int32
        switch input {
        case .file:
            feed = nil
            descriptor = open(corpus.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(BenchmarkFailure("cannot read \(corpus.path)")) }
        case .openPipe:
            guard let started = PipeFeed(file: corpus.path) else { return .failure(BenchmarkFailure("pipe: errno \(errno)")) }
            feed = started
            descriptor = started.readEnd
        }
        defer {
            close(descriptor)
            feed?.finish()
        }
        var session: PseudoTerminalSession
        do {
            session = try PseudoTerminalSession(arguments: program.arguments, input: descriptor, rows: rows, columns: columns)
        } catch {
            return .failure(error)
        }
        defer { session.stop() }
        let everything = "\(corpus.lineCount)/\(corpus.lineCount)"
        guard session.waitUntilShown(everything, deadline: MonotonicClock.now + 60) != nil else {
            return .failure(BenchmarkFailure("\(everything) never shown"))
        }
        session.drain(for: 0.5)
        let before = Self.contextSwitches(of: session.processID)
        let start = MonotonicClock.now
        session.drain(for: seconds)
        let after = Self.contextSwitches(of: session.processID)
        let elapsed = MonotonicClock.now - start
        if session.ended { return .failure(BenchmarkFailure("the program exited while idle")) }
        return .success(Double(Self.wakeups(from: before, to: after)) / elapsed)
    }

    /// The context switches between two readings, thread by thread: a thread that ended in
    /// between counts once (it woke to end; its own counts left with it), so that a thread pool
    /// shrinking while idle cannot make the total negative.
    static func wakeups(from before: [String: Int], to after: [String: Int]) -> Int {
        var total = 0
        for (thread, count) in after {
            total += count - (before[thread] ?? 0)
        }
        total += before.keys.filter { after[$0] == nil }.count
        return total
    }

    /// Context switches of each of `process`'s threads so far, by thread id.
    static func contextSwitches(of process: pid_t) -> [String: Int] {
        let taskDirectory = "/proc/\(process)/task"
        guard let directory = opendir(taskDirectory) else { return [:] }
        defer { closedir(directory) }
        var counts: [String: Int] = [:]
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name.hasPrefix(".") { continue }
            guard let status = fopen("\(taskDirectory)/\(name)/status", "r") else { continue }
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            while getline(&line, &capacity, status) > 0 {
                let text = String(cString: line!)
                if text.hasPrefix("voluntary_ctxt_switches:") || text.hasPrefix("nonvoluntary_ctxt_switches:") {
                    counts[name, default: 0] += Int(text.filter(\.isNumber)) ?? 0
                }
            }
            free(line)
            fclose(status)
        }
        return counts
    }
}
