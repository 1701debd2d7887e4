import Testing
@testable import SeekCatalog

@Suite struct InputFormatTests {
    @Test(arguments: [
        ("recipes.json", InputFormat.json),
        ("events.jsonl", .jsonl),
        ("events.NDJSON", .jsonl),
        ("/data/people.csv", .csv),
        ("people.tsv", .tsv),
        ("people.tab", .tsv),
        ("notes.txt", .lines),
        ("Makefile", .lines),
        (".csv", .lines),
        ("dir.csv/readme", .lines),
    ])
    func theExtensionChoosesTheFormatAndAnythingElseIsLines(path: String, format: InputFormat) {
        #expect(InputFormat.forPath(path) == format)
    }

    @Test func aFormatIsNamedIgnoringCaseAndNdjsonMeansJsonl() throws {
        #expect(try InputFormat(named: "CSV") == .csv)
        #expect(try InputFormat(named: "ndjson") == .jsonl)
        #expect(try InputFormat(named: "lines") == .lines)
    }

    @Test func anUnknownFormatNameListsTheValidOnes() {
        #expect(throws: LoadError("unknown format 'yaml' (formats: lines, json, jsonl, csv, tsv)")) {
            try InputFormat(named: "yaml")
        }
    }

    @Test(arguments: [
        ("\n  [{\"a\": 1}]", InputFormat.json),
        ("{\"a\": 1}\n{\"a\": 2}", .jsonl),
        ("name\tkind\nx\ty", .tsv),
        ("\u{FEFF}name,kind\nx,y", .csv),
        ("just some words\nmore", .lines),
        ("", .lines),
    ])
    func theContentGivesAGuessWhenTheNameSaysNothing(text: String, format: InputFormat) {
        #expect(InputFormat.guessed(from: Array(text.utf8)) == format)
    }
}
