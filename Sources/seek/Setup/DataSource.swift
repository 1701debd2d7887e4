import Glibc
import SeekCatalog
import SeekMatching
import SeekProviders

/// Where the items come from, decided in fzf's order: a named file, then piped standard input,
/// then `SEEK_DEFAULT_COMMAND`'s output, then the files below the current folder. A bundled
/// sample only when asked for (`--sample`).
enum DataSource {
    case sample(BundledSample)
    case file(String)
    case standardInput
    /// The files below a folder, listed as the walk finds them.
    case walk(FileWalker)
    /// The lines a shell command prints (`SEEK_DEFAULT_COMMAND`).
    case command(DefaultCommand)
    /// An input already open (after its header lines were taken), with the name it goes by.
    case descriptor(Int32, name: String)

    /// Picks the source for the command line's input options; a FILE of `-` is standard input.
    /// `variablePrefix` is `SEEK`, or `FZF` when seek runs as fzf (see ``DefaultOptions``): it names
    /// the default command's variable.
    /// Under fzf's profile (`fzfPaths`) the walker prints paths as fzf does: from the root as
    /// given, folders ending in `/`.
    static func choose(for input: InputOptions, environment: [String: String], variablePrefix: String = "SEEK",
                       fzfPaths: Bool = false) throws(LoadError) -> DataSource {
        if let name = input.sample {
            if input.file != nil { throw LoadError("give either FILE or --sample, not both") }
            guard let sample = BundledSample.named(name) else {
                let names = BundledSample.all.map(\.name).joined(separator: ", ")
                throw LoadError("no sample named '\(name)' (samples: \(names))")
            }
            return .sample(sample)
        }
        if let file = input.file, file != "-" { return .file(file) }
        if StandardStreams.inputWasClosed {
            throw LoadError("standard input is closed: pipe items in or give a FILE")
        }
        if !StandardStreams.inputIsTerminal || input.file == "-" { return .standardInput }
        let commandVariable = variablePrefix + "_DEFAULT_COMMAND"
        // As in fzf, a default command wins over the walker's options: fzf's shell scripts pass
        // `--walker` and set the command from FZF_CTRL_T_COMMAND, which must then be run.
        if let command = environment[commandVariable], !command.isEmpty {
            return .command(DefaultCommand(command, from: commandVariable))
        }
        var options = FileWalker.Options()
        if let walker = input.walker {
            do throws(LoadError) {
                options = try FileWalker.Options(walker: walker)
            } catch {
                // The library names the word that was wrong; the option it came in is seek's to say.
                throw LoadError("--walker: \(error.description)")
            }
        }
        if let skipped = input.walkerSkip { options.skippedNames = Set(FieldRoleChoices.fieldNames(inList: skipped)) }
        options.namesRoot = fzfPaths
        options.marksFolders = fzfPaths
        let walker = FileWalker(root: input.walkerRoot ?? ".", options: options)
        do throws(LoadError) {
            try walker.checkRoot()
        } catch {
            throw input.walkerRoot == nil ? error : LoadError("--walker-root: \(error.description)")
        }
        return .walk(walker)
    }

    /// The name shown in the title line.
    var name: String {
        switch self {
        case .sample(let sample): sample.name
        case .file(let path): path
        case .standardInput: "stdin"
        case .walk(let walker): walker.root == "." ? "files" : "files in \(walker.root)"
        case .command(let command): command.text
        case .descriptor(let descriptor, let name): descriptor == 0 ? "stdin" : name
        }
    }

    /// Whether the input can be shown while it is still read: a file or a pipe is, in any
    /// format (a JSON document appears once it is complete); a bundled sample is loaded at once.
    var canStream: Bool {
        if case .sample = self { return false }
        return true
    }

    /// Whether the input will be read as records (and so has fields to show in a detail pane),
    /// known before any of it is read.
    func readsRecords(with input: InputOptions) throws(LoadError) -> Bool {
        switch self {
        case .sample: return true
        case .file(let path): return !(try loader(with: input).readsLines(name: path))
        case .standardInput, .command: return !(try loader(with: input).readsLines(name: "standard input"))
        case .descriptor(_, let name): return !(try loader(with: input).readsLines(name: name))
        case .walk: return false
        }
    }

