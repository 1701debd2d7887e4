import Glibc

/// A line on standard error: progress and diagnoses, kept out of the table on standard output.
func printError(_ line: String) {
    // Not fputs(stderr): the global FILE pointer is shared mutable state to Swift 6.
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Seconds as milliseconds with one decimal, e.g. `12.3`.
func milliseconds(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// A ratio with two decimals, e.g. `1.25`.
func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// A count with thousands separated, e.g. `1,239,228`.
func grouped(_ count: Int) -> String {
    let digits = String(count)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}
