import Glibc

/// `seek --filter QUERY` against `fzf --filter QUERY` for every installed fzf, whole processes
/// with the corpus on standard input: the median wall time of a few runs, alternated between the
/// programs so that a change in the machine's load falls on all of them, the peak memory, and
/// whether both printed the same set of lines. Prints Markdown.
struct FilterComparison {
    var seekPath: String
    var corpus: String
    var inputBytes: Int
    var queries: [String]
    var repeats = 3

    func run() {
        let fzfs = FzfProgram.installed()
        guard !fzfs.isEmpty else {
            print("No fzf at \(FzfProgram.usualPaths.joined(separator: " or ")): `seek --filter` is not compared.")
            return
        }
        print("### `seek --filter` against `fzf --filter` (whole process, median of \(repeats) runs, alternated)\n")
        print("| query | fzf | seek s | fzf s | seek/fzf | seek peak MB | fzf peak MB | same lines |")
        print("|---|---|---:|---:|---:|---:|---:|---|")
        var worst: [String: Double] = [:]
        let seekOutput = "/tmp/seek-bench-seek.out"
        for query in queries {
            var seekRuns: [ProcessTimer.Run] = []
            var fzfRuns = [[ProcessTimer.Run]](repeating: [], count: fzfs.count)
            for _ in 0..<repeats {
                seekRuns.append(ProcessTimer.run([seekPath, "--filter", query], input: corpus, output: seekOutput))
                for (index, fzf) in fzfs.enumerated() {
                    fzfRuns[index].append(ProcessTimer.run([fzf.path, "--filter", query], input: corpus,
                                                           output: Self.outputPath(of: index)))
                }
            }
            let seekTime = Self.median(seekRuns)
            let seekLines = LineSetFingerprint(file: seekOutput)
            for (index, fzf) in fzfs.enumerated() {
                let fzfTime = Self.median(fzfRuns[index])
                let same = seekLines == LineSetFingerprint(file: Self.outputPath(of: index))
                let ratio = seekTime / fzfTime
                worst[fzf.version] = max(worst[fzf.version] ?? 0, ratio)
                let seekPeak = seekRuns.map(\.peakKilobytes).max()! / 1024
                let fzfPeak = fzfRuns[index].map(\.peakKilobytes).max()! / 1024
                print("| `\(query)` | \(fzf.version) | \(formatted(seekTime, decimals: 3)) | \(formatted(fzfTime, decimals: 3)) | \(formatted(ratio, decimals: 2)) | \(seekPeak) | \(fzfPeak) | \(same ? "yes" : "**no**") |")
            }
        }
        unlink(seekOutput)
        for index in fzfs.indices { unlink(Self.outputPath(of: index)) }
        let summary = fzfs.map { "fzf \($0.version) \(formatted(worst[$0.version] ?? 0, decimals: 2))" }
        print("\nWorst seek/fzf ratio: \(summary.joined(separator: ", ")); peak memory of seek --filter is measured by /usr/bin/time -f %M (the input is \(inputBytes / 1_048_576) MiB).")
    }

    private static func outputPath(of fzfIndex: Int) -> String { "/tmp/seek-bench-fzf-\(fzfIndex).out" }

    private static func median(_ runs: [ProcessTimer.Run]) -> Double {
        runs.map(\.seconds).sorted()[runs.count / 2]
    }
}
