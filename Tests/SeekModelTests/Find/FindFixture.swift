@testable import SeekModel

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
