/// fzf's timer event, `every(N)`: fired every N seconds, N a decimal number that may have a
/// fraction (`every(0.5)`), at least 0.01 s (a shorter one is raised to that, as fzf does). The
/// loop keeps the timers (`RepeatingTimers` in SeekRuntime); this only reads the name.
enum EveryEvent {
    /// The shortest interval, in milliseconds.
    static let shortestInterval = 10

    /// The interval in milliseconds that `name` asks for, or nil when it is not an `every(…)`
    /// event; an `every(…)` whose N is not a positive number is an error, as in fzf.
    static func interval(ofEventNamed name: String) throws(BindingError) -> Int? {
        let lowered = name.lowercased()
        guard lowered.hasPrefix("every(") && lowered.hasSuffix(")") else { return nil }
        let argument = lowered.dropFirst("every(".count).dropLast()
        guard argument.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let seconds = Double(argument), seconds > 0, seconds.isFinite else {
            throw BindingError("every() requires a positive number of seconds")
        }
        return max(shortestInterval, Int(seconds * 1000))
    }
}
