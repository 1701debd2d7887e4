import Glibc

/// `seek-bench --records`: the peak memory and time of `seek --filter x FILE` on generated CSV,
/// JSON Lines and JSON inputs, against the size of the input (the target is at most 2 ×),
/// measured with `/usr/bin/time -f %M`. Prints Markdown.
///
/// With `--against OTHER_SEEK`, each input is also run with that binary, alternating the two
/// `--rounds N` times (3 by default), so that a busy machine slows both alike: the seconds of
/// every run are listed, each binary's peak is its highest.
enum RecordMemoryBenchmark {
    static func run(seekPath: String, against other: String?, rounds: Int?) {
        guard access("/usr/bin/time", X_OK) == 0 else {
            print("/usr/bin/time is missing: the peak memory cannot be measured.")
            return
        }
        let rounds = rounds ?? (other == nil ? 1 : 3)
        let binaries = [seekPath] + (other.map { [$0] } ?? [])
        let inputs = RecordCorpus.ensure()
        // The process's fixed cost, for reading the ratios of small inputs.
        let emptyPath = "/tmp/seek-bench-empty.csv"
        if let file = fopen(emptyPath, "w") { fputs("c\n", file); fclose(file) }
        print("## Peak memory of `seek --filter x FILE` for records\n")
        for binary in binaries {
            let fixed = ProcessTimer.run([binary, "--filter", "x", emptyPath], input: "/dev/null", output: "/dev/null")
            print("A header-only CSV peaks at \(fixed.peakKilobytes) KiB with `\(binary)`.")
        }
        print("\n`/usr/bin/time -f %M` (KiB), the input's size, the ratio, and the seconds of each run (\(rounds) per binary).\n")
        print("| input | input KiB | binary | peak KiB | peak ÷ input | seconds |")
        print("|---|---:|---|---:|---:|---|")
        for input in inputs {
            var status = stat()
            stat(input.path, &status)
            let inputKilobytes = Int(status.st_size) / 1024
            var runs = Array(repeating: [ProcessTimer.Run](), count: binaries.count)
            for _ in 0..<rounds {
                for (index, binary) in binaries.enumerated() {
                    runs[index].append(ProcessTimer.run([binary, "--filter", "x", input.path], input: "/dev/null", output: "/dev/null"))
                }
            }
            for (index, binary) in binaries.enumerated() {
                let peak = runs[index].map(\.peakKilobytes).max() ?? 0
                let ratio = Double(peak) / Double(max(1, inputKilobytes))
                let seconds = runs[index].map { formatted($0.seconds, decimals: 2) }.joined(separator: " / ")
                print("| \(input.label) | \(inputKilobytes) | `\(binary)` | \(peak) | \(formatted(ratio, decimals: 2)) | \(seconds) |")
            }
        }
    }
}
