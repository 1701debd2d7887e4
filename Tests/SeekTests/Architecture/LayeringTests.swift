import Foundation
import SeekTestSupport
import Testing

/// ARCHITECTURE.md's module map is the rule the sources follow: every module imports only modules
/// on rows above its own, every module under Sources/ has a row, and what the page says a module
/// imports is what it imports. Reading the page itself keeps the page and the code from drifting.
@Suite struct LayeringTests {
    let root = PackageFolder.root(fromTestFile: #filePath)

    /// The layer table's rows, in order: the module and the Seek modules the page says it imports.
    func layerTable() throws -> [(module: String, imports: Set<String>)] {
        let page = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var rows: [(module: String, imports: Set<String>)] = []
        for line in page.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            // A row: | layer number | `Module` | what it holds | its imports |
            guard cells.count >= 5, Int(cells[1]) != nil, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { continue }
            let module = String(cells[2].dropFirst().dropLast())
            let imports = Set(cells[4].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Seek") })
            rows.append((module, imports))
        }
        return rows
    }

    /// The Seek modules each file of a module's folder imports.
    func imports(ofModule module: String) throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources").appendingPathComponent(module)
        var found: Set<String> = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let importWord = words.firstIndex(of: "import"), importWord + 1 < words.count,
                      words[..<importWord].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                let name = String(words[importWord + 1])
                if name.hasPrefix("Seek"), name != module { found.insert(name) }
            }
        }
        return found
    }

    /// The library and command modules under Sources/ (folders holding Swift, except test support).
    func swiftModules() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        return try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            (name.hasPrefix("Seek") || name == "seek") && name != "SeekTestSupport"
        }
    }

    @Test func everyModuleImportsOnlyModulesAboveItsRow() throws {
        let table = try layerTable()
        #expect(table.count >= 10, "the page's layer table was read (\(table.count) rows)")
        let row = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($1.module, $0) })
        for (index, entry) in table.enumerated() {
            for imported in try imports(ofModule: entry.module) {
                let importedRow = try #require(row[imported], "\(entry.module) imports \(imported), which the page does not list")
                #expect(importedRow < index, "\(entry.module) (row \(index + 1)) imports \(imported) (row \(importedRow + 1)), a layer below it")
            }
        }
    }

    @Test func everyModuleUnderSourcesHasARowAndItsImportsAreThoseThePageNames() throws {
        let table = try layerTable()
        let listed = Set(table.map(\.module))
        for module in try swiftModules() {
            #expect(listed.contains(module), "ARCHITECTURE.md's layer table has no row for \(module)")
        }
        for entry in table where entry.module != "seek" {
            #expect(try imports(ofModule: entry.module) == entry.imports, "ARCHITECTURE.md's imports for \(entry.module)")
        }
    }

    @Test func seekUIReachesNoCommandFeaturesThroughItsImports() throws {
        let table = try layerTable()
        var reached: Set<String> = []
        var waiting = ["SeekUI"]
        while let module = waiting.popLast() {
            for imported in try imports(ofModule: module) where reached.insert(imported).inserted {
                waiting.append(imported)
            }
        }
        #expect(table.contains { $0.module == "SeekCommands" })
        #expect(!reached.contains("SeekCommands"), "SeekUI reaches SeekCommands through \(reached.sorted())")
    }
}
