import Foundation
import SeekTestSupport
import Testing

/// `seek --filter` given fzf's spellings prints what fzf 0.74 prints (each expected value is
/// fzf's output for the same words and input): the cases of fzf's own `test_filter.rb` seek once
/// failed.
@Suite(.waitsOnPrograms) struct FzfFilterCommandTests {
    let seek = ProcessRunner.seekExecutable

    func filter(_ arguments: [String], _ input: String) throws -> ProcessRunner.Result {
        try ProcessRunner.run(seek, arguments: arguments, input: Data(input.utf8))
    }

    let hundred = (1...100).map(String.init).joined(separator: "\n") + "\n"

    @Test func plusXReadsTheQueryAsOneTermSoItsSpaceMustMatch() throws {
        #expect(try filter(["-f", "1 00$"], hundred).standardOutput == "100\n")
        let plain = try filter(["-f", "1 00$", "+x"], hundred)
        #expect(plain.status == 1 && plain.standardOutput.isEmpty, "\(plain.standardError)")
        #expect(plain.standardError.isEmpty, "+x is implemented, not named as left out")
        #expect(try filter(["-x", "+x", "-x", "-f", "1 00$"], hundred).standardOutput == "100\n", "the last of -x and +x wins")
    }

    @Test func withNthTakesATemplateOfFields() throws {
        let shown = try filter(["-f^he he.he.", "-x", "-n", "2..", "--with-nth", "{2} {1}. {1}."], "hello world \nbyebye\n")
        #expect(shown.standardOutput == "hello world \n", "\(shown.standardError)")
        let accepted = try filter(["-d:", "-f", "", "--accept-nth", "{3}-{1..2}"], "a:b:c\n")
        #expect(accepted.standardOutput == "c-a:b\n", "\(accepted.standardError)")
    }
}
