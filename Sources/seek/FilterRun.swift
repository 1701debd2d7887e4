#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Catalog
import Matching

/// `seek --filter QUERY`: prints every matching item, best first, without a terminal.
struct FilterRun {
    var query: String
    var dataSet: DataSet

    func run() -> Int32 {
        let items = dataSet.items
        let engine = MatchEngine(store: items)
        guard let snapshot = engine.match(query, generation: 0) else { return ExitStatus.error }
        var output: [UInt8] = []
        output.reserveCapacity(Self.flushThreshold + (1 << 16))
        snapshot.matches.forEachBestFirst { match in
            items.withBytes(at: match.index) { output.append(contentsOf: $0) }
            output.append(0x0A)
            if output.count >= Self.flushThreshold {
                Self.write(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        Self.write(output)
        return snapshot.matches.isEmpty ? ExitStatus.noMatch : ExitStatus.success
    }

    private static let flushThreshold = 1 << 20

    /// Writes all of `bytes` to standard output, giving up quietly if it is closed.
    private static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let result = Glibc.write(STDOUT_FILENO, raw.baseAddress! + written, raw.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return
                }
                written += result
            }
        }
    }
}