    /// Starts reading the input in the background; the screen can open at once.
    func stream(with input: InputOptions, lineFields: LineFields = LineFields(),
                queryOptions: QueryOptions = QueryOptions()) throws(LoadError) -> DataSetSearch {
        try Self.checkRead0(input)
        try checkTail(input)
        let loader = try loader(with: input)
        let separator: UInt8 = input.read0 ? 0 : 0x0A
        switch self {
        case .sample:
            return DataSetSearch(dataSet: try load(with: input), lineFields: lineFields, queryOptions: queryOptions)
        case .file(let path):
            let descriptor = try Self.openForReading(path)
            return DataSetSearch(reading: descriptor, name: path, format: loader.format, roles: loader.roles, separator: separator, lineFields: lineFields, queryOptions: queryOptions, tail: input.tail)
        case .standardInput:
            return DataSetSearch(reading: 0, name: "standard input", format: loader.format, roles: loader.roles, separator: separator, lineFields: lineFields, queryOptions: queryOptions, tail: input.tail)
        case .walk(let walker):
            try loader.requireNoRoles(name: "the list of files")
            return DataSetSearch(reading: try walker.start(), name: name, format: .lines, separator: FileWalker.separator,
                                 reloadSeparator: separator, lineFields: lineFields, queryOptions: queryOptions, tail: input.tail)
        case .command(let command):
            return DataSetSearch(reading: try command.start(), name: "standard input", format: loader.format,
                                 roles: loader.roles, separator: separator, lineFields: lineFields, queryOptions: queryOptions,
                                 tail: input.tail)
        case .descriptor(let descriptor, let name):
            return DataSetSearch(reading: descriptor, name: name, format: loader.format, roles: loader.roles, separator: separator, lineFields: lineFields, queryOptions: queryOptions, tail: input.tail)
        }
    }

    /// `--tail` keeps plain lines; an input known to be records before it is read is refused here,
    /// in seek's words, rather than by the reader once it starts (whose error cannot name the
    /// option). A bundled sample is checked when it is loaded.
    private func checkTail(_ input: InputOptions) throws(LoadError) {
        guard input.tail != nil, try readsRecords(with: input) else { return }
        let name: String
        switch self {
        case .sample: return
        case .file(let path): name = path
        case .standardInput, .command: name = "standard input"
        case .descriptor(_, let descriptorName): name = descriptorName
        case .walk: return
        }
        throw LoadError("--tail keeps the last lines of plain input; \(name) is read as records")
    }

    /// Takes the first `count` items of the input as header lines (`--header-lines`): they are
    /// read now, one byte at a time so that nothing after them is consumed, and the rest of the
    /// input is what is searched.
    func takingHeaderLines(_ count: Int, with input: InputOptions) throws(LoadError) -> (source: DataSource, header: [String]) {
        let descriptor: Int32
        let descriptorName: String
        switch self {
        case .file(let path):
            descriptor = try Self.openForReading(path)
            descriptorName = path
        case .standardInput:
            descriptor = 0
            descriptorName = "standard input"
        case .command(let command):
            descriptor = try command.start()
            descriptorName = command.text
        case .descriptor(let open, let name):
            descriptor = open
            descriptorName = name
        case .sample, .walk:
            throw LoadError("--header-lines applies to a file, piped input or SEEK_DEFAULT_COMMAND")
        }
        let separator: UInt8 = input.read0 ? 0 : 0x0A
        var header: [String] = []
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while header.count < count {
            let got = read(descriptor, &byte, 1)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            if byte == separator {
                if line.last == 0x0D { line.removeLast() }
                header.append(String(decoding: line, as: UTF8.self))
                line.removeAll()
            } else {
                line.append(byte)
            }
        }
        if !line.isEmpty { header.append(String(decoding: line, as: UTF8.self)) }
        return (.descriptor(descriptor, name: descriptorName), header)
    }

    /// The command whose output is the input, when it is one; seek ends it on the way out.
    var defaultCommand: DefaultCommand? {
        if case .command(let command) = self { return command }
        return nil
    }

