import Catalog
import Matching

/// Decides where the items come from, in fzf's order: a named file, then piped standard input,
/// then a bundled sample.
struct InputSelection {
    var file: String?
    var sample: String?

    func load() throws(LoadError) -> DataSet {
        if let sample {
            guard let bundled = BundledSample.named(sample) else {
                let names = BundledSample.all.map(\.name).joined(separator: ", ")
                throw LoadError("no sample named '\(sample)' (samples: \(names))")
            }
            return try bundled.load()
        }
        if let file {
            let items = try LineReader().read(path: file)
            return DataSet(name: file, items: items)
        }
        if !StandardStreams.inputIsTerminal {
            let items = try LineReader().read(descriptor: 0, name: "standard input")
            return DataSet(name: "stdin", items: items)
        }
        return try BundledSample.defaultSample.load()
    }
}
