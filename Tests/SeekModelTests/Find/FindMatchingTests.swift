import SeekTestSupport
import Testing
@testable import SeekModel

@Suite("Find navigator: the matches")
struct FindMatchingTests {
    @Test func matchesFollowEditsOfTheFindText() {
        let text = FindFixture.hamlet
        var store = FindNavigatorStore(FindFixture.finding(""))
        store.send(.insert("b")) {
            $0.findText = "b"
            $0.matches = FindFixture.ranges([3..<4, 17..<18], in: text)
            $0.currentMatchIndex = 0
        }
        store.send(.insert("e:")) {
            $0.findText = "be:"
            $0.matches = FindFixture.ranges([17..<20], in: text)
        }
        store.send(.deleteBackward) {
            $0.findText = "be"
            $0.matches = FindFixture.ranges([3..<5, 17..<19], in: text)
            // The current match stays where it was: the second "be".
            $0.currentMatchIndex = 1
        }
        store.send(.setFindText("")) {
            $0.findText = ""
            $0.matches = []
            $0.currentMatchIndex = nil
        }
    }

    @Test func narrowingTheFindTextKeepsTheCurrentMatchInPlace() {
        let text = FindFixture.hamlet
        var navigator = FindFixture.finding("t")
        _ = navigator.send(.next)
        _ = navigator.send(.next)  // the "t" of "not" at 12
        var store = FindNavigatorStore(navigator)
        store.send(.insert("h")) {
            $0.findText = "th"
            $0.matches = FindFixture.ranges([21..<23, 29..<31], in: text)
            $0.currentMatchIndex = 0
        }
        store.send(.next) { $0.currentMatchIndex = 1 }
        store.send(.setFindText("t")) {
            $0.findText = "t"
            $0.matches = FindFixture.ranges([0..<1, 12..<13, 14..<15, 21..<22, 24..<25, 29..<30, 37..<38], in: text)
            $0.currentMatchIndex = 5
        }
    }

    @Test func caseIsIgnoredUnlessCaseSensitive() {
        let text = FindFixture.hamlet
        var store = FindNavigatorStore(FindFixture.finding("to"))
        #expect(store.state.matches == FindFixture.ranges([0..<2, 14..<16], in: text))
        store.send(.setOptions(FindOptions(isCaseSensitive: true))) {
            $0.options.isCaseSensitive = true
            $0.matches = FindFixture.ranges([14..<16], in: text)
        }
        store.send(.setFindText("To")) {
            $0.findText = "To"
            $0.matches = FindFixture.ranges([0..<2], in: text)
        }
    }

    @Test func wordOptionsLimitWhereAMatchMayLie() {
        let text = "the theme of the other"
        var store = FindNavigatorStore(FindFixture.finding("the", in: text))
        #expect(store.state.matches == FindFixture.ranges([0..<3, 4..<7, 13..<16, 18..<21], in: text))
        store.send(.setOptions(FindOptions(wordMatch: .startsWith))) {
            $0.options.wordMatch = .startsWith
            $0.matches = FindFixture.ranges([0..<3, 4..<7, 13..<16], in: text)
        }
        store.send(.setOptions(FindOptions(wordMatch: .fullWord))) {
            $0.options.wordMatch = .fullWord
            $0.matches = FindFixture.ranges([0..<3, 13..<16], in: text)
        }
    }

    @Test func aWholeWordIsFoundAfterARejectedCandidate() {
        // "aa" inside "aaa" is no whole word, but the "aa" after the space is.
        let text = "aaa aa"
        let navigator = FindFixture.finding("aa", in: text, options: FindOptions(wordMatch: .fullWord))
        #expect(navigator.matches == FindFixture.ranges([4..<6], in: text))
    }

    @Test func matchesDoNotOverlap() {
        let text = "aaaaa"
        #expect(FindFixture.finding("aa", in: text).matches == FindFixture.ranges([0..<2, 2..<4], in: text))
    }

    @Test func matchesNeverSplitACharacter() {
        let decomposed = "cafe\u{301} cafe"
        let navigator = FindFixture.finding("e", in: decomposed)
        #expect(navigator.matches == FindFixture.ranges([8..<9], in: decomposed))
        // The accented letter matches itself, composed or not, and its upper case.
        #expect(FindFixture.finding("É", in: decomposed).matches == FindFixture.ranges([3..<4], in: decomposed))
        let flags = "🇫🇷🇩🇪🇫🇷"
        #expect(FindFixture.finding("🇫🇷", in: flags).matches == FindFixture.ranges([0..<1, 2..<3], in: flags))
    }

    @Test func findingAgreesWithACharacterByCharacterSearch() {
        var generator = SeededGenerator(seed: 14)
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0..<30, using: &generator)).map { _ in "abA".randomElement(using: &generator)! })
            let findText = String((0..<Int.random(in: 1...4, using: &generator)).map { _ in "abA".randomElement(using: &generator)! })
            let found = FindPattern(findText, options: FindOptions(isCaseSensitive: true)).matches(in: text)
            #expect(found == Self.naiveMatches(of: Array(findText), in: text), "\(findText) in \(text)")
        }
    }

    @Test func aTextChangedOutsideKeepsTheCurrentMatch() {
        var navigator = FindFixture.finding("be")
        _ = navigator.send(.next)
        var store = FindNavigatorStore(navigator)
        let edited = "Oh! " + FindFixture.hamlet
        store.send(.setText(edited)) {
            $0.text = edited
            $0.matches = FindFixture.ranges([7..<9, 21..<23], in: edited)
            $0.currentMatchIndex = 1
        }
        store.send(.setText("nothing")) {
            $0.text = "nothing"
            $0.matches = []
            $0.currentMatchIndex = nil
        }
    }

    @Test func aHiddenNavigatorFindsNothingWhenItsTextChanges() {
        var store = FindNavigatorStore(FindNavigator(text: "", findText: "be"))
        store.send(.setText(FindFixture.hamlet)) { $0.text = FindFixture.hamlet }
    }

    /// Matches found by comparing at every start, skipping past each match.
    static func naiveMatches(of pattern: [Character], in text: String) -> [Range<String.Index>] {
        let characters = Array(text)
        var indexes = Array(text.indices)
        indexes.append(text.endIndex)
        var found: [Range<String.Index>] = []
        var start = 0
        while start + pattern.count <= characters.count {
            if Array(characters[start..<(start + pattern.count)]) == pattern {
                found.append(indexes[start]..<indexes[start + pattern.count])
                start += pattern.count
            } else {
                start += 1
            }
        }
        return found
    }
}
