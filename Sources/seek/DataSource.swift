#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Catalog
import Matching
import SeekRuntime

/// Where the items come from, decided in fzf's order: a named file, then piped standard input,
/// then a bundled sample.
enum DataSource {
    case sample(BundledSample)
    case file(String)
    case standardInput

    /// Picks the source for the command line's input options; a FILE of `-` is standard input.
    static func choose(for input: InputOptions) throws(LoadError) -> DataSource {
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
        return .sample(BundledSample.defaultSample)
    }

    /// The name shown in the title line.
    var name: String {
        switch self {
        case .sample(let sample): sample.name
        case .file(let path): path
        case .standardInput: "stdin"
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
        case .standardInput: return !(try loader(with: input).readsLines(name: "standard input"))
        }
    }

    /// Starts reading the input in the background; the screen can open at once.
    func stream(with input: InputOptions) throws(LoadError) -> DataSetSearch {
        try Self.checkRead0(input)
        let loader = try loader(with: input)
        let separator: UInt8 = input.read0 ? 0 : 0x0A
        switch self {
        case .sample:
            return DataSetSearch(dataSet: try load(with: input))
        case .file(let path):
            let descriptor = try Self.openForReading(path)
            return DataSetSearch(reading: descriptor, name: path, format: loader.format, roles: loader.roles, separator: separator)
        case .standardInput:
            return DataSetSearch(reading: 0, name: "standard input", format: loader.format, roles: loader.roles, separator: separator)
        }
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

    /// Reads the whole input.
    func load(with input: InputOptions) throws(LoadError) -> DataSet {
        try Self.checkRead0(input)
        if input.read0 {
            let reader = LineReader(separator: 0)
            switch self {
            case .sample: throw LoadError("--read0 does not apply to a sample")
            case .file(let path): return DataSet(name: path, items: try reader.read(path: path))
            case .standardInput: return DataSet(name: name, items: try reader.read(descriptor: 0, name: "standard input"))
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
        }
    }
}
