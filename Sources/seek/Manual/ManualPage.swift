import SeekCatalog

/// seek's manual page, written from the same definitions as `--help`.
///
/// The options come from the argument parser's description of the command (the JSON that
/// `--experimental-dump-help` prints, which is also what the parser's own manual generator reads),
/// so an option added to the code appears in `man seek` without a second copy to keep in step. The
/// description is the help's opening paragraphs (what a person does first), and the prose sections
/// (query syntax, keys, placeholders, PostgreSQL, exit status, environment, examples) are the
/// headed parts of the help's discussion.
struct ManualPage {
    /// The command's name, as the page's title and synopsis give it.
    var commandName: String
    /// The one-line summary that follows the name.
    var abstract: String
    /// The paragraphs before the discussion's first heading.
    var description: [String]
    /// The options, in the order and groups `--help` shows them.
    var options: [(section: String, entries: [Entry])]
    /// The discussion's headed sections, each kept as the lines `--help` prints.
    var sections: [(heading: String, lines: [String])]
    /// The version printed in the page's footer.
    var version: String

    /// One option, flag or argument.
    struct Entry: Equatable {
        /// How it is written: `-d, --delimiter`, or the argument's name for a positional one.
        var names: [String]
        /// The value it takes, when it takes one.
        var valueName: String?
        /// What it does.
        var abstract: String
    }

    /// Reads the command's description, as `ParsableCommand._dumpHelp()` gives it.
    init(toolInfo json: String, version: String) throws(LoadError) {
        guard case .object(let root) = try FieldValue(json: Array(json.utf8)),
              case .object(let command)? = root["command"] else {
            throw LoadError("the command's description has no \"command\" object")
        }
        commandName = command["commandName"]?.textValue ?? "seek"
        abstract = command["abstract"]?.textValue ?? ""
        self.version = version
        (description, sections) = Self.split(discussion: command["discussion"]?.textValue ?? "")
        options = []
        guard case .list(let arguments)? = command["arguments"] else { return }
        for case .object(let argument) in arguments {
            guard argument["shouldDisplay"] != .bool(false), let entry = Self.entry(for: argument) else { continue }
            let section = argument["sectionTitle"]?.textValue ?? "Options"
            if let last = options.indices.last, options[last].section == section {
                options[last].entries.append(entry)
            } else {
                options.append((section, [entry]))
            }
        }
    }

    /// The page in roff's `man` macros.
    var roff: String {
        var page = ".TH \(commandName.uppercased()) 1 \"\" \"\(Roff.escaped("\(commandName) \(version)"))\" \"User Commands\"\n"
        page += ".SH NAME\n\(Roff.escaped(commandName)) \\- \(Roff.escaped(abstract))\n"
        page += ".SH SYNOPSIS\n\(Roff.bold(commandName)) [\(Roff.italic("options"))] [\(Roff.italic("file"))]\n"
        page += ".SH DESCRIPTION\n"
        page += description.map { Roff.escaped($0) + "\n" }.joined(separator: ".PP\n")
        page += ".SH OPTIONS\n"
        for (section, entries) in options {
            page += ".SS \(Roff.escaped(section))\n"
            for entry in entries {
                var term = entry.names.map { $0.hasPrefix("-") ? Roff.bold($0) : Roff.italic($0) }.joined(separator: ", ")
                if let value = entry.valueName { term += " " + Roff.italic(value) }
                page += ".TP\n\(term)\n\(Roff.escaped(entry.abstract))\n"
            }
        }
        for (heading, lines) in sections {
            page += ".SH \(Roff.escaped(heading))\n.nf\n"
            page += lines.map { Roff.escaped($0) + "\n" }.joined()
            page += ".fi\n"
        }
        return page
    }

    private static func entry(for argument: Record) -> Entry? {
        let valueName = argument["valueName"]?.textValue
        switch argument["kind"]?.textValue {
        case "positional":
            return Entry(names: [valueName ?? "argument"], valueName: nil, abstract: argument["abstract"]?.textValue ?? "")
        case "option", "flag":
            guard case .list(let names)? = argument["names"] else { return nil }
            var written: [String] = []
            for case .object(let name) in names {
                guard let text = name["name"]?.textValue else { continue }
                switch name["kind"]?.textValue {
                case "short": written.append("-" + text)
                case "longWithSingleDash": written.append("-" + text)
                default: written.append("--" + text)
                }
            }
            // Short names first, as --help lists them.
            written = written.filter { !$0.hasPrefix("--") } + written.filter { $0.hasPrefix("--") }
            let takesValue = argument["kind"]?.textValue == "option"
            return Entry(names: written, valueName: takesValue ? valueName : nil, abstract: argument["abstract"]?.textValue ?? "")
        default:
            return nil
        }
    }

    /// The discussion's text before its first heading, as paragraphs, and its headed sections.
    ///
    /// A heading is an unindented line without lowercase letters outside parentheses
    /// (`QUERY SYNTAX (as fzf's)`); its section runs to the next heading, less the two spaces of
    /// indentation `--help` adds.
    static func split(discussion: String) -> (paragraphs: [String], sections: [(heading: String, lines: [String])]) {
        var paragraphs: [String] = []
        var sections: [(heading: String, lines: [String])] = []
        var paragraph: [String] = []
        for line in discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if isHeading(line) {
                sections.append((line, []))
            } else if let last = sections.indices.last {
                sections[last].lines.append(line.hasPrefix("  ") ? String(line.dropFirst(2)) : line)
            } else if line.isEmpty {
                if !paragraph.isEmpty { paragraphs.append(paragraph.joined(separator: " ")) }
                paragraph = []
            } else {
                paragraph.append(line)
            }
        }
        if !paragraph.isEmpty { paragraphs.append(paragraph.joined(separator: " ")) }
        for index in sections.indices {
            while sections[index].lines.last?.isEmpty == true { sections[index].lines.removeLast() }
        }
        return (paragraphs, sections)
    }

    private static func isHeading(_ line: String) -> Bool {
        guard let first = line.first, first.isUppercase else { return false }
        let outsideParentheses = line.split(separator: "(").first ?? ""
        return !outsideParentheses.contains { $0.isLowercase }
    }
}

extension FieldValue {
    /// The text of a JSON string (the command's description, as ManualPage and RepeatedOptions read it).
    var textValue: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}
