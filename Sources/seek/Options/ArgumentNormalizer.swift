/// Fixes up the command line before swift-argument-parser reads it, where its reading differs
/// from what a shell user means.
///
/// `--filter=` (an option given an empty value with `=`) would otherwise take the next argument
/// as its value; here it is the option with an empty value, as `--filter ''` is.
enum ArgumentNormalizer {
    /// `arguments` with each `--name=` of an option in `valueOptions` split into `--name` and an
    /// empty value; nothing after a `--` is touched.
    static func normalized(_ arguments: [String], valueOptions: Set<String>) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var isAfterTerminator = false
        for argument in arguments {
            if argument == "--" { isAfterTerminator = true }
            if !isAfterTerminator, argument.hasPrefix("--"), argument.hasSuffix("="),
               valueOptions.contains(String(argument.dropLast())) {
                result += [String(argument.dropLast()), ""]
            } else {
                result.append(argument)
            }
        }
        return result
    }

    /// fzf's options spelled with a plus, which no argument parser reads as options: `+i`
    /// (respect case) and `+s` (no sort).
    static let plusOptions = ["+i": "--respect-case", "+s": "--no-sort"]

    /// Whether `arguments` hold a word ``respellingPlusOptions(_:valueOptions:)`` may change.
    static func mentionsPlusOptions(_ arguments: [String]) -> Bool {
        arguments.contains { plusOptions[$0] != nil }
    }

    /// `arguments` with `+i` and `+s` spelled as the long options they mean, except as the
    /// value of an option in `valueOptions` (`-f +s` searches for "+s") and after a `--`.
    static func respellingPlusOptions(_ arguments: [String], valueOptions: Set<String>) -> [String] {
        var result: [String] = []
        result.reserveCapacity(arguments.count)
        var isAfterTerminator = false
        for argument in arguments {
            if argument == "--" { isAfterTerminator = true }
            let isValue = result.last.map { valueOptions.contains($0) } ?? false
            result.append(isAfterTerminator || isValue ? argument : plusOptions[argument] ?? argument)
        }
        return result
    }

    /// The options that take a value, as the help lists them (`-f, --filter <QUERY>`: both the
    /// long and the short name), so that the list cannot drift from the options' declarations.
    static func valueOptions(inHelp help: String) -> Set<String> {
        var options = Set<String>()
        let words = help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" })
        for (index, word) in words.enumerated() where word.hasPrefix("--") && index + 1 < words.count {
            guard words[index + 1].hasPrefix("<") else { continue }
            options.insert(String(word))
            if index > 0, words[index - 1].count == 3, words[index - 1].hasPrefix("-"), words[index - 1].hasSuffix(",") {
                options.insert(String(words[index - 1].dropLast()))
            }
        }
        return options
    }
}
