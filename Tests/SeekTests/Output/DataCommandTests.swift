import Foundation
import SeekTestSupport
import Testing

/// Structured inputs and output options, through the built binary.
@Suite(.waitsOnPrograms) struct DataCommandTests {
    let seek = ProcessRunner.seekExecutable

    let scratch = ScratchFolder(named: "seek-data")

    func temporaryFile(_ text: String, extension fileExtension: String) -> String {
        scratch.file("input.\(fileExtension)", text)
    }

    static let people = """
        name,team,city,email
        Ada Lovelace,engines,London,ada@example.org
        Grace Hopper,compilers,Arlington,grace@example.org
        "Hopper, Edward",painting,Nyack,edward@example.org
        """

    @Test func printNamesTheFieldWrittenForEachMatch() throws {
        let file = temporaryFile(Self.people, extension: "csv")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "hopper", "--print", "email", file])
        #expect(result.status == 0)
        #expect(Set(result.standardOutput.split(separator: "\n")) == ["grace@example.org", "edward@example.org"])
    }

    @Test func jsonWritesEachMatchAsOneObjectInFieldOrder() throws {
        let file = temporaryFile(Self.people, extension: "csv")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "ada", "--json", file])
        #expect(result.status == 0)
        #expect(result.standardOutput == #"{"name":"Ada Lovelace","team":"engines","city":"London","email":"ada@example.org"}"# + "\n")
    }

    @Test func searchFieldsChooseWhatTheQueryMatches() throws {
        let file = temporaryFile(Self.people, extension: "csv")
        let byName = try ProcessRunner.run(seek, arguments: ["--filter", "nyack", file])
        #expect(byName.status == 1)
        let byCity = try ProcessRunner.run(seek, arguments: ["--filter", "nyack", "--search-fields", "name,city", "--print", "name", file])
        #expect(byCity.standardOutput == "Hopper, Edward\n")
    }

    @Test func aTemplateMakesTheRowText() throws {
        let file = temporaryFile(Self.people, extension: "csv")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "grace", "--display", "{name} ({team})", file])
        #expect(result.standardOutput == "Grace Hopper (compilers)\n")
    }

    @Test func pipedCSVIsReadAsRecordsWhenAFieldOptionNamesAField() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "london", "--search-fields", "city", "--print", "name"],
                                           input: Data(Self.people.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "Ada Lovelace\n")
    }

    @Test func aMissingFieldSaysWhichFieldsExist() throws {
        let file = temporaryFile(Self.people, extension: "csv")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "x", "--scope-field", "teem", file])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no field 'teem'"))
        #expect(result.standardError.contains("name, team, city, email"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test func malformedCSVNamesTheFileLineAndColumn() throws {
        let file = temporaryFile("a,b\n1,\"unclosed\n", extension: "csv")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "x", file])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("seek: \(file):2:3: "))
    }

    @Test func malformedJSONNamesTheFileLineAndColumn() throws {
        let file = temporaryFile("[\n  {\"a\": 1,}\n]", extension: "json")
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "x", file])
        #expect(result.status == 2)
        #expect(result.standardError == "seek: \(file):2:11: malformed JSON: expected a quoted key\n")
    }

    @Test func printQueryPutsTheQueryFirst() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--filter", "b", "--print-query"], input: Data("a\nb\n".utf8))
        #expect(result.standardOutput == "b\nb\n")
    }

    @Test func selectOneChoosesTheOnlyMatchWithoutATerminal() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--select-1", "--query", "banana"], input: Data("apple\nbanana\ncherry\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "banana\n")
    }

    @Test func exitZeroLeavesWithStatusOneWhenNothingMatches() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--exit-0", "--query", "zzz"], input: Data("apple\n".utf8))
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func nulSeparatedInputKeepsNewlinesInItems() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--read0", "--filter", "two"], input: Data("one\0two\nlines\0".utf8))
        #expect(result.standardOutput == "two\nlines\n")
    }

    @Test func theSampleOptionsOverrideTheSampleRolesOneByOne() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--sample", "colors", "--filter", "^rebecca", "--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(##"{"name":"rebeccapurple","hex":"#663399""##))
        let printed = try ProcessRunner.run(seek, arguments: ["--sample", "users", "--filter", "35", "--print", "name"])
        #expect(printed.standardOutput == "James\n")
    }

    @Test func anUnknownFormatListsTheKnownOnes() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--format", "yaml", "--filter", "x", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("formats: lines, json, jsonl, csv, tsv"))
    }
}
