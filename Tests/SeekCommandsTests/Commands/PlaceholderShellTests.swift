import Foundation
import SeekCatalog
import SeekProviders
@testable import SeekCommands
import SeekRuntime
import SeekTestSupport
import Testing

/// Hostile values in every quoting a placeholder can stand in, run through the real shells seek
/// writes for (`/bin/sh` is dash here, then bash, zsh and fish): the command must print the value
/// byte for byte, and nothing in the value may run.
@Suite struct PlaceholderShellTests {
    static let shells = ["/bin/sh", "/usr/bin/bash", "/usr/bin/zsh", "/usr/bin/fish"]

    let folder = ScratchFolder(named: "seek-placeholders")
    /// The file a value that ran as code would create.
    var pwned: String { folder.path(of: "PWNED") }

    /// Values that try every way out of a quote; `P` stands for the path of ``pwned``. None ends
    /// in a newline (`$(…)` would drop it) or in blanks (fields are trimmed), none holds a tab
    /// (the field tests' delimiter).
    static let hostileValues: [[UInt8]] = [
        "it's", "a\"b", "$(touch P)", "`touch P`", "x$(touch P)y", "'$(touch P)'", "\"$(touch P)\"",
        "'\"$(touch P)\"'", "\\'$(touch P)\\'", "a\\b", "\\", "a\\", "\\\\'", "one\ntouch P", "!", "!!", "$HOME",
        "${HOME}", "*", "~", "~root", "-rf", "", "'", "''", "'''", ";touch P;", "$'a\\'b'", ")$(touch P)(",
        "(touch P)", "{} {q} {1} {@title}", "\u{1B}[2J", "a\rb", "=ls", "a\\\nb", "%s %d", "$fish_pid",
    ].map { Array($0.utf8) } + [
        [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x74, 0x78, 0x74],  // caf\xe9.txt: not UTF-8
        [0xFF, 0x27, 0xFE, 0x24, 0x28],  // invalid bytes around ' and $(
    ]

    /// How a context's template prints a value (`{PH}` marks the placeholder), and what it should print.
    struct Context: CustomTestStringConvertible, Sendable {
        var name: String
        var template: String
        var prefix = ""
        var suffix = ""
        var testDescription: String { name }
    }

    static let contexts: [Context] = [
        Context(name: "unquoted", template: "printf %s {PH}"),
        Context(name: "single quotes", template: "printf %s '{PH}'"),
        Context(name: "inside single quotes", template: "printf %s 'a{PH}b'", prefix: "a", suffix: "b"),
        Context(name: "double quotes", template: "printf %s \"{PH}\""),
        Context(name: "inside double quotes", template: "printf %s \"a{PH}b\"", prefix: "a", suffix: "b"),
        Context(name: "substitution in double quotes", template: "printf %s \"$(printf %s {PH})\""),
        Context(name: "single quotes in a substitution", template: "printf %s \"$(printf %s 'x{PH}y')\"", prefix: "x", suffix: "y"),
        Context(name: "after a comment", template: "# it's {PH}\nprintf %s '{PH}'"),
    ]

    /// The shell `path` as seek would pick it, with a home of the test's own (fish writes there),
    /// in the C locale or a UTF-8 one (where the shells read multibyte characters).
    func shell(_ path: String, locale: String) -> (CommandShell, [String: String]) {
        let environment = ["SHELL": path, "PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_CONFIG_HOME": folder.path,
                           "ZDOTDIR": folder.path, "LC_ALL": locale]
        return (CommandShell(environment: environment), environment)
    }

    /// `value` with `P` replaced by the path of ``pwned``.
    func aimed(_ value: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for byte in value {
            if byte == UInt8(ascii: "P") { result += Array(pwned.utf8) } else { result.append(byte) }
        }
        return result
    }

    /// Runs `template` with `context` through the shell at `path` and returns what it printed.
    func output(of template: String, _ context: CommandContext, shell path: String, locale: String = "C") throws -> [UInt8] {
        let (shell, environment) = self.shell(path, locale: locale)
        let line = try #require(try CommandTemplate(template).expanded(for: context, shell: shell))
        let child = try ChildProcess.startInBackground(line, shell: shell, environment: environment, capturesErrors: false)
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = block.withUnsafeMutableBytes { read(child.outputDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            bytes += block[0..<count]
        }
        close(child.outputDescriptor)
        child.waitForExit()
        return bytes
    }

    static func item(_ bytes: [UInt8], fields: [String: String] = [:]) -> CommandItem {
        CommandItem(bytes: bytes, index: 0) { fields[$0] }
    }

    @Test(arguments: shells, contexts)
    func theCurrentItemArrivesByteForByteAndRunsNothing(shell: String, context: Context) throws {
        for value in Self.hostileValues.map(aimed) {
            let printed = try output(of: context.template.replacing("{PH}", with: "{}"),
                                     CommandContext(query: "", current: Self.item(value)), shell: shell)
            #expect(printed == Array(context.prefix.utf8) + value + Array(context.suffix.utf8),
                    "\(String(decoding: value, as: UTF8.self).debugDescription) in \(context.name)")
        }
        #expect(!FileManager.default.fileExists(atPath: pwned), "nothing in a value ran")
    }

