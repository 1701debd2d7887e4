import Glibc

/// The command line of seek-bench. Hand-parsed, as seek-latency's is: an option it does not know
/// must stop it with the usage rather than start a benchmark of several minutes that ignores it.
struct BenchOptions {
    /// What the run measures.
    enum Mode: Equatable {
        /// Typing, then `seek --filter` against `fzf --filter` (the default).
        case typingAndFilter
        /// Typing only.
        case typingOnly
        /// `seek --filter` against `fzf --filter` only.
        case filterOnly
        /// seek's order against fzf's on twenty queries.
        case ranking
        /// The peak memory of `seek --filter` on generated records.
        case records
        /// The time `seek --filter` takes with 1,000 to 100,000 options.
        case options
    }

    var mode = Mode.typingAndFilter
    /// Every keystroke's time, printed as it is measured.
    var verbose = false
    /// Another corpus than the built one (for example a slice of it, to profile a typing run).
    var corpusPath: String?
    /// With ``Mode/records`` or ``Mode/options``: another seek binary, alternated with this build's.
    var otherSeek: String?
    /// With ``Mode/records`` or ``Mode/options``: how many times each binary runs on each input.
    var rounds: Int?
    /// Milliseconds of idle before each keystroke is timed, as between a person's keys (0: the
    /// keystrokes follow each other at once).
    var pauseMilliseconds = 0

    static let usage = """
        usage: seek-bench [--typing-only | --filter-only | --ranking | (--records | --options) [--against SEEK] [--rounds N]]
                          [--corpus FILE] [--pause MS] [--verbose]
          (none)          typing one character at a time in the engine, then seek --filter against
                          every installed fzf --filter, on the path corpus (built at first run)
          --typing-only   only the typing benchmark
          --filter-only   only seek --filter against fzf --filter
          --ranking       only seek's order against fzf's on twenty queries
          --records       only the peak memory of seek --filter on generated CSV, JSON Lines and JSON
          --options       only seek --filter's start with 1,000, 10,000 and 100,000 options (parsing)
          --against SEEK  with --records or --options: alternate with another seek binary
          --rounds N      with --records: runs per binary and input (default 1, or 3 with --against);
                          with --options: runs of each, the fastest kept (default 3)
          --corpus FILE   another corpus (a file of lines)
          --pause MS      typing: wait MS milliseconds before each keystroke, as a person's keys
                          come (untimed; the engine's threads and the processor go idle meanwhile)
          --verbose       every keystroke's time as it is measured
          --help          this text
        Prints Markdown; the release seek next to this executable is the one timed.
        """

    /// The options in `arguments` (without the program's name).
    ///
    /// - Throws: a ``Failure`` with the message to print: the usage for `--help`, or what is wrong.
    init(arguments: [String]) throws(Failure) {
        var remaining = arguments[...]
        func value(for option: String) throws(Failure) -> String {
            guard let next = remaining.popFirst(), !next.isEmpty else { throw Failure("\(option) needs a value") }
            return next
        }
        func choose(_ chosen: Mode, by option: String) throws(Failure) {
            guard mode == .typingAndFilter || mode == chosen else {
                throw Failure("\(option) cannot be combined with another of --typing-only, --filter-only, --ranking, --records, --options")
            }
            mode = chosen
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--typing-only": try choose(.typingOnly, by: argument)
            case "--filter-only": try choose(.filterOnly, by: argument)
            case "--ranking": try choose(.ranking, by: argument)
            case "--records": try choose(.records, by: argument)
            case "--options": try choose(.options, by: argument)
            case "--against": otherSeek = try value(for: argument)
            case "--rounds":
                guard let number = Int(try value(for: argument)), number > 0 else { throw Failure("--rounds needs a positive number") }
                rounds = number
            case "--corpus": corpusPath = try value(for: argument)
            case "--pause":
                guard let number = Int(try value(for: argument)), (0...10_000).contains(number) else {
                    throw Failure("--pause needs milliseconds from 0 to 10000")
                }
                pauseMilliseconds = number
            case "--verbose": verbose = true
            case "--help", "-h": throw Failure(Self.usage, isUsage: true)
            default: throw Failure("unknown option \(argument)\n\(Self.usage)")
            }
        }
        if pauseMilliseconds > 0 && !(mode == .typingOnly || mode == .typingAndFilter) {
            throw Failure("--pause only goes with the typing benchmark")
        }
        if mode != .records && mode != .options && (otherSeek != nil || rounds != nil) {
            throw Failure("--against and --rounds only go with --records or --options")
        }
        if let corpusPath, access(corpusPath, R_OK) != 0 {
            throw Failure("--corpus needs a readable file: \(corpusPath)")
        }
    }

    /// Why the command line cannot run: the message to print, and whether it is the usage asked
    /// for (exit status 0) rather than a mistake (exit status 2).
    struct Failure: Error {
        let message: String
        let isUsage: Bool

        init(_ message: String, isUsage: Bool = false) {
            self.message = message
            self.isUsage = isUsage
        }
    }
}
