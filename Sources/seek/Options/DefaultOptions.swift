import SeekCatalog

/// The options read before the command line's, as fzf reads its defaults: the words of a file
/// and then of a variable, so that the command line wins where an option takes one value and
/// adds to repeatable ones such as `--bind`.
///
/// Under seek's name they are `SEEK_DEFAULT_OPTS_FILE` and `SEEK_DEFAULT_OPTS`; run as `fzf`
/// (a link of that name), fzf's own `FZF_DEFAULT_OPTS_FILE` and `FZF_DEFAULT_OPTS`, so that an fzf
/// user's settings follow the name they type and a seek user's fzf settings do not leak in.
struct DefaultOptions {
    /// The variables' prefix, `SEEK` or `FZF`.
    var prefix: String

    /// The defaults of the command run as `invocation` (its `argv[0]`).
    init(invocation: String) {
        let name = invocation.split(separator: "/").last.map(String.init) ?? invocation
        prefix = name == "fzf" ? "FZF" : "SEEK"
    }

    /// The largest options file read: a hand-written file of options is a few hundred bytes,
    /// fzf's own defaults a line; a megabyte is a thousand times that, and still reads and
    /// parses in a fraction of a second. Past it, or for something that is not a regular file
    /// (`/dev/zero`, a FIFO), seek stops with one line instead of reading without end or waiting
    /// for a writer.
    static let fileByteLimit = 1 << 20

    /// The words of the file, then those of the variable: two sources, since a value is never
    /// taken across the end of one (as in fzf).
    func sources(in environment: [String: String]) throws(LoadError) -> [[String]] {
        var sources: [[String]] = []
        let fileVariable = "\(prefix)_DEFAULT_OPTS_FILE"
        if let path = environment[fileVariable], !path.isEmpty {
            let bytes: [UInt8]
            do throws(LoadError) {
                bytes = try FileBytes.read(regularFileAt: path, byteLimit: Self.fileByteLimit)
            } catch {
                throw LoadError("\(fileVariable): \(error.description)")
            }
            do throws(LoadError) {
                sources.append(try ShellWords.split(String(decoding: bytes, as: UTF8.self)))
            } catch {
                throw LoadError("\(fileVariable): \(error.description)")
            }
        }
        let variable = "\(prefix)_DEFAULT_OPTS"
        do throws(LoadError) {
            sources.append(try ShellWords.split(environment[variable] ?? ""))
        } catch {
            throw LoadError("\(variable): \(error.description)")
        }
        return sources
    }
}
