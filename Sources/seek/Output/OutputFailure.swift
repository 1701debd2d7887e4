import Glibc

/// Standard output could not take what seek had to print; its description is the one line seek
/// prints before exiting with status 2.
struct OutputFailure: Error, CustomStringConvertible {
    /// The `errno` of the failed write.
    var code: Int32

    var description: String {
        let reason = strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
        return "cannot write the output: \(reason)"
    }
}
