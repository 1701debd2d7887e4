import SeekCatalog
import SeekProviders
import SeekCommands
import Testing
import Glibc

/// Placeholders in preview and action commands, and that item text can never run a command.
@Suite struct CommandTemplateTests {
    static func item(_ text: String, _ index: Int = 0, fields: [String: String] = [:]) -> CommandItem {
        CommandItem(text: text, index: index) { fields[$0] }
    }

    /// `template`'s command line for `context`, written for `/bin/sh`, as text.
    static func line(_ template: String, _ context: CommandContext) -> String? {
        (try? CommandTemplate(template).expanded(for: context, shell: .standard)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `template`'s command line for `context`, written for `dialect`, or the error that refused it.
    static func result(_ template: String, _ context: CommandContext, _ dialect: CommandShell.Dialect = .posix) -> Result<String?, CommandError> {
        let shell = CommandShell(environment: ["SHELL": dialect == .fish ? "/usr/bin/fish" : "/bin/sh"])
        return Result { () throws(CommandError) in
            try CommandTemplate(template).expanded(for: context, shell: shell).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    @Test func placeholdersBecomeQuotedWords() {
        let context = CommandContext(query: "main swift", current: Self.item("src/a b.swift", 4))
        #expect(Self.line("head -50 {}", context) == "head -50 'src/a b.swift'")
        #expect(Self.line("rg {q}", context) == "rg 'main swift'")
        #expect(Self.line("echo {n}", context) == "echo 4")
        #expect(Self.line("echo {unknown thing} {}", context) == "echo {unknown thing} 'src/a b.swift'")
    }

    /// fzf 0.74 runs `echo {{} {{1} a{}} }{} {{q}} "{{}" {{{}}}` on the item `x` as
    /// `{x {x ax} }x {} {x {{x}}`: a brace before a placeholder stays a literal brace.
    @Test func aPlaceholderAfterALiteralBraceIsSubstitutedAsFzfDoes() {
        let context = CommandContext(query: "", current: Self.item("x"))
        #expect(Self.line(#"echo {{} {{1} a{}} }{} {{q}} "{{}" {{{}}}"#, context)
                == #"echo {'x' {'x' a'x'} }'x' {''} "{"'x'"" {{'x'}}"#, "the shell prints what fzf's command printed")
    }

    @Test func shellAwkAndJqBracesPassThroughUntouchedForLinesAndRecords() {
        let template = #"echo ${HOME} {a,b}; echo {} | awk '{print}' | jq -c '{title}' | jq '{a: .b}' "{title}" {name}"#
        let line = CommandContext(query: "", current: Self.item("x"))
        let record = CommandContext(query: "", current: Self.item("x", fields: ["title": "T", "name": "N", "a": "A", "print": "P"]))
        let expected = #"echo ${HOME} {a,b}; echo 'x' | awk '{print}' | jq -c '{title}' | jq '{a: .b}' "{title}" {name}"#
        for dialect in [CommandShell.Dialect.posix, .fish] {
            #expect(Self.result(template, line, dialect) == .success(expected))
            #expect(Self.result(template, record, dialect) == .success(expected))
        }
        #expect(Self.line("echo ${1} ${@title} ${x:-{}}", line) == "echo ${1} ${@title} ${x:-{}}", "nothing inside ${…} is a placeholder")
        #expect(Self.line(#"echo \{} '\{q}' "\{@title}""#, record) == #"echo {} '{q}' "{@title}""#, "a backslash makes a placeholder literal")
    }

    @Test func aValueInsideTheTemplatesQuotesClosesThemAndOpensThemAgain() {
        let context = CommandContext(query: "", current: Self.item("it's"))
        #expect(Self.line("echo '<{}>'", context) == #"echo '<'""'it'\''s'""'>'"#)
        #expect(Self.line(#"echo "<{}>""#, context) == #"echo "<"'it'\''s'">""#)
        #expect(Self.line(#"echo "$(cat {})""#, context) == #"echo "$(cat 'it'\''s')""#)
        #expect(Self.line("echo $'<{}>'", context) == #"echo $'<'""'it'\''s'""$'>'"#)
        #expect(Self.result("echo '<{}>'", context, .fish) == .success(#"echo '<''it\'s''>'"#))
        #expect(Self.result("echo (cat {}) \"(x)$(cat {})\"", context, .fish) == .success(#"echo (cat 'it\'s') "(x)$(cat 'it\'s')""#))
        #expect(Self.line("echo hi # it's {}", context) == "echo hi # it's {}", "a comment keeps the placeholder as written")
    }

    @Test(arguments: [
        "echo `cat {}`", "cat <<EOF\n{}\nEOF", "echo $(( {} + 1 ))", "(( x = {} ))", "echo ${x:-'a'} {}",
        "echo $'\\'' {}", "echo $(case {} in a) echo;; esac) {}", "echo `echo 'x'` {}",
        "echo $(#x\n{})", "echo $[ {} ]", "echo a \\\n# it's\n{}", "echo \\;#it's\n{}\n'",
    ])
    func aPlaceholderWhoseQuotingCannotBeFollowedRefusesToRun(template: String) {
        let context = CommandContext(query: "", current: Self.item("x"))
        guard case .failure(let error) = Self.result(template, context) else {
            Issue.record("\(template) ran")
            return
        }
        #expect(error.description.contains("not run"))
        #expect(CommandTemplate(template).problem(for: .standard)?.contains("cannot tell how {} is quoted") == true)
    }

    @Test func indexesAreDigitsEvenWhereQuotingIsUnsure() {
        let context = CommandContext(query: "", current: Self.item("x", 4))
        #expect(Self.line("echo $(( {n} + 1 ))", context) == "echo $(( 4 + 1 ))")
        #expect(CommandTemplate("echo $(( {n} + 1 ))").problem(for: .standard) == nil)
    }

    @Test func aValueHoldingNulIsRefusedInsteadOfCut() {
        let context = CommandContext(query: "", current: CommandItem(bytes: [0x61, 0x00, 0x62], index: 0))
        guard case .failure(let error) = Self.result("rm -- {}", context) else {
            Issue.record("a value with NUL ran")
            return
        }
        #expect(error.description.contains("NUL"))
    }

    @Test func bytesThatAreNotUtf8ReachTheCommandUnchanged() throws {
        let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x74, 0x78, 0x74]
        let context = CommandContext(query: "", current: CommandItem(bytes: latin1 + [0x20, 0xFF] + latin1, index: 0))
        let shell = CommandShell.standard
        #expect(try CommandTemplate("cat -- {}").expanded(for: context, shell: shell)
                == Array("cat -- '".utf8) + latin1 + [0x20, 0xFF] + latin1 + [0x27])
        #expect(try CommandTemplate("cat -- {2}").expanded(for: context, shell: shell) == Array("cat -- '".utf8) + [0xFF] + latin1 + [0x27])
        #expect(try CommandTemplate("cat -- {-1}").expanded(for: context, shell: shell) == Array("cat -- '".utf8) + [0xFF] + latin1 + [0x27])
    }

    @Test func fieldPlaceholdersSplitAtBlanksOrTheDelimiter() {
        let blanks = CommandContext(query: "", current: Self.item("  1a2b3c  Fix the parser  "))
        #expect(Self.line("git show {1}", blanks) == "git show '1a2b3c'")
        #expect(Self.line("{2..}", blanks) == "'Fix the parser'")
        #expect(Self.line("{-1}", blanks) == "'parser'")
        #expect(Self.line("{..2}", blanks) == "'1a2b3c  Fix'")
        #expect(Self.line("{9}", blanks) == "''")
        let colons = CommandContext(query: "", current: Self.item("src/main.swift:12:let x"), splitter: FieldSplitter(delimiter: ":"))
        #expect(Self.line("bat --highlight-line {2} {1}", colons) == "bat --highlight-line '12' 'src/main.swift'")
        #expect(Self.line("{3..}", colons) == "'let x'")
    }

    @Test func markedPlaceholdersNameEveryMarkedItemOrTheCurrentOne() {
        let marked = CommandContext(query: "", current: Self.item("c", 2), marked: [Self.item("a", 0), Self.item("b b", 1)])
        #expect(Self.line("rm {+}", marked) == "rm 'a' 'b b'")
        #expect(Self.line("echo {+n}", marked) == "echo 0 1")
        let none = CommandContext(query: "", current: Self.item("c", 2))
        #expect(Self.line("rm {+}", none) == "rm 'c'")
    }

    @Test func recordFieldsByName() {
        let context = CommandContext(query: "", current: Self.item("Pad Thai", fields: ["cuisine": "Thai"]))
        #expect(Self.line("echo {@cuisine}", context) == "echo 'Thai'")
        #expect(Self.line("echo {@missing}", context) == "echo ''")
    }

    @Test func aCommandNamingAnItemDoesNotRunWithoutOne() {
        let empty = CommandContext(query: "q", current: nil)
        #expect(Self.line("head {}", empty) == nil)
        #expect(Self.line("rg {q}", empty) == "rg 'q'")
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
        let commandLine = try #require(try template.expanded(for: CommandContext(query: text, current: Self.item(text)), shell: .standard))
        #expect(system(String(decoding: commandLine, as: UTF8.self)) == 0)
        #expect(access("\(folder)/PWNED", F_OK) != 0, "nothing in the item ran")
        #expect(try String(contentsOfPath: output) == text, "the item arrived as one argument, unchanged")
    }
}
