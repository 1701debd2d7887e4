import Glibc

/// Builds the benchmark corpus: every file path on the machine (a directory walk of `/` that
/// skips the virtual file systems), repeated under a few prefixes until it passes the wanted
/// number of lines, cached as a file so later runs reuse it. Shared by seek-bench and
/// seek-latency, so that both measure the same corpus.
public struct CorpusBuilder {
    public var path = "/tmp/seek-bench-corpus.txt"
    public var minimumLines = 1_000_000
    public var prefixes = ["", "/backup", "/archive/2025", "/mnt/old", "/srv/mirror", "/home/shared", "/opt/snapshot"]

    public init() {}

    /// The corpus file, built first if it is missing.
    public func ensure() -> String {
        if access(path, R_OK) == 0 { return path }
        let pathsFile = path + ".paths"
        guard let paths = fopen(pathsFile, "w") else { fatalError("cannot write \(pathsFile)") }
        var count = 0
        walk("/", into: paths, count: &count)
        fclose(paths)
        guard let output = fopen(path + ".partial", "w") else { fatalError("cannot write \(path)") }
        var written = 0
        for prefix in prefixes where written < minimumLines {
            guard let input = fopen(pathsFile, "r") else { fatalError("cannot read \(pathsFile)") }
            var line: UnsafeMutablePointer<CChar>?
            var capacity = 0
            while getline(&line, &capacity, input) > 0 {
                fputs(prefix, output)
                fputs(line, output)
                written += 1
            }
            free(line)
            fclose(input)
        }
        fclose(output)
        unlink(pathsFile)
        rename(path + ".partial", path)
        return path
    }

    private func walk(_ directory: String, into file: UnsafeMutablePointer<FILE>, count: inout Int) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let full = directory == "/" ? "/" + name : directory + "/" + name
            if ["/proc", "/sys", "/dev", "/run", "/tmp"].contains(full) { continue }
            fputs(full + "\n", file)
            count += 1
            if entry.pointee.d_type == UInt8(DT_DIR) {
                walk(full, into: file, count: &count)
            }
        }
    }
}
