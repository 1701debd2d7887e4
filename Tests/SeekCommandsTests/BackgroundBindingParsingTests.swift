@testable import SeekCommands
import SeekScreen
import Testing

/// How `--bind` reads fzf's timer event and background actions: `every(N)`, `bg-transform…`,
/// `bg-cancel`, `wait`.
@Suite struct BackgroundBindingParsingTests {
    @Test func everyTakesSecondsWithAFractionAndRaisesTheShortestToTenMilliseconds() throws {
        var bindings = Bindings()
        try BindingParser.parse("every(0.2):up,every(2):down,every(0.001):first", into: &bindings)
        #expect(bindings.timers[200] == [.browser(.user(.moveSelection(-1)))])
        #expect(bindings.timers[2_000] == [.browser(.user(.moveSelection(1)))])
        #expect(bindings.timers[10] == [.browser(.user(.moveToFirst))])
    }

    @Test func everyWithoutAPositiveNumberIsAnErrorAsInFzf() {
        for spec in ["every(0)", "every(-1)", "every(abc)", "every()"] {
            var bindings = Bindings()
            #expect(throws: BindingError.self, "\(spec)") { try BindingParser.parse("\(spec):abort", into: &bindings) }
        }
    }

    @Test func aBackgroundTransformIsTheTransformOfTheSameNameRunInTheBackground() throws {
        var bindings = Bindings()
        try BindingParser.parse("start:bg-transform-prompt(echo p)+bg-transform(echo up)+bg-cancel+wait+first", into: &bindings)
        #expect(bindings.events[.start] == [
            .inBackground(.transformPrompt(CommandTemplate("echo p"))), .inBackground(.transform(CommandTemplate("echo up"))),
            .cancelBackground, .wait, .browser(.user(.moveToFirst)),
        ])
        #expect(BoundAction.inBackground(.transformHeader(CommandTemplate("x"))).name == "bg-transform-header")
    }
}
