import Glibc
import SeekCommands

/// Reads fzf's spellings of options into seek's before swift-argument-parser reads the command
/// line: the one place where fzf's way of writing an option is understood.
///
/// - Each option of fzf 0.74 (``FzfOption/all``) is read as fzf reads it: its value glued on
///   (`-q55`, `-d:`, `-m5`), after `=`, or the next word (`-f +s` searches for "+s"); `+m`,
///   `--no-multi` and the other negations turn an option off, the last of an option and its
///   negations winning; `--name=` is the option with an empty value. An option that
///   accumulates (`--expect`, ``FzfOption/accumulates``) keeps every use after its family's
///   last negation.
/// - fzf's options seek does not implement are left out and named (``Result/ignored``), so that
///   a copied `FZF_DEFAULT_OPTS` or an alias runs; a word fzf does not accept either (`-ie`: fzf
///   takes no bundles) is an error, or is left for seek's parser to refuse.
/// - seek's own options and the words after `--` are passed on as they are.
///
/// Linear in the number of words: each is looked at once, and the option kinds of seek's own
/// command are read from its description only when a word of seek's own needs them.
struct ArgumentNormalizer {
    /// The words for seek's parser, and the fzf options left out.
    struct Result: Equatable {
        var arguments: [String] = []
        /// What the warning line names: each fzf option seek does not implement (or reads in
        /// part), once, in the order of the uses that count (the last of each family).
        var ignored: [String] = []
    }

    /// One word or option with its value, as read.
    private struct Reading {
        var words: [String]
        var family: String? = nil
        var seekName: String? = nil
        var note: String? = nil
        /// See ``FzfOption/accumulates``.
        var accumulates = false
    }

    /// seek's own option kinds, from the command's description (read once, when first needed).
    private(set) var seekKinds: RepeatedOptions.Kinds?
    private let describe: () throws -> RepeatedOptions.Kinds

    /// A normalizer that reads seek's own option kinds with `describe` when it needs them.
    init(describe: @escaping () throws -> RepeatedOptions.Kinds) {
        self.describe = describe
    }

    /// The arguments of `sources` (the defaults file, the defaults variable, the command line
    /// last: a value never spans two of them, as in fzf), read as one command line.
    mutating func normalized(_ sources: [[String]]) throws -> Result {
        var readings: [Reading] = []
        var commandLineStart = 0
        for source in sources {
            commandLineStart = readings.count
            try read(source, into: &readings)
        }
        // The last of each family wins; an earlier use stays only when it gives the same seek
        // option a value, for seek's parser to check (``RepeatedOptions``) and override.
        // An accumulating option's uses all count after the last of its family that does not
        // accumulate (its negation).
        var last: [String: Int] = [:]
        var lastClearing: [String: Int] = [:]
        for (place, reading) in readings.enumerated() {
            if let family = reading.family {
                last[family] = place
                if !reading.accumulates { lastClearing[family] = place }
            }
        }
        // A preview window set in the defaults is fzf's style for the runs that have a preview:
        // without one it is no error (seek's own check stays for the command line's).
        let hasPreview = last["--preview"].map { readings[$0].seekName == "--preview" } ?? false
        var result = Result()
        var named = Set<String>()
        for (place, reading) in readings.enumerated() {
            if !hasPreview, reading.seekName == "--preview-window", place < commandLineStart { continue }
            var isLast = true
            if reading.accumulates, let family = reading.family {
                if let clearing = lastClearing[family], clearing > place { continue }
            } else if let family = reading.family, let winner = last[family], winner != place {
                guard reading.seekName != nil, reading.seekName == readings[winner].seekName else { continue }
                isLast = false
            }
            result.arguments += reading.words
            if isLast, let note = reading.note, named.insert(note).inserted { result.ignored.append(note) }
        }
        return result
    }

