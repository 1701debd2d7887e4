import Testing
@testable import seek

/// `ShellWords`, which splits `SEEK_DEFAULT_OPTS` and so the options the shell widgets pass in
/// it: words as a POSIX shell splits them, nothing expanded.
@Suite struct ShellWordsTests {
    @Test func singleQuotesKeepEverythingAndJoinTheirNeighbours() throws {
        #expect(try ShellWords.split(#"--preview 'bat -n --color=always {}' -m"#) == ["--preview", "bat -n --color=always {}", "-m"])
        #expect(try ShellWords.split(#"a'b c'"d e"f"#) == ["ab cd ef"])
        #expect(try ShellWords.split("''") == [""], "an empty quoted word is a word")
    }

    @Test func insideDoubleQuotesABackslashEscapesOnlyWhatAShellLetsIt() throws {
        #expect(try ShellWords.split(#""\" \\ \$HOME \` \n""#) == [#"" \ $HOME ` \n"#])
        #expect(try ShellWords.split("\"one\\\ntwo\"") == ["onetwo"], "a backslash and a newline join the lines")
    }

    @Test func outsideQuotesABackslashKeepsTheNextCharacterOrJoinsLines() throws {
        #expect(try ShellWords.split(#"a\ b \'c"#) == ["a b", "'c"])
        #expect(try ShellWords.split("--multi \\\n--cycle") == ["--multi", "--cycle"])
    }

    @Test func nothingIsExpandedOrRun() throws {
        #expect(try ShellWords.split("$(touch PWN) `id` $HOME *") == ["$(touch", "PWN)", "`id`", "$HOME", "*"])
    }

    @Test func aHashThatStartsAWordStartsAComment() throws {
        #expect(try ShellWords.split("# fzf's settings\n--multi # marks\n--prompt a#b '#' \\#x") == ["--multi", "--prompt", "a#b", "#", "#x"])
    }

    @Test func anUnclosedQuoteIsAnError() {
        #expect(throws: (any Error).self) { try ShellWords.split("--preview 'cat {}") }
        #expect(throws: (any Error).self) { try ShellWords.split("--preview \"cat {}") }
    }
}
