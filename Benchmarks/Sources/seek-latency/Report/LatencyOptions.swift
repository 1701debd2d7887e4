import BenchCorpus

/// The command line of seek-latency. Hand-parsed: the benchmark links only its helpers, Glibc,
/// Dispatch and SeekSystem (its clock), nothing of the seek it measures, which runs as a program.
struct LatencyOptions {
    /// Relative to Benchmarks/, where the benchmarks run: the release seek built beside them.
    var seekPath = ".build/release/seek"
    /// The fzfs to compare with; the default is whichever of the two usual ones is installed.
    var fzfPaths = ["/usr/bin/fzf", "/tmp/fzf/bin/fzf"]
    var corpusPath: String?
    var smallLines = 1_000
    var rounds = 5
    var largeQueries = ["swiftcore", "usr/share", "lib"]
    /// nil: the small corpus gets the candidate whose count changes on the most keys.
    var smallQueries: [String]?
    var idleSeconds = 5.0
    var markdown = false
    var verbose = false
    /// Only the preview measurements (no corpus, no typing, no idle probe).
    var previewOnly = false

    /// Queries tried on the small corpus when none is given: the one that changes the count on
    /// the most keys (and then on the most of its keys) is typed, so that most keystrokes can be
    /// timed. The first lines of the walk of `/` differ between machines; these suit Debian's /etc.
    static let smallQueryCandidates = ["security", "systemd", "network", "locale", "usr/share", "lib/x86", "fonts"]

    static let usage = """
        usage: seek-latency [--seek PATH] [--fzf PATH]... [--corpus FILE] [--lines N] [--rounds N]
                            [--query Q]... [--quick] [--preview-only] [--markdown] [--verbose]
          --seek PATH    the seek to measure (default .build/release/seek)
          --fzf PATH     an fzf to compare with; repeatable (default: /usr/bin/fzf and
                         /tmp/fzf/bin/fzf, those that exist)
          --corpus FILE  the large corpus (default: seek-bench's, built at \(CorpusBuilder().path) if missing)
          --lines N      the small corpus: the large one's first N lines (default 1000)
          --rounds N     times each query is typed (default 5)
          --query Q      a query for both corpora; repeatable (default: swiftcore, usr/share and lib
                         on the large corpus, a query that keeps the count changing on the small one)
          --quick        2 rounds, one query per corpus, 2 s idle measurements
          --preview-only only the preview measurements (a list of 1,000 items it writes itself)
          --markdown     Markdown tables, for RESULTS.md
          --verbose      every keystroke's latency on standard error
        """

    init(arguments: [String]) throws(BenchmarkFailure) {
        var givenFzfs: [String] = []
        var givenQueries: [String] = []
        var quick = false
        var remaining = arguments[...]
        func value(for option: String) throws(BenchmarkFailure) -> String {
            guard let next = remaining.popFirst() else { throw BenchmarkFailure("\(option) needs a value") }
            return next
        }
        func number(for option: String) throws(BenchmarkFailure) -> Int {
            guard let parsed = Int(try value(for: option)), parsed > 0 else {
                throw BenchmarkFailure("\(option) needs a positive number")
            }
            return parsed
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--seek": seekPath = try value(for: argument)
            case "--fzf": givenFzfs.append(try value(for: argument))
            case "--corpus": corpusPath = try value(for: argument)
            case "--lines": smallLines = try number(for: argument)
            case "--rounds": rounds = try number(for: argument)
            case "--query": givenQueries.append(try value(for: argument))
            case "--quick": quick = true
            case "--markdown": markdown = true
            case "--verbose": verbose = true
            case "--preview-only": previewOnly = true
            case "--help", "-h": throw BenchmarkFailure(Self.usage)
            default: throw BenchmarkFailure("unknown option \(argument)\n\(Self.usage)")
            }
        }
        if !givenFzfs.isEmpty { fzfPaths = givenFzfs }
        if !givenQueries.isEmpty {
            largeQueries = givenQueries
            smallQueries = givenQueries
        }
        if quick {
            rounds = min(rounds, 2)
            largeQueries = Array(largeQueries.prefix(1))
            smallQueries = smallQueries.map { Array($0.prefix(1)) }
            idleSeconds = 2
        }
    }
}