    private mutating func read(_ words: [String], into readings: inout [Reading]) throws {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" {
                // Files follow, whatever they look like.
                readings.append(Reading(words: Array(words[index...])))
                return
            }
            guard word.count > 1, word.hasPrefix("-") || word.hasPrefix("+") else {
                readings.append(Reading(words: [word]))
                index += 1
                continue
            }
            var written = word
            var attached: String?
            if word.hasPrefix("--"), let equals = word.dropFirst(3).firstIndex(of: "=") {
                written = String(word[..<equals])
                attached = String(word[word.index(after: equals)...])
            }
            var option = FzfOption.named(written)
            if option == nil, !word.hasPrefix("--"), word.hasPrefix("-"), FzfOption.gluedValueNames.contains(String(word.prefix(2))) {
                written = String(word.prefix(2))
                attached = String(word.dropFirst(2))
                option = FzfOption.named(written)
            }
            guard let option else {
                index += try readSeeksOwn(word, written: written, attached: attached, next: words[safe: index + 1], into: &readings)
                continue
            }
            var value = attached
            var moreFolders: [String] = []
            let next = words[safe: index + 1]
            switch option.value {
            case .none:
                if let attached { throw OptionSpellingError("unexpected value for \(written): \(attached)") }
            case .required:
                if value == nil {
                    guard let next else { throw OptionSpellingError("\(written) needs a value") }
                    value = next
                    index += 1
                }
            case .optional:
                if value == nil, let next, !next.hasPrefix("-"), !next.hasPrefix("+"), !Self.exists(next) {
                    value = next
                    index += 1
                }
            case .optionalNumber:
                if value == nil, let next, next.first?.isASCII == true, next.first?.isNumber == true, !Self.exists(next) {
                    value = next
                    index += 1
                }
                // fzf reads -s's glued text as nothing (`-s2` sorts), and --multi's as a number.
                if written == "-s" { value = nil }
            case .folders:
                // The first word is taken whatever it is, so that a root that cannot be walked is
                // named (fzf says only that no folder was given); more follow while they are folders.
                var folders = attached.map { [$0] } ?? []
                if folders.isEmpty, let next {
                    folders.append(next)
                    index += 1
                }
                while let folder = words[safe: index + 1], Self.isFolder(folder) {
                    folders.append(folder)
                    index += 1
                }
                guard let first = folders.first else { throw OptionSpellingError("\(written) needs a folder") }
                value = first
                moreFolders = Array(folders.dropFirst())
            }
            index += 1
            var use = try option.use(written: written, value: value, moreFolders: moreFolders)
            if use.reading == .seek("--bind"), let bindings = use.value {
                // A key bound to an fzf action seek does not have is left out and named; the
                // rest of the bindings stay.
                let supported = BindingParser.supportedPart(of: bindings)
                if !supported.leftOut.isEmpty {
                    use = FzfOption.Use(reading: supported.kept.isEmpty ? .ignored : use.reading, value: supported.kept,
                                        note: "\(written) \(supported.leftOut.joined(separator: ","))")
                }
            }
            var reading = Reading(words: [], family: option.family, note: use.note, accumulates: option.accumulates)
            if case .seek(let name, let fixed) = use.reading {
                reading.seekName = name
                switch fixed ?? use.value {
                case nil: reading.words = [name]
                // Two words keep an empty value a value; `=` keeps one that starts with a dash.
                case ""?: reading.words = [name, ""]
                case let given?: reading.words = [name + "=" + given]
                }
            }
            readings.append(reading)
        }
    }

    /// Reads a word that is not an fzf option (seek's own, or one nobody knows), and returns how
    /// many words it took.
    private mutating func readSeeksOwn(_ word: String, written: String, attached: String?, next: String?,
                                       into readings: inout [Reading]) throws -> Int {
        if !word.hasPrefix("--"), word.hasPrefix("-"), word.count > 2 {
            // fzf takes no bundles of short options, nor does seek.
            throw OptionSpellingError("unknown option '\(word)'")
        }
        guard word.hasPrefix("--") else {
            // `+x` that fzf does not know, `-5`: a file name or seek's parser's error.
            readings.append(Reading(words: [word]))
            return 1
        }
        if attached == "", try kinds().valueOptions.contains(written) {
            // `--title=` is the option with an empty value, not one taking the next word.
            readings.append(Reading(words: [written, ""]))
            return 1
        }
        if attached == nil, let next, next.hasPrefix("+"), try kinds().valueOptions.contains(written) {
            // `--title +m`: the word is the value, not fzf's option.
            readings.append(Reading(words: [word, next]))
            return 2
        }
        readings.append(Reading(words: [word]))
        return 1
    }

    private mutating func kinds() throws -> RepeatedOptions.Kinds {
        if let seekKinds { return seekKinds }
        let kinds = try describe()
        seekKinds = kinds
        return kinds
    }

    /// Whether `path` names a file or a folder: seek takes a file to read, which fzf does not, so
    /// an optional value (`--border`, `-m`) is never a file that is there (`seek --border notes`).
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Whether `path` names a folder, as fzf's `--walker-root` takes folders while they come.
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