    /// Opens a file to stream it; the descriptor stays open for the rest of the run, as the
    /// reader needs it until the end and the process ends soon after.
    private static func openForReading(_ path: String) throws(LoadError) -> Int32 {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw LoadError("cannot open \(path): \(String(cString: strerror(errno)).lowercased())")
        }
        // A directory opens fine and fails only on the first read: say so before the screen is up.
        var status = stat()
        if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw LoadError("cannot read \(path): is a directory")
        }
        return descriptor
    }

    private func loader(with input: InputOptions) throws(LoadError) -> DataSetLoader {
        let format = try input.format.map { name throws(LoadError) in try InputFormat(named: name) }
        return DataSetLoader(format: format, roles: input.roleChoices)
    }

    /// `--read0` splits plain items at NUL bytes; it has no meaning for records.
    private static func checkRead0(_ input: InputOptions) throws(LoadError) {
        guard input.read0 else { return }
        let format = try input.format.map { name throws(LoadError) in try InputFormat(named: name) }
        guard format == nil || format == .lines, input.roleChoices.isEmpty else {
            throw LoadError("--read0 reads plain items; it does not combine with --format or field options")
        }
    }

    /// Whether `--filter` can match this input block by block while it is read (``readLines(with:blocks:)``):
    /// plain lines from a file, standard input or a command, searched as they are, all kept
    /// (no `--tail`) and printed as lines (no `--print FIELD`, which checks the input is records).
    func readsLinesInChunks(with input: InputOptions, lineFields: LineFields, output: OutputOptions) throws(LoadError) -> Bool {
        switch self {
        case .sample, .walk: return false
        case .file, .standardInput, .command, .descriptor: break
        }
        return try !readsRecords(with: input) && !lineFields.changesSearchedText && input.tail == nil && output.print == nil
    }

    /// Reads the input as plain lines (split at NUL bytes with `--read0`), handing each block of
    /// them to `deliver` as soon as it is read, for `--filter` to match while the rest arrives.
    func readLines(with input: InputOptions, blocks deliver: (LineBlock) -> Void) throws(LoadError) {
        try Self.checkRead0(input)
        let reader = LineReader(separator: input.read0 ? 0 : 0x0A)
        switch self {
        case .sample, .walk:
            preconditionFailure("only a file, standard input or a command is read in blocks")
        case .file(let path):
            try reader.read(path: path, blocks: deliver)
        case .standardInput:
            try reader.read(descriptor: 0, name: "standard input", blocks: deliver)
        case .command(let command):
            try reader.read(descriptor: try command.start(), name: command.text, blocks: deliver)
        case .descriptor(let descriptor, let name):
            try reader.read(descriptor: descriptor, name: name, blocks: deliver)
        }
    }

    /// Reads the whole input, keeping only its last `--tail` lines when that is given.
    func load(with input: InputOptions) throws(LoadError) -> DataSet {
        var dataSet = try loadEveryItem(with: input)
        if let tail = input.tail {
            guard dataSet.records.isEmpty && dataSet.roles == nil else {
                throw LoadError("--tail keeps the last lines of plain input; \(dataSet.name) is read as records")
            }
            dataSet.keepLastLines(tail)
        }
        return dataSet
    }

    private func loadEveryItem(with input: InputOptions) throws(LoadError) -> DataSet {
        try Self.checkRead0(input)
        if input.read0 {
            let reader = LineReader(separator: 0)
            switch self {
            case .sample: throw LoadError("--read0 applies to a file, piped input or SEEK_DEFAULT_COMMAND")
            // The walk's paths are whole names however the input is split, as when it streams.
            case .walk(let walker): return DataSet(name: name, items: walker.items())
            case .file(let path): return DataSet(name: path, items: try reader.read(path: path))
            case .standardInput: return DataSet(name: name, items: try reader.read(descriptor: 0, name: "standard input"))
            case .command(let command): return DataSet(name: name, items: try reader.read(descriptor: try command.start(), name: command.text))
            case .descriptor(let descriptor, let name): return DataSet(name: name, items: try reader.read(descriptor: descriptor, name: name))
            }
        }
        let loader = try loader(with: input)
        switch self {
        case .sample(let sample):
            return try sample.load(overriding: input.roleChoices)
        case .file(let path):
            return try loader.load(path: path)
        case .standardInput:
            var dataSet = try loader.load(descriptor: 0, name: "standard input")
            dataSet.name = name
            return dataSet
        case .walk(let walker):
            try loader.requireNoRoles(name: "the list of files")
            return DataSet(name: name, items: walker.items())
        case .command(let command):
            return try loader.load(descriptor: try command.start(), name: command.text)
        case .descriptor(let descriptor, let name):
            return try loader.load(descriptor: descriptor, name: name)
        }
    }
}
