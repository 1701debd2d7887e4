import Glibc
import SeekCatalog
import SeekProviders
import SeekCommands
import Testing

/// fzf's `{f}` placeholders (the values written to a temporary file) and the commands fzf still
/// runs when nothing matches, with empty values. Expected lines are fzf 0.74.5's for the same input.
@Suite struct FzfFilePlaceholderTests {
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    @Test func theFFlagWritesTheValuesToAFileThatGoesWithTheExpansion() throws {
        let marked = [CommandTemplateTests.item("foo bar", 0), CommandTemplateTests.item("bar foo", 1)]
        let context = CommandContext(query: "", current: marked[0], marked: marked, fileSeparator: 0)
        let template = CommandTemplate("cat {+f} {+f2} {+nf} {f}")
        var paths: [String] = []
        do {
            let (line, files) = try #require(try template.expansion(for: context, shell: .standard))
            paths = files.paths
            #expect(String(decoding: line, as: UTF8.self) == "cat " + paths.joined(separator: " "))
            #expect(paths.map { Self.contents(of: $0) }
                    == [Array("foo bar\0bar foo\0".utf8), Array("bar\0foo\0".utf8), Array("0\u{0}1\0".utf8), Array("foo bar\0".utf8)])
        }
        #expect(paths.count == 4)
        #expect(paths.allSatisfy { Self.contents(of: $0) == nil }, "the files are removed with the expansion")
    }

    @Test func aCommandLineWithAFileRemovesItAfterTheCommand() throws {
        let context = CommandContext(query: "", current: CommandTemplateTests.item("a b", 0))
        let line = try #require(CommandTemplateTests.line("cat {f}", context))
        let path = try #require(line.split(separator: "\n").dropFirst().first.map { String($0.dropFirst(4)) })
        #expect(Self.contents(of: path) == Array("a b\n".utf8))
        #expect(line.hasSuffix("rm -f -- \(path)\nexit $seek_status"))
        #expect(system(line) == 0)
        #expect(Self.contents(of: path) == nil)
    }

    @Test func withNoMatchACommandRunsWithEmptyValuesWhenItNamesTheQueryMatchesOrMarks() {
        let none = CommandContext(query: "123", current: nil)
        #expect(CommandTemplateTests.line("echo {{2}/{s2}/{+2}/{+s2}/{q}/{n}/{+n}}", none) == "echo {''/''/''/''/'123'/''/''}")
        #expect(CommandTemplateTests.line("echo [{}/{*}/{*n}]", none) == "echo [''//]")
        #expect(CommandTemplateTests.line("echo {}", none) == nil, "a command naming only the current item does not run")
        #expect(CommandTemplateTests.line("echo {+}", none) == nil, "nor one naming marks when none is marked")
        let marked = CommandContext(query: "", current: nil, marked: [CommandTemplateTests.item("1", 0), CommandTemplateTests.item("10", 9)])
        #expect(CommandTemplateTests.line("echo [{}/{+}/{+n}]", marked) == "echo [''/'1' '10'/0 9]")
    }
}
