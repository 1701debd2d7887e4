import Testing
@testable import SeekModel

@Suite("Find navigator: presentation and the disabled states")
struct FindPresentationTests {
    @Test func showFindPresentsAndFindsTheMatches() {
        let text = FindFixture.hamlet
        var store = FindNavigatorStore(FindNavigator(text: text, findText: "be"))
        store.send(.showFind) {
            $0.isPresented = true
            $0.matches = FindFixture.ranges([3..<5, 17..<19], in: text)
            $0.currentMatchIndex = 0
        }
        #expect(store.state.currentMatch == store.state.matches.first)
    }

    @Test func showReplacePresentsInReplaceMode() {
        var store = FindNavigatorStore(FindNavigator(text: FindFixture.hamlet))
        store.send(.showReplace) {
            $0.isPresented = true
            $0.mode = .replace
        }
        store.send(.focus(.replace)) { $0.focusedField = .replace }
        store.send(.showFind) {
            $0.mode = .find
            $0.focusedField = .find
        }
    }

    @Test func showReplaceIsFindModeWhenReplaceIsDisabled() {
        var store = FindNavigatorStore(FindNavigator(text: FindFixture.hamlet).replaceDisabled())
        store.send(.showReplace) { $0.isPresented = true }
        #expect(store.state.mode == .find)
    }

    @Test func showFindIsIgnoredWhenFindIsDisabled() {
        var store = FindNavigatorStore(FindNavigator(text: FindFixture.hamlet, findText: "be").findDisabled())
        store.send(.showFind)
        store.send(.showReplace)
        store.send(.setPresented(true))
        store.send(.setFindDisabled(false)) { $0.isFindDisabled = false }
        store.send(.setPresented(true)) {
            $0.isPresented = true
            $0.matches = FindFixture.ranges([3..<5, 17..<19], in: FindFixture.hamlet)
            $0.currentMatchIndex = 0
        }
    }

    @Test func disablingFindHidesTheNavigator() {
        var store = FindNavigatorStore(FindFixture.finding("be", mode: .showReplace))
        store.send(.setFindDisabled(true)) {
            $0.isFindDisabled = true
            $0.isPresented = false
            $0.matches = []
            $0.currentMatchIndex = nil
        }
    }

    @Test func disablingReplaceLeavesReplaceMode() {
        var navigator = FindFixture.finding("be", mode: .showReplace)
        _ = navigator.send(.focus(.replace))
        var store = FindNavigatorStore(navigator)
        store.send(.setReplaceDisabled(true)) {
            $0.isReplaceDisabled = true
            $0.mode = .find
            $0.focusedField = .find
        }
        store.send(.showReplace)
        store.send(.focus(.replace))
    }

    @Test func dismissHidesTheMatchesAndKeepsTheTexts() {
        var navigator = FindFixture.finding("be", mode: .showReplace)
        _ = navigator.send(.setReplacementText("see"))
        _ = navigator.send(.focus(.replace))
        var store = FindNavigatorStore(navigator)
        store.send(.dismiss) {
            $0.isPresented = false
            $0.focusedField = .find
            $0.matches = []
            $0.currentMatchIndex = nil
        }
        #expect(store.state.findText == "be")
        #expect(store.state.replacementText == "see")
    }

    @Test func dismissWhileHiddenDoesNothing() {
        var store = FindNavigatorStore(FindNavigator(text: FindFixture.hamlet, findText: "be"))
        store.send(.dismiss)
        store.send(.setPresented(false))
    }

    @Test func presentingAgainShowsTheModeLastShown() {
        var navigator = FindFixture.finding("be", mode: .showReplace)
        _ = navigator.send(.dismiss)
        var store = FindNavigatorStore(navigator)
        store.send(.setPresented(true)) {
            $0.isPresented = true
            $0.matches = FindFixture.ranges([3..<5, 17..<19], in: FindFixture.hamlet)
            $0.currentMatchIndex = 0
        }
        #expect(store.state.mode == .replace)
    }

    @Test func typingWhileHiddenDoesNothing() {
        var store = FindNavigatorStore(FindNavigator(text: FindFixture.hamlet))
        store.send(.insert("be"))
        store.send(.deleteBackward)
        store.send(.focus(.find))
    }

    @Test func replaceFieldCannotBeFocusedInFindMode() {
        var store = FindNavigatorStore(FindFixture.finding("be"))
        store.send(.focus(.replace))
        store.send(.insert("x")) {
            $0.findText = "bex"
            $0.matches = []
            $0.currentMatchIndex = nil
        }
    }

    @Test func typingGoesIntoTheFocusedField() {
        var store = FindNavigatorStore(FindFixture.finding("be", mode: .showReplace))
        store.send(.focus(.replace)) { $0.focusedField = .replace }
        store.send(.insert("seen")) { $0.replacementText = "seen" }
        store.send(.deleteBackward) { $0.replacementText = "see" }
        #expect(store.state.findText == "be")
    }
}
