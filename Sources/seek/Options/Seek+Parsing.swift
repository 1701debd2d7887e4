import ArgumentParser

/// Reading the command line: fzf's spellings read into seek's before swift-argument-parser reads
/// it (``ArgumentNormalizer``), and each option given to it once (``RepeatedOptions``).
extension Seek {
    /// The command `arguments` ask for, parsed in time linear in their number.
    ///
    /// - Throws: the parser's error, for the first bad option or value (including a value that
    ///   a later one of the same option overrides, as the parser alone would have).
    static func parsedCommand(_ arguments: [String]) throws -> any ParsableCommand {
        var ignored: [String] = []
        return try parsedCommand([arguments], ignored: &ignored)
    }

    /// The command the words of `sources` ask for (the defaults, then the command line), with
    /// the fzf options seek does not implement left out and listed in `ignored`.
    static func parsedCommand(_ sources: [[String]], ignored: inout [String]) throws -> any ParsableCommand {
        var normalizer = ArgumentNormalizer { try RepeatedOptions.kinds(toolInfo: _dumpHelp()) }
        let normalized: ArgumentNormalizer.Result
        do {
            normalized = try normalizer.normalized(sources)
        } catch let error as OptionSpellingError {
            throw ValidationError(error.description)
        }
        ignored = normalized.ignored
        let arguments = normalized.arguments
        guard RepeatedOptions.hasRepeatedOption(arguments) else { return try parseAsRoot(arguments) }
        let kinds = try normalizer.seekKinds ?? RepeatedOptions.kinds(toolInfo: _dumpHelp())
        let reduction = RepeatedOptions.reduce(arguments, kinds: kinds, extracting: kinds.repeatable.intersection(collectedOptions))
        let command = try parseAsRoot(reduction.arguments)
        for (name, values) in reduction.overridden {
            // An option that takes this text takes any (seek's options hold text, a number or
            // one of a list of words): its earlier values cannot fail.
            if (try? parseAsRoot(RepeatedOptions.words(name, "\u{7F}not a number or a choice\u{7F}") + reduction.arguments)) != nil {
                continue
            }
            for group in reduction.checkingGroups(of: name, values: values) {
                do {
                    _ = try parseAsRoot(group)
                } catch where exitCode(for: error) != .success {
                    throw error
                } catch {
                    // --help or --version: the command itself says so.
                }
            }
        }
        guard var seek = command as? Seek else { return command }
        for (name, values) in reduction.repeatableValues { seek.setValues(values, of: name) }
        return seek
    }

    /// The repeatable options whose values ``RepeatedOptions`` collects and
    /// ``setValues(_:of:)`` sets.
    static let collectedOptions: Set<String> = ["--bind", "--color", "--expect", "--preview-window"]

    /// Sets the values of repeatable option `name` (one of ``collectedOptions``).
    mutating func setValues(_ values: [String], of name: String) {
        switch name {
        case "--bind": commands.bind = values
        case "--color": display.color = values
        case "--expect": commands.expect = values
        case "--preview-window": commands.previewWindow = values
        default: preconditionFailure("\(name) is not collected")
        }
    }
}
