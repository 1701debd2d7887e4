import Glibc
import SeekMatching

/// The `--filter` and `--query` values as their bytes were given: the argument parser decodes
/// arguments as Swift does, which turns a cut UTF-8 sequence into one U+FFFD, while items are
/// repaired byte by byte as fzf repairs them (see `Query.text(decoding:)`). Reading the value
/// again from the raw arguments makes `seek -f $'^\xe2\x80x$'` find the line with those bytes.
enum QueryArgument {
    /// `parsed` repaired as items are, from the argument it came from.
    ///
    /// - Complexity: O(n) in the length of the arguments.
    static func repaired(_ parsed: String) -> String {
        // Valid UTF-8 decodes the same both ways.
        guard parsed.unicodeScalars.contains("\u{FFFD}") else { return parsed }
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(argument))
            // The value is the whole argument, what follows `=` (`--filter=…`), or what follows
            // the option's letter (`-f…`).
            var starts = [0, 2]
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) { starts.append(equals + 1) }
            for start in starts where start <= bytes.count {
                let value = UnsafeBufferPointer(rebasing: bytes[start...])
                if String(decoding: value, as: UTF8.self).utf8.elementsEqual(parsed.utf8) {
                    return Query.text(decoding: value)
                }
            }
        }
        return parsed
    }
}
