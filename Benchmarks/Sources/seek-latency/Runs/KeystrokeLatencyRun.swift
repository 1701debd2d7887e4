import Glibc
import SeekSystem

/// Times keystrokes for one program, corpus and query: start the program in a terminal, wait
/// until it shows `T/T`, then type the query one key at a time, `rounds` times, Ctrl-U between
/// rounds. Each latency runs from writing the key to the read that completed the first frame
/// showing that prefix's final `M/T`; between keys the program gets an idle pause, so keys never
/// overlap.
struct KeystrokeLatencyRun {
    var program: ProgramUnderTest
    var corpus: Corpus
    var plan: TypingPlan
    var rounds: Int
    var rows = 40
    var columns = 120
    var idleBetweenKeys = 0.12
    var keyDeadline = 10.0
    var loadDeadline = 180.0
    var verbose = false

    /// The measured latencies in seconds, or why there are none.
    func measure() -> Result<[Double], BenchmarkFailure> {
        let input = open(corpus.path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return .failure(BenchmarkFailure("cannot read \(corpus.path)")) }
        defer { close(input) }
        var session: PseudoTerminalSession
        do {
            session = try PseudoTerminalSession(arguments: program.arguments, input: input, rows: rows, columns: columns)
        } catch {
            return .failure(error)
        }
        defer { session.stop() }
        return type(into: &session)
    }

    private func type(into session: inout PseudoTerminalSession) -> Result<[Double], BenchmarkFailure> {
        let total = corpus.lineCount
        let everything = "\(total)/\(total)"
        guard session.waitUntilShown(everything, deadline: MonotonicClock.now + loadDeadline) != nil else {
            return .failure(failure("loading: \(everything) never shown", session))
        }
        session.drain(for: 0.3)
        if verbose { printError("\(program.label) after loading, \(session.bytesRead) bytes read:\n\(session.screen.text)\n") }
        var latencies: [Double] = []
        for round in 1...rounds {
            var typed = ""
            for (index, key) in plan.keys.enumerated() {
                typed += key
                let token = "\(plan.counts[index])/\(total)"
                let sent = MonotonicClock.now
                session.send(Array(key.utf8))
                if plan.changesCount(at: index, total: total) {
                    guard let shown = session.waitUntilShown(token, deadline: sent + keyDeadline) else {
                        return .failure(failure("round \(round), `\(typed)`: \(token) not shown within \(Int(keyDeadline)) s", session))
                    }
                    latencies.append(shown - sent)
                    if verbose { printError("  \(program.label) `\(typed)`: \(milliseconds(shown - sent)) ms (\(token))") }
                }
                session.drain(for: idleBetweenKeys)
            }
            session.send([0x15])  // Ctrl-U: both programs clear the query.
            guard session.waitUntilShown(everything, deadline: MonotonicClock.now + keyDeadline) != nil else {
                return .failure(failure("round \(round): Ctrl-U did not bring back \(everything)", session))
            }
            session.drain(for: idleBetweenKeys)
        }
        return .success(latencies)
    }

    /// A failure that also prints the screen as it was, to standard error, for diagnosis.
    private func failure(_ message: String, _ session: PseudoTerminalSession) -> BenchmarkFailure {
        let text = session.ended ? "\(message) (the program exited)" : message
        printError("\(program.label), \(corpus.name), `\(plan.query)`: \(text). The screen:\n\(session.screen.text)\n")
        return BenchmarkFailure(text)
    }
}
