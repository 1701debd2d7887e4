import Glibc

/// A file of lines that the programs read, with its line count: the `T` of the `M/T` that both
/// programs show once everything is read.
struct Corpus {
    var path: String
    var lineCount: Int

    /// How the tables name it: by its size.
    var name: String { "\(grouped(lineCount)) lines" }

    /// Counts the lines of `path` as both programs do: a last line without a newline counts too.
    init(path: String) throws(BenchmarkFailure) {
        guard let file = fopen(path, "r") else { throw BenchmarkFailure("cannot read \(path)") }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var count = 0
        var last: UInt8 = 0x0A
        while true {
            let length = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if length == 0 { break }
            for index in 0..<length where buffer[index] == 0x0A { count += 1 }
            last = buffer[length - 1]
        }
        if last != 0x0A { count += 1 }
        self.path = path
        self.lineCount = count
    }

    /// The first `lines` lines of `source`, written to a file of their own.
    static func head(of source: String, lines: Int) throws(BenchmarkFailure) -> Corpus {
        let path = "/tmp/seek-latency-\(lines).txt"
        guard let input = fopen(source, "r") else { throw BenchmarkFailure("cannot read \(source)") }
        defer { fclose(input) }
        guard let output = fopen(path, "w") else { throw BenchmarkFailure("cannot write \(path)") }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        var written = 0
        while written < lines && getline(&line, &capacity, input) > 0 {
            fputs(line, output)
            written += 1
        }
        free(line)
        fclose(output)
        return try Corpus(path: path)
    }
}
