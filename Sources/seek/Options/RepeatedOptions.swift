import SeekCatalog

/// Gives swift-argument-parser each option once, so that parsing stays linear in the number of
/// options.
///
/// The parser merges the positions an option was read from into one set every time the option
/// comes again (`ParsedValues.set`), which makes N repeats of one option cost N² (10,000
/// `--cycle` took 13 s, 100,000 `--bind` never ended). Before it reads the command line:
/// - a flag given more than once, or an option given a value more than once, is given only at
///   its last place (the parser's rule is that the last one wins, so nothing changes); the
///   values given before are still checked, by the parser itself, in groups of at most
///   ``checkedPerGroup`` of each option (see ``Reduction/checkingGroups(of:values:)``), unless
///   the option takes any text;
/// - the values of a repeatable option (`--bind`, `--color`) are taken out, in order, and set
///   after parsing (see ``Reduction/repeatableValues``).
/// A word that cannot be told for certain (an unknown option, an option whose value is missing)
/// is left where it is, and nothing is dropped because of it. (Bundled short options never get
/// here: fzf takes none, and ``ArgumentNormalizer`` refuses them.)
struct RepeatedOptions {
    /// How many earlier values of one option one checking parse reads: each parse costs the
    /// parser's own checks of the command (about a millisecond), the repeats within it their
    /// square.
    static let checkedPerGroup = 256

    /// What the parser's description of the command says about each option word.
    struct Kinds {
        /// The words of options that take a value (`--query`, `-q`).
        var valueOptions: Set<String> = []
        /// Those that take the next word whatever it is (`--nth -1`).
        var unconditional: Set<String> = []
        /// The words of flags.
        var flags: Set<String> = []
        /// The long words of options that may be given more than once, collecting every value.
        var repeatable: Set<String> = []
        /// Options read in another way (several values, the rest of the line): past one of
        /// them the words are left as they are.
        var unclear: Set<String> = []
    }

    /// The command line to parse, and what was taken out of it.
    struct Reduction {
        /// The arguments with each option once.
        var arguments: [String] = []
        /// Each extracted repeatable option's values, in the order given.
        var repeatableValues: [String: [String]] = [:]
        /// Each option given different values, with its values before the last (once each, in
        /// order), to be checked as the parser would have checked them.
        var overridden: [(name: String, values: [String])] = []

        /// The argument lists that check the overridden values of option `name`: at most
        /// ``checkedPerGroup`` of them each, before ``arguments`` (so that the values that win,
        /// and the command's own checks of them, are those of the real parse).
        func checkingGroups(of name: String, values: [String]) -> [[String]] {
            stride(from: 0, to: values.count, by: checkedPerGroup).map { start in
                values[start..<min(values.count, start + checkedPerGroup)].flatMap { RepeatedOptions.words(name, $0) } + arguments
            }
        }
    }

    /// Option `name` given `value`, as `--name=value` (so that a value starting with a dash is
    /// still its value) or, for a short name, as two words.
    static func words(_ name: String, _ value: String) -> [String] {
        name.hasPrefix("--") ? [name + "=" + value] : [name, value]
    }

    /// Whether an option word appears more than once before a `--`: only then is there
    /// anything to reduce (a plain command line costs one pass and no description).
    static func hasRepeatedOption(_ arguments: [String]) -> Bool {
        var seen = Set<Substring>()
        for argument in arguments {
            if argument == "--" { return false }
            guard argument.hasPrefix("-") else { continue }
            let name = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if !seen.insert(name).inserted { return true }
        }
        return false
    }

