import Foundation
import SeekTestSupport
import Testing
@testable import seek

/// Options given many times (`RepeatedOptions`): parsed in time linear in their number, with
/// the meaning and the errors the argument parser alone gives them.
@Suite(.waitsOnPrograms) struct RepeatedOptionsTests {
    let seek = ProcessRunner.seekExecutable

    /// The parsed command for `arguments`, as `seek` reads them.
    func parsed(_ arguments: [String]) throws -> Seek {
        try #require(try Seek.parsedCommand(arguments) as? Seek)
    }

    func kinds() throws -> RepeatedOptions.Kinds {
        try RepeatedOptions.kinds(toolInfo: Seek._dumpHelp())
    }

    @Test func parsingIsLinearInTheNumberOfRepeatedOptions() {
        // Quadratic parsing grows 100 times from 2,000 to 20,000 options; linear, 10 times.
        let repeated: [(String, (Int) -> String)] = [
            ("--cycle", { _ in "--cycle" }), ("--bind", { _ in "--bind=ctrl-a:down" }), ("--query", { "--query=q\($0)" }),
        ]
        for (name, word) in repeated {
            let arguments = (0..<20_000).map(word)
            let ratio = GrowthRatio.of(small: 2_000, large: 20_000) { count in
                _ = try? Seek.parsedCommand(Array(arguments.prefix(count)))
            }
            #expect(ratio < 30, "\(name): \(ratio)")
        }
    }

    @Test func theLastValueOfAnOptionWinsAsBefore() throws {
        let command = try parsed(["--query", "a", "--cycle", "--query=b", "-q", "c", "--query", "d", "--cycle"])
        #expect(command.search.query == "d")
        #expect(command.display.cycle)
        #expect(try parsed(["-q", "a", "--query", "b", "-q", "c"]).search.query == "c", "a short spelling after a long one")
    }

    @Test func everyBindAndColorIsKeptInTheOrderGiven() throws {
        let command = try parsed(["--bind", "a:up", "--color=dark", "--bind=b:down", "--cycle", "--bind", "a:up", "--color", "16", "--cycle"])
        #expect(command.commands.bind == ["a:up", "b:down", "a:up"])
        #expect(command.display.color == ["dark", "16"])
    }

    @Test func everyRepeatableOptionOfTheCommandIsCollected() throws {
        #expect(try kinds().repeatable == Seek.collectedOptions)
    }

    @Test func aValueThatLooksLikeAnOptionStaysTheValueOfItsOption() throws {
        // --nth takes the next word whatever it is: "--cycle" here is its value, not a flag to drop.
        let reduction = RepeatedOptions.reduce(["--nth", "--cycle", "--cycle", "--nth", "2"], kinds: try kinds(), extracting: [])
        #expect(reduction.arguments == ["--cycle", "--nth", "2"])
        #expect(reduction.overridden.map(\.name) == ["--nth"] && reduction.overridden.first?.values == ["--cycle"])
        // After "--" every word is an argument, kept as it is.
        let terminated = RepeatedOptions.reduce(["--cycle", "--", "--cycle", "--cycle"], kinds: try kinds(), extracting: [])
        #expect(terminated.arguments == ["--cycle", "--", "--cycle", "--cycle"])
        // An option without its value stays for the parser's own error.
        let missing = RepeatedOptions.reduce(["--tail", "--cycle", "--tail", "5"], kinds: try kinds(), extracting: [])
        #expect(missing.arguments == ["--tail", "--cycle", "--tail", "5"])
    }

    @Test func aBadValueThatALaterOneOverridesIsStillAnError() throws {
        let result = try ProcessRunner.run(seek, arguments: ["--tail", "abc", "--tail", "5", "--filter", "a"], input: Data("a\n".utf8))
        #expect(result.status == 2)
        #expect(result.standardError.contains("'abc'"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        // Many overridden values, the bad one among them, are checked in groups.
        let many = (0..<1_000).flatMap { ["--tail", $0 == 700 ? "x7" : "\($0 + 1)"] }
        let checked = try ProcessRunner.run(seek, arguments: many + ["--filter", "a"], input: Data("a\n".utf8))
        #expect(checked.status == 2)
        #expect(checked.standardError.contains("'x7'"))
    }

    @Test func onlyTheValueThatWinsIsValidated() throws {
        // --tail 0 is refused by the command's check of the final value, which is 5 here.
        let result = try ProcessRunner.run(seek, arguments: ["--tail", "0", "--tail", "5", "--filter", "a"], input: Data("a\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "a\n")
    }

    @Test func tenThousandRepeatedOptionsFromTheCommandLineFinishAtOnce() throws {
        let arguments = Array(repeating: "--cycle", count: 10_000) + Array(repeating: "--bind=ctrl-a:down", count: 10_000)
        let start = ContinuousClock.now
        let result = try ProcessRunner.run(seek, arguments: arguments + ["--filter", "a"], input: Data("a\nb\n".utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput == "a\n")
        // Before, 10,000 --cycle alone took 13 s (a release build).
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
