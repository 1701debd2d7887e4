import Glibc
import SeekSystem

/// Times the preview pane of one program on a list of `item NNNN` lines: how long a move of the
/// selection takes to show on the list while a slow preview command runs (the list must not wait
/// for it), and how long after a move the preview command's first line is on screen.
struct PreviewLatencyRun {
    /// What is measured.
    enum Kind {
        /// Down to the frame that shows the next row selected, with `sleep 1` previews running.
        case moveWithSlowPreview
        /// Down to the frame that shows the new item's preview line.
        case previewFirstLine
    }

    var program: ProgramUnderTest
    var corpusPath: String
    var kind: Kind
    var moves = 20
    var rows = 40
    var columns = 120
    var idleBetweenMoves = 0.15

    /// The items of the list this run writes, `item 0001` to `item 1000`.
    static let itemCount = 1_000

    /// Writes the list once; returns its path.
    static func writeCorpus() -> String {
        let path = "/tmp/seek-latency-preview-items.txt"
        let text = (1...itemCount).map { "item " + String(repeating: "0", count: 4 - String($0).count) + String($0) }.joined(separator: "\n") + "\n"
        if let file = fopen(path, "w") {
            fputs(text, file)
            fclose(file)
        }
        return path
    }

    /// The latencies in seconds, or why there are none.
    func measure() -> Result<[Double], BenchmarkFailure> {
        let input = open(corpusPath, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return .failure(BenchmarkFailure("cannot read \(corpusPath)")) }
        defer { close(input) }
        let preview = kind == .moveWithSlowPreview ? "sleep 1; echo PV-{}" : "echo PV-{}"
        var arguments = program.arguments + ["--preview", preview]
        // fzf lists top-down and marks the selection with '>' as seek does, so one token serves both.
        if !program.isSeek { arguments += ["--pointer", ">", "--layout", "reverse"] }
        var session: PseudoTerminalSession
        do {
            session = try PseudoTerminalSession(arguments: arguments, input: input, rows: rows, columns: columns)
        } catch {
            return .failure(error)
        }
        defer { session.stop() }
        let everything = "\(Self.itemCount)/\(Self.itemCount)"
        guard session.waitUntilShown(everything, deadline: MonotonicClock.now + 30) != nil else {
            return .failure(BenchmarkFailure("\(program.label): \(everything) never shown"))
        }
        session.drain(for: 0.3)
        var latencies: [Double] = []
        for move in 1...moves {
            let item = "item " + String(repeating: "0", count: 4 - String(move + 1).count) + String(move + 1)
            let token = kind == .moveWithSlowPreview ? "> \(item)" : "PV-\(item)"
            let sent = MonotonicClock.now
            session.send([0x1B, 0x4F, 0x42])  // Down, as a terminal in keypad (application) mode sends it
            guard let shown = session.waitUntilShown(token, deadline: sent + 5) else {
                return .failure(BenchmarkFailure("\(program.label): `\(token)` not shown within 5 s after Down"))
            }
            latencies.append(shown - sent)
            session.drain(for: idleBetweenMoves)
        }
        return .success(latencies)
    }

    /// The median time of the preview command alone (`/bin/sh -c 'echo PV-x'`, started and reaped).
    static func commandTime(runs: Int = 20) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = MonotonicClock.now
            var processID: pid_t = 0
            let argv = CStringArray(["/bin/sh", "-c", "echo PV-x > /dev/null"])
            let envp = CStringArray(PseudoTerminalSession.environment())
            defer {
                argv.free()
                envp.free()
            }
            guard posix_spawn(&processID, "/bin/sh", nil, nil, argv.pointers, envp.pointers) == 0 else { continue }
            var status: Int32 = 0
            waitpid(processID, &status, 0)
            times.append(MonotonicClock.now - start)
        }
        return times.sorted()[times.count / 2]
    }
}
