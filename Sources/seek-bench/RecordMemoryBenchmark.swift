#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `seek-bench --records`: the peak memory of `seek --filter x FILE` on generated CSV, JSON Lines
/// and JSON inputs, against the size of the input (the target is at most 2 ×), measured with
/// `/usr/bin/time -f %M`. Prints Markdown.
enum RecordMemoryBenchmark {
    static func run(seekPath: String) {
        guard access("/usr/bin/time", X_OK) == 0 else {
            print("/usr/bin/time is missing: the peak memory cannot be measured.")
            return
        }
        let inputs = RecordCorpus.ensure()
        // The process's fixed cost, for reading the ratios of small inputs.
        let emptyPath = "/tmp/seek-bench-empty.csv"
        if let file = fopen(emptyPath, "w") { fputs("c\n", file); fclose(file) }
        let fixed = ProcessTimer.run([seekPath, "--filter", "x", emptyPath], input: "/dev/null", output: "/dev/null")
        print("## Peak memory of `seek --filter x FILE` for records\n")
        print("`/usr/bin/time -f %M` (KiB), the input's size, and the ratio; a header-only CSV peaks at \(fixed.peakKilobytes) KiB.\n")
        print("| input | input KiB | peak KiB | peak ÷ input | seconds |")
        print("|---|---:|---:|---:|---:|")
        for input in inputs {
            var status = stat()
            stat(input.path, &status)
            let inputKilobytes = Int(status.st_size) / 1024
            let measured = ProcessTimer.run([seekPath, "--filter", "x", input.path], input: "/dev/null", output: "/dev/null")
            let ratio = Double(measured.peakKilobytes) / Double(max(1, inputKilobytes))
            print("| \(input.label) | \(inputKilobytes) | \(measured.peakKilobytes) | \(formatted(ratio, decimals: 2)) | \(formatted(measured.seconds, decimals: 2)) |")
        }
    }
}