    /// In a UTF-8 locale, where the shells decode multibyte characters.
    @Test(arguments: shells, contexts)
    func aFieldArrivesByteForByteAndRunsNothing(shell: String, context: Context) throws {
        let splitter = FieldSplitter(delimiter: "\t")
        for value in Self.hostileValues.map(aimed) {
            let item = Self.item(Array("first\t".utf8) + value + Array("\tlast".utf8))
            let printed = try output(of: context.template.replacing("{PH}", with: "{2}"),
                                     CommandContext(query: "", current: item, splitter: splitter), shell: shell, locale: "C.UTF-8")
            #expect(printed == Array(context.prefix.utf8) + value + Array(context.suffix.utf8),
                    "\(String(decoding: value, as: UTF8.self).debugDescription) in \(context.name)")
        }
        #expect(!FileManager.default.fileExists(atPath: pwned), "nothing in a field ran")
    }

    @Test(arguments: shells, contexts)
    func theQueryAndARecordFieldArriveByteForByteAndRunNothing(shell: String, context: Context) throws {
        // A query and a record's field are text: the values that are UTF-8.
        for value in Self.hostileValues.map(aimed) {
            guard let text = String(validating: value, as: UTF8.self) else { continue }
            let query = CommandContext(query: text, current: nil)
            #expect(try output(of: context.template.replacing("{PH}", with: "{q}"), query, shell: shell)
                    == Array(context.prefix.utf8) + value + Array(context.suffix.utf8), "\(text.debugDescription) as the query")
            let record = CommandContext(query: "", current: Self.item(Array("row".utf8), fields: ["title": text]))
            #expect(try output(of: context.template.replacing("{PH}", with: "{@title}"), record, shell: shell)
                    == Array(context.prefix.utf8) + value + Array(context.suffix.utf8), "\(text.debugDescription) as a record field")
        }
        #expect(!FileManager.default.fileExists(atPath: pwned), "nothing in the query or a field ran")
    }

    @Test(arguments: shells)
    func everyMarkedItemIsOneWordInEveryQuoting(shell: String) throws {
        let values = Self.hostileValues.map(aimed)
        let context = CommandContext(query: "", current: nil, marked: values.map { Self.item($0) })
        let expected = values.flatMap { $0 + Array("|".utf8) }
        for template in ["printf '%s|' {+}", "printf '%s|' '{+}'", "printf '%s|' \"{+}\""] {
            #expect(try output(of: template, context, shell: shell) == expected, "\(template)")
        }
        #expect(!FileManager.default.fileExists(atPath: pwned), "nothing in a marked item ran")
    }

    @Test(arguments: ["/usr/bin/bash", "/usr/bin/zsh"])
    func aValueInsideDollarSingleQuotesIsLiteral(shell: String) throws {
        for value in Self.hostileValues.map(aimed) {
            let printed = try output(of: "printf %s $'a\\t{}b'", CommandContext(query: "", current: Self.item(value)), shell: shell)
            #expect(printed == Array("a\t".utf8) + value + Array("b".utf8), "\(String(decoding: value, as: UTF8.self).debugDescription)")
        }
        #expect(!FileManager.default.fileExists(atPath: pwned))
    }

    @Test func zshWithRcQuotesStillReadsEachValueAsOneLiteralWord() throws {
        // RC_QUOTES makes '' inside single quotes a quote: a template quote meeting the value's
        // would let the value out.
        folder.file(".zshenv", "setopt rc_quotes\n")
        for template in ["printf %s '{}'", "printf %s {}", "printf %s 'a{}b'"] {
            for value in Self.hostileValues.map(aimed) {
                let printed = try output(of: template, CommandContext(query: "", current: Self.item(value)), shell: "/usr/bin/zsh")
                let expected = template.contains("a{}b") ? Array("a".utf8) + value + Array("b".utf8) : value
                #expect(printed == expected, "\(String(decoding: value, as: UTF8.self).debugDescription) in \(template)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: pwned))
    }
}
