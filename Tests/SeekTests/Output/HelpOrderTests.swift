import Foundation
import SeekTestSupport
import Testing

/// `seek --help` and `man seek` open with what a person does first, and leave the PostgreSQL
/// details to a section of their own further down.
@Suite(.waitsOnPrograms) struct HelpOrderTests {
    let seek = ProcessRunner.seekExecutable

    /// The help's text between its one-line overview and its first headed section.
    func openingParagraphs(of help: String) throws -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let firstSection = try #require(lines.firstIndex { $0.hasPrefix("QUERY SYNTAX") })
        let overviewEnd = try #require(lines.firstIndex(of: ""))
        return lines[overviewEnd..<firstSection].joined(separator: " ")
    }

    @Test func helpOpensWithRunningInAFolderTypingEnterEscAPipeAFileAndASample() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--help"], environment: ["COLUMNS": "200"])
        #expect(result.status == 0)
        let opening = try openingParagraphs(of: result.standardOutput)
        #expect(opening.hasPrefix(" Run seek in a folder"), "the first words say what to do first: '\(opening.prefix(60))'")
        for step in ["type to filter", "Enter", "Esc", "| seek", "FILE", "--sample", "--filter"] {
            #expect(opening.contains(step), "the opening says \(step)")
        }
    }

    @Test func helpKeepsThePostgreSQLDetailsInTheirOwnSectionBelowTheKeys() throws {
        let help = try ProcessRunner.run(seek, arguments: ["--help"], environment: ["COLUMNS": "200"]).standardOutput
        let opening = try openingParagraphs(of: help)
        for detail in ["--debounce", "--count-limit", "--rank-timeout"] {
            #expect(!opening.contains(detail), "\(detail) is a detail for the PostgreSQL section")
        }
        let keys = try #require(help.range(of: "\nKEYS\n"))
        let postgres = try #require(help.range(of: "\nPOSTGRESQL\n"))
        #expect(keys.lowerBound < postgres.lowerBound)
        #expect(help[postgres.upperBound...].contains("--debounce"))
    }

    @Test func manualPageDescriptionOpensAsTheHelpDoesAndHasThePostgreSQLSection() throws {
        let manual = try ProcessRunner.run(seek, arguments: ["--man"]).standardOutput
        let description = try #require(manual.range(of: ".SH DESCRIPTION\n"))
        #expect(manual[description.upperBound...].hasPrefix("Run seek in a folder"))
        #expect(manual.contains(".SH POSTGRESQL\n"))
    }
}
