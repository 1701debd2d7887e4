/// An exhaustive test store for any reducer: state that is `Equatable`, an action, and effects
/// returned as `Equatable` values (`(inout State, Action) -> [Effect]`), in the style of TCA's.
///
/// ``send(_:effects:fileID:filePath:line:column:_:)`` copies the state, sends the action, applies
/// the test's description of the expected mutation to the copy, and reports every stored
/// property that differs, and effects that differ. A change or an effect that the test does not
/// describe is therefore a failure.
///
/// The store does not import the testing library (programs link this module too): failures go
/// to `report`, which a test target points at its `Issue.record`.
public struct TestStore<State: Equatable, Action, Effect: Equatable> {
    /// The state after the last action sent.
    public private(set) var state: State
    private let reduce: (inout State, Action) -> [Effect]
    private let report: (TestStoreFailure) -> Void

    /// A store starting from `state`, sending actions through `reduce`, failures to `report`.
    public init(_ state: State, reduce: @escaping (inout State, Action) -> [Effect],
                report: @escaping (TestStoreFailure) -> Void) {
        self.state = state
        self.reduce = reduce
        self.report = report
    }

    /// Sends `action`; reports a failure unless it returned exactly `expectedEffects` and changed
    /// the state exactly as `expectedChange` does to a copy of the state before.
    public mutating func send(
        _ action: Action,
        effects expectedEffects: [Effect] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ expectedChange: (inout State) -> Void = { _ in }
    ) {
        var expected = state
        expectedChange(&expected)
        let effects = reduce(&state, action)
        let location = (fileID: fileID, filePath: filePath, line: line, column: column)
        if effects != expectedEffects {
            report(TestStoreFailure(
                message: "Effects of \(action) differ.\n  expected: \(expectedEffects)\n    actual: \(effects)",
                location: location))
        }
        if state != expected {
            report(TestStoreFailure(
                message: "State after \(action) differs (expected vs actual):\n\(Self.differences(expected, state))",
                location: location))
        }
    }

    /// One line per stored property whose value differs.
    public static func differences(_ expected: State, _ actual: State) -> String {
        zip(Mirror(reflecting: expected).children, Mirror(reflecting: actual).children)
            .compactMap { expectedChild, actualChild in
                let expectedValue = String(reflecting: expectedChild.value)
                let actualValue = String(reflecting: actualChild.value)
                guard expectedValue != actualValue else { return nil }
                return "  \(expectedChild.label ?? "?"): expected \(expectedValue), got \(actualValue)"
            }
            .joined(separator: "\n")
    }
}
