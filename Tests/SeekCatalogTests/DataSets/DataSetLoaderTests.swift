import Foundation
import SeekMatching
import SeekTestSupport
import Testing
@testable import SeekCatalog

@Suite struct DataSetLoaderTests {
    let csv = "name,kind,size\r\nApple,fruit,3\r\nLeek,vegetable,5\r\nPear,fruit,\r\n"

    func texts(_ store: ItemStore) -> [String] {
        (0..<store.count).map { store.text(at: $0) }
    }

    /// The test's files, removed after it.
    let scratch = ScratchFolder(named: "seek-loader")

    func temporaryFile(_ name: String, _ text: String) -> String {
        scratch.file(name, text)
    }

    @Test func aCSVFileLoadsWithItsRoles() throws {
        let loader = DataSetLoader(roles: FieldRoleChoices(display: "{name} ({kind})", scopeField: "kind", tokenFields: ["kind"]))
        let set = try loader.load(bytes: Array(csv.utf8), name: "food.csv")
        #expect(texts(set.items) == ["Apple (fruit)", "Leek (vegetable)", "Pear (fruit)"])
        #expect(set.fieldNames == ["name", "kind", "size"])
        #expect(set.scopeValues == ["fruit", "vegetable"])
        #expect(set.tokenValues == ["kind": ["fruit", "vegetable"]])
        #expect(set.detail(of: 2).map(\.name) == ["name", "kind", "size"])
        #expect(set.roles?.detailFields == ["name", "kind", "size"])
    }

    @Test func withoutChoicesTheDefaultRolesApply() throws {
        let set = try DataSetLoader().load(bytes: Array(csv.utf8), name: "food.csv")
        #expect(texts(set.items) == ["Apple", "Leek", "Pear"])
        #expect(set.roles?.display == DisplayTemplate("name"))
    }

    @Test func eachFormatLoadsFromItsExtension() throws {
        let json = try DataSetLoader().load(bytes: Array(#"[{"title": "A"}, {"title": "B"}]"#.utf8), name: "x.json")
        let jsonl = try DataSetLoader().load(bytes: Array("{\"title\": \"A\"}\n{\"title\": \"B\"}\n".utf8), name: "x.jsonl")
        let tsv = try DataSetLoader().load(bytes: Array("title\nA\nB\n".utf8), name: "x.tsv")
        let lines = try DataSetLoader().load(bytes: Array("A\r\nB".utf8), name: "x.txt")
        for set in [json, jsonl, tsv, lines] {
            #expect(texts(set.items) == ["A", "B"])
        }
        #expect(lines.roles == nil && lines.records.isEmpty)
        #expect(json.records.count == 2 && jsonl.records.count == 2 && tsv.records.count == 2)
    }

    @Test func anExplicitFormatOverridesTheExtension() throws {
        let set = try DataSetLoader(format: .csv).load(bytes: Array("a,b\n1,2\n".utf8), name: "data.txt")
        #expect(set.fieldNames == ["a", "b"])
        let lines = try DataSetLoader(format: .lines).load(bytes: Array("a,b\n1,2\n".utf8), name: "data.csv")
        #expect(texts(lines.items) == ["a,b", "1,2"])
    }

    @Test func rolesOnAnUnnamedInputGuessTheFormatFromTheContent() throws {
        let loader = DataSetLoader(roles: FieldRoleChoices(scopeField: "kind"))
        let set = try loader.load(bytes: Array(csv.utf8), name: "stdin")
        #expect(set.scopeValues == ["fruit", "vegetable"])
        #expect(try DataSetLoader().load(bytes: Array(csv.utf8), name: "stdin").roles == nil)
    }

    @Test func rolesOnPlainLinesAreAnError() {
        #expect(throws: LoadError(
            "notes.txt is read as plain lines, which have no fields; give its format (json, jsonl, csv or tsv) to use fields"
        )) {
            try DataSetLoader(format: .lines, roles: FieldRoleChoices(display: "name")).load(bytes: [], name: "notes.txt")
        }
    }

    @Test func aMissingFieldNamesTheFile() {
        #expect(throws: LoadError("no field 'knd' in food.csv (fields: name, kind, size); did you mean 'kind'?")) {
            try DataSetLoader(roles: FieldRoleChoices(scopeField: "knd")).load(bytes: Array(csv.utf8), name: "food.csv")
        }
    }

    @Test(arguments: ["x.json", "x.jsonl", "x.csv", "x.tsv", "x.txt"])
    func anEmptyInputIsAnEmptyDataSet(name: String) throws {
        let bytes: [UInt8] = name == "x.json" ? Array("[]".utf8) : []
        let set = try DataSetLoader().load(bytes: bytes, name: name)
        #expect(set.items.count == 0 && set.records.isEmpty)
    }

    @Test func objectsWithoutFieldsAreStillItems() throws {
        let set = try DataSetLoader().load(bytes: Array("[{}, {}]".utf8), name: "x.json")
        #expect(texts(set.items) == ["", ""])
    }

    @Test func aFileLoadsByPathInTheFormatItsExtensionNames() throws {
        let path = temporaryFile("food.csv", csv)
        let set = try DataSetLoader(roles: FieldRoleChoices(scopeField: "kind")).load(path: path)
        #expect(set.name == path)
        #expect(texts(set.items) == ["Apple", "Leek", "Pear"])
    }

    @Test func aPlainFileKeepsItsBytesExactly() throws {
        let path = temporaryFile("raw.txt", "a\tb\nc")
        #expect(texts(try DataSetLoader().load(path: path).items) == ["a\tb", "c"])
    }

    @Test func aMissingFileIsAOneLineError() {
        #expect(throws: LoadError("cannot open /nonexistent/seek.json: no such file or directory")) {
            try DataSetLoader().load(path: "/nonexistent/seek.json")
        }
    }

    @Test func aMalformedFileNamesItsLineAndColumn() {
        let path = temporaryFile("broken.csv", "a,b\n1,\"2\n")
        #expect(throws: LoadError("\(path):2:3: unclosed quote")) { try DataSetLoader().load(path: path) }
    }

    @Test func aPipeIsReadToItsEndInTheChosenFormat() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let text = "{\"name\": \"a\", \"kind\": \"x\"}\n{\"name\": \"b\", \"kind\": \"y\"}\n"
        _ = text.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
        close(ends[1])
        defer { close(ends[0]) }
        let set = try DataSetLoader(format: .jsonl, roles: FieldRoleChoices(scopeField: "kind")).load(descriptor: ends[0], name: "stdin")
        #expect(texts(set.items) == ["a", "b"])
        #expect(set.scopeValues == ["x", "y"])
    }
}
