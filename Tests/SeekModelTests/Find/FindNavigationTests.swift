import Testing
@testable import SeekModel

@Suite("Find navigator: next and previous")
struct FindNavigationTests {
    @Test func nextWrapsToTheFirstMatch() {
        var store = FindNavigatorStore(FindFixture.finding("be"))
        store.send(.next) { $0.currentMatchIndex = 1 }
        store.send(.next) { $0.currentMatchIndex = 0 }
    }

    @Test func previousWrapsToTheLastMatch() {
        var store = FindNavigatorStore(FindFixture.finding("o"))
        #expect(store.state.matches.count == 5)
        store.send(.previous) { $0.currentMatchIndex = 4 }
        store.send(.previous) { $0.currentMatchIndex = 3 }
    }

    @Test func nextAndPreviousWithoutMatchesDoNothing() {
        var store = FindNavigatorStore(FindFixture.finding("xyz"))
        store.send(.next)
        store.send(.previous)
        var hidden = FindNavigatorStore(FindNavigator(text: FindFixture.hamlet, findText: "be"))
        hidden.send(.next)
    }

    @Test func theCurrentMatchIsTheRangeAtItsIndex() {
        var navigator = FindFixture.finding("be")
        _ = navigator.send(.next)
        let text = navigator.text
        #expect(navigator.currentMatch.map { String(text[$0]) } == "be")
        #expect(navigator.currentMatch == FindFixture.ranges([17..<19], in: text).first)
    }
}

@Suite("Find navigator: replace and replace all")
struct FindReplaceTests {
    /// A navigator in replace mode that finds `findText` and replaces it with `replacement`.
    static func replacing(_ findText: String, with replacement: String, in text: String = FindFixture.hamlet) -> FindNavigator {
        var navigator = FindFixture.finding(findText, in: text, mode: .showReplace)
        _ = navigator.send(.setReplacementText(replacement))
        return navigator
    }

    @Test func replaceReplacesTheCurrentMatchAndMovesOn() {
        let original = FindFixture.hamlet
        let once = "To see, or not to be: that is the question"
        let twice = "To see, or not to see: that is the question"
        var store = FindNavigatorStore(Self.replacing("be", with: "see"))
        store.send(.replace, effects: [.edit(FindEdit(before: original, after: once, replacedCount: 1))]) {
            $0.text = once
            $0.matches = FindFixture.ranges([18..<20], in: once)
            $0.currentMatchIndex = 0
        }
        store.send(.replace, effects: [.edit(FindEdit(before: once, after: twice, replacedCount: 1))]) {
            $0.text = twice
            $0.matches = []
            $0.currentMatchIndex = nil
        }
        store.send(.replace)
    }

    @Test func replaceMovesPastItsOwnReplacement() {
        var store = FindNavigatorStore(Self.replacing("a", with: "aa", in: "a-a"))
        store.send(.replace, effects: [.edit(FindEdit(before: "a-a", after: "aa-a", replacedCount: 1))]) {
            $0.text = "aa-a"
            $0.matches = FindFixture.ranges([0..<1, 1..<2, 3..<4], in: "aa-a")
            $0.currentMatchIndex = 2
        }
        store.send(.replace, effects: [.edit(FindEdit(before: "aa-a", after: "aa-aa", replacedCount: 1))]) {
            $0.text = "aa-aa"
            $0.matches = FindFixture.ranges([0..<1, 1..<2, 3..<4, 4..<5], in: "aa-aa")
            $0.currentMatchIndex = 0  // past the last replacement: back to the first
        }
    }

    @Test func replaceAllIsOneStep() {
        let original = FindFixture.hamlet
        let replaced = "To see, or not to see: that is the question"
        var store = FindNavigatorStore(Self.replacing("be", with: "see"))
        store.send(.replaceAll, effects: [.edit(FindEdit(before: original, after: replaced, replacedCount: 2))]) {
            $0.text = replaced
            $0.matches = []
            $0.currentMatchIndex = nil
        }
        store.send(.replaceAll)
    }

    @Test func replaceAllIsUndoneBySendingTheTextBefore() {
        var navigator = Self.replacing("be", with: "see")
        guard case .edit(let edit) = navigator.send(.replaceAll).first else {
            Issue.record("replace all made no edit")
            return
        }
        var store = FindNavigatorStore(navigator)
        store.send(.setText(edit.before)) {
            $0.text = FindFixture.hamlet
            $0.matches = FindFixture.ranges([3..<5, 17..<19], in: FindFixture.hamlet)
            $0.currentMatchIndex = 0
        }
    }

    @Test func replaceAllWithARemovalDeletesEveryMatch() {
        let text = "a, b, c"
        var store = FindNavigatorStore(Self.replacing(", ", with: "", in: text))
        store.send(.replaceAll, effects: [.edit(FindEdit(before: text, after: "abc", replacedCount: 2))]) {
            $0.text = "abc"
            $0.matches = []
            $0.currentMatchIndex = nil
        }
    }

    @Test func replaceIsIgnoredWhenReplaceIsDisabled() {
        var navigator = FindFixture.finding("be").replaceDisabled()
        _ = navigator.send(.setReplacementText("see"))
        var store = FindNavigatorStore(navigator)
        store.send(.showReplace)
        store.send(.replace)
        store.send(.replaceAll)
        #expect(store.state.text == FindFixture.hamlet)
    }

    @Test func replaceIsIgnoredInFindMode() {
        var navigator = FindFixture.finding("be")
        _ = navigator.send(.setReplacementText("see"))
        var store = FindNavigatorStore(navigator)
        store.send(.replace)
        store.send(.replaceAll)
    }

    @Test func replaceIsIgnoredWhileHidden() {
        var navigator = Self.replacing("be", with: "see")
        _ = navigator.send(.dismiss)
        var store = FindNavigatorStore(navigator)
        store.send(.replace)
        store.send(.replaceAll)
    }
}
