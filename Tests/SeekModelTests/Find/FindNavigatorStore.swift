import Testing
@testable import SeekModel

/// An exhaustive test store for ``FindNavigator``, as ``SessionStore`` is for the session: a
/// change of state or effect that the test does not describe is a failure naming the property.
struct FindNavigatorStore {
    private(set) var navigator: FindNavigator

    init(_ navigator: FindNavigator) {
        self.navigator = navigator
    }

    mutating func send(
        _ action: FindAction,
        effects expectedEffects: [FindEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ expectedChange: (inout FindNavigator) -> Void = { _ in }
    ) {
        var expected = navigator
        expectedChange(&expected)
        let effects = navigator.send(action)
        if effects != expectedEffects {
            Issue.record(
                "Effects of \(action) differ.\n  expected: \(expectedEffects)\n    actual: \(effects)",
                sourceLocation: sourceLocation
            )
        }
        if navigator != expected {
            let report = zip(Mirror(reflecting: expected).children, Mirror(reflecting: navigator).children)
                .compactMap { expectedChild, actualChild -> String? in
                    let expectedValue = String(reflecting: expectedChild.value)
                    let actualValue = String(reflecting: actualChild.value)
                    guard expectedValue != actualValue else { return nil }
                    return "  \(expectedChild.label ?? "?"): expected \(expectedValue), got \(actualValue)"
                }
                .joined(separator: "\n")
            Issue.record("State after \(action) differs (expected vs actual):\n\(report)", sourceLocation: sourceLocation)
        }
    }
}

/// Texts and helpers shared by the find navigator's tests.
enum FindFixture {
    static let hamlet = "To be, or not to be: that is the question"

    /// A presented navigator over `text` that has found `findText`, set up without asserting.
    static func finding(_ findText: String, in text: String = hamlet, mode: FindAction = .showFind,
                        options: FindOptions = FindOptions()) -> FindNavigator {
        var navigator = FindNavigator(text: text, options: options)
        _ = navigator.send(mode)
        _ = navigator.send(.setFindText(findText))
        return navigator
    }

    /// The ranges of `text` between these character offsets, as a navigator's matches are.
    static func ranges(_ offsets: [Range<Int>], in text: String) -> [Range<String.Index>] {
        offsets.map { offset in
            text.index(text.startIndex, offsetBy: offset.lowerBound)..<text.index(text.startIndex, offsetBy: offset.upperBound)
        }
    }
}
