import Glibc

extension SearchableListError {
    /// The status a program exits with for this error: 128 + the signal's number, as a shell
    /// reports a program a signal ended, or 2 for a terminal that could not be used.
    public var exitStatus: Int32 {
        switch self {
        case .signal(let number): 128 + number
        case .terminal: 2
        }
    }
}

/// Ends a terminal program after ``SearchableList/run()`` threw: one line `program: message` on
/// standard error (none for a signal, which the user sent), then the status of
/// ``SearchableListError/exitStatus`` (2 for any other error).
public func exitReporting(_ error: any Error, program: String) -> Never {
    let listError = error as? SearchableListError
    if case .signal = listError {} else {
        let line = Array("\(program): \(error)\n".utf8)
        line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
    exit(listError?.exitStatus ?? 2)
}
