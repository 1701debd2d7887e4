import SeekCatalog
import SeekRuntime
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Placeholders in preview and action commands, and that item text can never run a command.
@Suite struct CommandTemplateTests {
    static func item(_ text: String, _ index: Int = 0, fields: [String: String] = [:]) -> CommandContext.Item {
        CommandContext.Item(text: text, index: index) { fields[$0] }
    }

    @Test func placeholdersBecomeQuotedWords() {
        let context = CommandContext(query: "main swift", current: Self.item("src/a b.swift", 4))
        #expect(CommandTemplate("head -50 {}").expanded(for: context) == "head -50 'src/a b.swift'")
        #expect(CommandTemplate("rg {q}").expanded(for: context) == "rg 'main swift'")
        #expect(CommandTemplate("echo {n}").expanded(for: context) == "echo 4")
        #expect(CommandTemplate("echo {unknown thing} {}").expanded(for: context) == "echo {unknown thing} 'src/a b.swift'")
    }

    @Test func fieldPlaceholdersSplitAtBlanksOrTheDelimiter() {
        let blanks = CommandContext(query: "", current: Self.item("  1a2b3c  Fix the parser  "))
        #expect(CommandTemplate("git show {1}").expanded(for: blanks) == "git show '1a2b3c'")
        #expect(CommandTemplate("{2..}").expanded(for: blanks) == "'Fix the parser'")
        #expect(CommandTemplate("{-1}").expanded(for: blanks) == "'parser'")
        #expect(CommandTemplate("{..2}").expanded(for: blanks) == "'1a2b3c  Fix'")
        #expect(CommandTemplate("{9}").expanded(for: blanks) == "''")
        let colons = CommandContext(query: "", current: Self.item("src/main.swift:12:let x"), splitter: FieldSplitter(delimiter: ":"))
        #expect(CommandTemplate("bat --highlight-line {2} {1}").expanded(for: colons) == "bat --highlight-line '12' 'src/main.swift'")
        #expect(CommandTemplate("{3..}").expanded(for: colons) == "'let x'")
    }

    @Test func markedPlaceholdersNameEveryMarkedItemOrTheCurrentOne() {
        let marked = CommandContext(query: "", current: Self.item("c", 2), marked: [Self.item("a", 0), Self.item("b b", 1)])
        #expect(CommandTemplate("rm {+}").expanded(for: marked) == "rm 'a' 'b b'")
        #expect(CommandTemplate("echo {+n}").expanded(for: marked) == "echo 0 1")
        let none = CommandContext(query: "", current: Self.item("c", 2))
        #expect(CommandTemplate("rm {+}").expanded(for: none) == "rm 'c'")
    }

    @Test func recordFieldsByName() {
        let context = CommandContext(query: "", current: Self.item("Pad Thai", fields: ["cuisine": "Thai"]))
        #expect(CommandTemplate("echo {cuisine}").expanded(for: context) == "echo 'Thai'")
        #expect(CommandTemplate("echo {missing}").expanded(for: context) == "echo ''")
    }

    @Test func aCommandNamingAnItemDoesNotRunWithoutOne() {
        let empty = CommandContext(query: "q", current: nil)
        #expect(CommandTemplate("head {}").expanded(for: empty) == nil)
        #expect(CommandTemplate("rg {q}").expanded(for: empty) == "rg 'q'")
        #expect(CommandTemplate("rg {q}").usesQuery)
        #expect(!CommandTemplate("head {}").usesQuery)
    }

    /// Item text with quotes, `$(…)`, backticks, semicolons and newlines reaches the command as
    /// one argument, byte for byte, and nothing in it runs.
    @Test(arguments: [
        "it's", "$(touch PWNED)", "`touch PWNED`", "a; touch PWNED", "a\ntouch PWNED", "'; touch PWNED; '",
        "\\'$(touch PWNED)\\'", "$HOME", "a\"b", "--help",
    ])
    func hostileItemTextRunsNothing(text: String) throws {
        let folder = "/tmp/seek-quoting-\(getpid())-\(abs(text.hashValue))"
        mkdir(folder, 0o700)
        defer { _ = system("rm -rf '\(folder)'") }
        let output = "\(folder)/out"
        let template = CommandTemplate("cd '\(folder)' && printf %s {} > out")
        let commandLine = try #require(template.expanded(for: CommandContext(query: text, current: Self.item(text))))
        #expect(system(commandLine) == 0)
        #expect(access("\(folder)/PWNED", F_OK) != 0, "nothing in the item ran")
        #expect(try String(contentsOfPath: output) == text, "the item arrived as one argument, unchanged")
    }
}
