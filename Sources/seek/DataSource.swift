import Catalog
import Matching

/// Where the items come from, decided in fzf's order: a named file, then piped standard input,
/// then a bundled sample.
enum DataSource {
    case sample(BundledSample)
    case file(String)
    case standardInput

    /// Picks the source for the command line's input options.
    static func choose(for input: InputOptions) throws(LoadError) -> DataSource {
        if let name = input.sample {
            if input.file != nil { throw LoadError("give either FILE or --sample, not both") }
            guard let sample = BundledSample.named(name) else {
                let names = BundledSample.all.map(\.name).joined(separator: ", ")
                throw LoadError("no sample named '\(name)' (samples: \(names))")
            }
            return .sample(sample)
        }
        if let file = input.file { return .file(file) }
        if StandardStreams.inputWasClosed {
            throw LoadError("standard input is closed: pipe items in or give a FILE")
        }
        if !StandardStreams.inputIsTerminal { return .standardInput }
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

    /// Whether the input is plain lines that can be shown while they are still being read.
    func streamsLines(with input: InputOptions) -> Bool {
        guard input.roleChoices.isEmpty else { return false }
        switch self {
        case .sample: return false
        case .standardInput: return input.format == nil || input.format == "lines"
        case .file(let path):
            if let format = input.format { return format == "lines" }
            return InputFormat(extensionOf: path) == nil
        }
    }

    /// Reads the whole input.
    func load(with input: InputOptions) throws(LoadError) -> DataSet {
        let format = try input.format.map { name throws(LoadError) in try InputFormat(named: name) }
        if input.read0 {
            guard format == nil || format == .lines, input.roleChoices.isEmpty else {
                throw LoadError("--read0 reads plain items; it does not combine with --format or field options")
            }
            let reader = LineReader(separator: 0)
            switch self {
            case .sample: throw LoadError("--read0 does not apply to a sample")
            case .file(let path): return DataSet(name: path, items: try reader.read(path: path))
            case .standardInput: return DataSet(name: name, items: try reader.read(descriptor: 0, name: "standard input"))
            }
        }
        let loader = DataSetLoader(format: format, roles: input.roleChoices)
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
