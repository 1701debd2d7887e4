import Foundation
import SeekTestSupport
import Testing
@testable import SeekMatching

/// seek must find exactly the lines `fzf --filter` finds (the order may differ where scores tie
/// differently), on a real corpus: every path under /usr/share.
private let fzfPath = "/usr/bin/fzf"

@Suite(.waitsOnPrograms, .enabled(if: FileManager.default.isExecutableFile(atPath: fzfPath), "fzf is not installed"))
struct FzfParityTests {
    static let fzf = fzfPath

    static let corpus: [String] = {
        var paths: [String] = []
        let root = "/usr/share"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let relative = walker.nextObject() as? String {
            paths.append(root + "/" + relative)
            if paths.count >= 60000 { break }
        }
        return paths
    }()

    static let corpusData = Data(corpus.joined(separator: "\n").utf8 + [0x0A])

    static let queries = [
        "doc", "sharedoc", "'doc", "^/usr/share/d", "gz$", "^/usr/share/doc$", "!doc", "!^/usr/share/d",
        "!gz$", "!'doc", "doc | man", "doc !gz", "Doc", "DOC", "'", "^", "$", "!", "", "a\\ b", "| a",
        "a | | b", "pyth 'lib ^/usr", "'.py$", "^ab$ | gz$", "tanusit", "fő", "x | !y", "$$", "^$", "!$",
        "  icons   png ", "!^/usr/share/i !'z", "zoneinfo europe", "locale LC_MESS",
    ]

    func fzfLines(_ query: String) throws -> Set<String> {
        let data = try ProcessRunner.runRaw(URL(fileURLWithPath: Self.fzf), arguments: ["--filter", query], input: Self.corpusData)
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init))
    }

    @Test func seekFindsTheSameLinesAsFzfForEverySyntaxForm() throws {
        #expect(Self.corpus.count > 1000)
        let engine = MatchEngine(store: ItemStore(Self.corpus))
        for (generation, query) in Self.queries.enumerated() {
            let snapshot = try #require(engine.match(query, generation: generation))
            let seek = Set(snapshot.matches.map { Self.corpus[$0.index] })
            let expected = try fzfLines(query)
            #expect(seek == expected, "query \(query): seek \(seek.count), fzf \(expected.count)")
        }
    }
}
