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

    /// The long options that take a value, as the help lists them (`--filter <QUERY>`), so that
    /// the list cannot drift from the options' declarations.
    static func valueOptions(inHelp help: String) -> Set<String> {
        var options = Set<String>()
        let words = help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" })
        for (index, word) in words.enumerated() where word.hasPrefix("--") && index + 1 < words.count {
            if words[index + 1].hasPrefix("<") { options.insert(String(word)) }
        }
        return options
    }
}
