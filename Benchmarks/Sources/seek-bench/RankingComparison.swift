import Glibc

/// `seek-bench --ranking`: how closely seek's order follows fzf's. For twenty varied queries on
/// the path corpus, `seek --filter` and `fzf --filter` (the newest installed fzf) each list
/// every match best first; the check counts the ranks of the top 10 where both list the same
/// line, and the lines of fzf's top 100 that seek ranks below its top 1,000 (or not at all).
/// Prints Markdown, with the first difference of each query that has one.
struct RankingComparison {
    var seekPath: String
    var corpus: String

    static let queries = [
        "conf", "usrsharedoc", "ncursesw.h", "lib py", "src/main", "libpython3", "Makefile",
        "zoneinfo/europe", "sock.py", "init", "bin/sh", "readme", "test", "locale", "icons png",
        "x11", "swift", "share man", "'linux ^/usr", "gz$",
    ]
    static let comparedTop = 10
    static let fzfTop = 100
    static let seekTop = 1_000

    func run() {
        guard let fzf = FzfProgram.installed().last else {
            print("No fzf at \(FzfProgram.usualPaths.joined(separator: " or ")): the ranking is not compared.")
            return
        }
        print("### Ranking against fzf \(fzf.version) (`--filter` order, \(Self.queries.count) queries)\n")
        print("| query | top \(Self.comparedTop): same line at the same rank | fzf's top \(Self.fzfTop) below seek's top \(Self.seekTop) |")
        print("|---|---:|---:|")
        var sameTotal = 0
        var fallenTotal = 0
        var differences: [String] = []
        let seekOutput = "/tmp/seek-bench-ranking-seek.out"
        let fzfOutput = "/tmp/seek-bench-ranking-fzf.out"
        for query in Self.queries {
            _ = ProcessTimer.run([seekPath, "--filter", query], input: corpus, output: seekOutput)
            _ = ProcessTimer.run([fzf.path, "--filter", query], input: corpus, output: fzfOutput)
            let seekLines = LineReading.firstLines(of: seekOutput, count: Self.seekTop)
            let fzfLines = LineReading.firstLines(of: fzfOutput, count: Self.fzfTop)
            var seekRanks: [String: Int] = [:]
            for (rank, line) in seekLines.enumerated() where seekRanks[line] == nil { seekRanks[line] = rank }
            let compared = min(Self.comparedTop, fzfLines.count)
            let same = (0..<compared).filter { $0 < seekLines.count && seekLines[$0] == fzfLines[$0] }.count
            let fallen = fzfLines.filter { seekRanks[$0] == nil }
            sameTotal += same
            fallenTotal += fallen.count
            print("| `\(query)` | \(same) of \(compared) | \(fallen.count) |")
            if let rank = (0..<compared).first(where: { $0 >= seekLines.count || seekLines[$0] != fzfLines[$0] }) {
                let seekLine = rank < seekLines.count ? seekLines[rank] : "(none)"
                let fzfRank = fzfLines.firstIndex(of: seekLine).map { String($0 + 1) } ?? "beyond \(Self.fzfTop)"
                let seekRank = seekRanks[fzfLines[rank]].map { String($0 + 1) } ?? "beyond \(Self.seekTop)"
                differences.append("- `\(query)`, rank \(rank + 1): seek `\(seekLine)` (fzf's rank \(fzfRank)), fzf `\(fzfLines[rank])` (seek's rank \(seekRank))")
            }
            for line in fallen.prefix(3) {
                differences.append("- `\(query)`: fzf's rank \(fzfLines.firstIndex(of: line)! + 1) `\(line)` is below seek's top \(Self.seekTop)")
            }
        }
        unlink(seekOutput)
        unlink(fzfOutput)
        print("| **all** | **\(sameTotal) of \(Self.queries.count * Self.comparedTop)** | **\(fallenTotal)** |")
        if !differences.isEmpty {
            print("\nFirst differences:\n")
            differences.forEach { print($0) }
        }
    }
}
