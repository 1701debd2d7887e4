import Glibc

/// `--options`: how long `seek --filter` takes to start with 1,000, 10,000 and 100,000 options
/// on its command line (the same flag, the same `--bind`, or a different value each time), to
/// show that parsing is linear in their number; with `--against`, beside another seek binary.
enum OptionParsingBenchmark {
    /// The counts of options timed.
    static let counts = [1_000, 10_000, 100_000]

    /// The repeated options: a name for the table, and the words of the `index`th one.
    static let cases: [(name: String, words: @Sendable (Int) -> [String])] = [
        ("`--cycle`", { _ in ["--cycle"] }),
        ("`--bind ctrl-a:down`", { _ in ["--bind", "ctrl-a:down"] }),
        ("`--query qN` (each different)", { ["--query", "q\($0)"] }),
        ("`--tail N` (each different, checked)", { ["--tail", "\($0 + 1)"] }),
    ]

    /// A binary that took longer than this at one count is not run at the next (ten times as
    /// many options would take a hundred times as long if it is quadratic).
    static let patienceSeconds = 5.0

    static func run(seekPath: String, against other: String?, rounds: Int?) {
        // 100,000 arguments of about 12 bytes and their pointers pass Linux's limit on a new
        // program's arguments, a quarter of the stack limit (2 MiB of the usual 8): a 64 MiB
        // stack limit, which the spawned seek inherits, makes it 16 MiB.
        // (RLIM_INFINITY is all ones.)
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit)
        let wanted = rlim_t(64 << 20)
        if limit.rlim_cur != rlim_t.max && limit.rlim_cur < wanted && (limit.rlim_max == rlim_t.max || limit.rlim_max >= wanted) {
            limit.rlim_cur = wanted
            setrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit)
        }
        let input = "/tmp/seek-bench-options.input"
        if let file = fopen(input, "w") {
            fputs("a\nb\n", file)
            fclose(file)
        }
        defer { unlink(input) }
        let binaries = [("this build", seekPath)] + (other.map { [("other", $0)] } ?? [])
        let runs = rounds ?? 3
        print("## Option parsing: `seek --filter a` with N options (fastest of \(runs) runs, seconds)\n")
        print("| Options | " + counts.flatMap { count in binaries.map { "\(count.formatted) (\($0.0))" } }.joined(separator: " | ") + " |")
        print("|---|" + String(repeating: "---:|", count: counts.count * binaries.count))
        for (name, words) in cases {
            var cells: [String] = []
            var lastSeconds = Array(repeating: 0.0, count: binaries.count)
            for count in counts {
                let arguments = (0..<count).flatMap(words) + ["--filter", "a"]
                for (index, binary) in binaries.enumerated() {
                    guard lastSeconds[index] <= patienceSeconds else {
                        cells.append("not run")
                        continue
                    }
                    var fastest = Double.infinity
                    var status: Int32 = 0
                    for _ in 0..<runs {
                        let run = ProcessTimer.run([binary.1] + arguments, input: input, output: "/dev/null")
                        fastest = min(fastest, run.seconds)
                        status = run.status
                    }
                    lastSeconds[index] = fastest
                    cells.append(status == 0 ? formatted(fastest, decimals: 2) : "status \(status)")
                }
            }
            print("| \(name) | " + cells.joined(separator: " | ") + " |")
        }
        print("\nA binary slower than \(Int(patienceSeconds)) s at one count is not run at the next.")
    }
}

private extension Int {
    /// 100000 as "100,000".
    var formatted: String {
        var digits = String(self)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }
}