    /// Reads `Seek._dumpHelp()`'s JSON (the description the manual page is made from), so that
    /// the kinds cannot drift from the options' declarations.
    static func kinds(toolInfo json: String) throws(LoadError) -> Kinds {
        guard case .object(let root) = try FieldValue(json: Array(json.utf8)), case .object(let command)? = root["command"],
              case .list(let arguments)? = command["arguments"] else {
            throw LoadError("the command's description has no arguments")
        }
        var kinds = Kinds()
        for case .object(let argument) in arguments {
            guard case .list(let names)? = argument["names"] else { continue }
            var words: [String] = []
            for case .object(let name) in names {
                guard let text = name["name"]?.textValue else { continue }
                words.append((name["kind"]?.textValue == "long" ? "--" : "-") + text)
            }
            switch argument["kind"]?.textValue {
            case "option":
                switch argument["parsingStrategy"]?.textValue ?? "default" {
                case "default": kinds.valueOptions.formUnion(words)
                case "unconditional": kinds.valueOptions.formUnion(words); kinds.unconditional.formUnion(words)
                default: kinds.unclear.formUnion(words)
                }
                if argument["isRepeating"] == .bool(true) { kinds.repeatable.formUnion(words.filter { $0.hasPrefix("--") }) }
            case "flag":
                kinds.flags.formUnion(words)
            default:
                break
            }
        }
        return kinds
    }

    /// `arguments` with each option at its last place only, the values of the options in
    /// `extracting` (repeatable ones) taken out, and the earlier values grouped for checking.
    static func reduce(_ arguments: [String], kinds: Kinds, extracting: Set<String>) -> Reduction {
        // One entry per argument word: the name it is grouped by (nil: kept as it is), and the
        // value it gives, with how many words it spans.
        struct Occurrence {
            var start: Int
            var length: Int
            var name: String?
            var value: String?
        }
        var occurrences: [Occurrence] = []
        occurrences.reserveCapacity(arguments.count)
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" || kinds.unclear.contains(String(word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0])) {
                // Everything after it is an argument, as the parser reads it (or read in a
                // way this does not follow).
                occurrences.append(Occurrence(start: index, length: arguments.count - index, name: nil))
                break
            }
            var occurrence = Occurrence(start: index, length: 1, name: nil)
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                let name = String(word[..<equals])
                if kinds.valueOptions.contains(name) {
                    occurrence.name = name
                    occurrence.value = String(word[word.index(after: equals)...])
                }
            } else if kinds.valueOptions.contains(word) {
                // The parser takes the next word as the value only when it is not an option
                // (or, unconditionally, whatever it is); without one, the word stays for the
                // parser's own error.
                if index + 1 < arguments.count {
                    let next = arguments[index + 1]
                    if kinds.unconditional.contains(word) || !next.hasPrefix("-") || next == "-" {
                        occurrence = Occurrence(start: index, length: 2, name: word, value: next)
                    }
                }
            } else if kinds.flags.contains(word) {
                occurrence.name = word
            }
            occurrences.append(occurrence)
            index += occurrence.length
        }
        var lastPlace: [String: Int] = [:]
        for (place, occurrence) in occurrences.enumerated() {
            if let name = occurrence.name, !extracting.contains(name) { lastPlace[name] = place }
        }
        var reduction = Reduction()
        reduction.arguments.reserveCapacity(lastPlace.count)
        // The earlier values of each option that differ from the value that wins, once each.
        var overridden: [String: [String]] = [:]
        var overriddenOrder: [String] = []
        var checked = Set<[String]>()
        for (place, occurrence) in occurrences.enumerated() {
            guard let name = occurrence.name else {
                reduction.arguments += arguments[occurrence.start..<occurrence.start + occurrence.length]
                continue
            }
            if extracting.contains(name), let value = occurrence.value {
                reduction.repeatableValues[name, default: []].append(value)
                continue
            }
            guard let last = lastPlace[name], last != place else {
                reduction.arguments += arguments[occurrence.start..<occurrence.start + occurrence.length]
                continue
            }
            guard let value = occurrence.value, value != occurrences[last].value,
                  checked.insert([name, value]).inserted else { continue }
            if overridden[name] == nil { overriddenOrder.append(name) }
            overridden[name, default: []].append(value)
        }
        reduction.overridden = overriddenOrder.map { ($0, overridden[$0] ?? []) }
        return reduction
    }
}
