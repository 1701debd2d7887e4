import Glibc

/// The process's environment variables, read from `environ` without Foundation.
public enum ProcessEnvironment {
    /// Every `NAME=value` entry as a dictionary (should a name appear twice, the later entry wins).
    public static var current: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
