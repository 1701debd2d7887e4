import SeekScreen
import SeekToolkit
import Testing

/// The keys of fzf's face, as a table: what differs from seek's and what stays.
@Suite struct FzfKeyMapTests {
    let keys = KeyMap.standard.withFzfKeys()

    @Test func escapeAbortsAndControlKMovesUpWhereSeekDeletesToTheEnd() {
        #expect(keys.action(for: .escape) == .user(.interrupt))
        #expect(KeyMap.standard.action(for: .escape) == .user(.escape))
        #expect(keys.action(for: .control("k")) == .user(.moveSelection(-1)))
        #expect(KeyMap.standard.action(for: .control("k")) == .user(.editField(.deleteToEnd)))
    }

    @Test func controlYYanksAsFzfsDefault() {
        #expect(keys.action(for: .control("y")) == .user(.yank))
    }

    @Test func theOtherKeysStayAsInSeeksMap() {
        for key: InputEvent in [.up, .down, .control("j"), .control("n"), .control("p"), .enter, .control("u"), .tab] {
            #expect(keys.action(for: key) == KeyMap.standard.action(for: key), "\(key)")
        }
        #expect(keys.action(for: .character(" ")) == .user(.type(" ")))
    }

    @Test func inTheBottomUpLayoutControlKAndUpBothGoToWorseMatches() {
        let upward = keys.reversingVerticalMoves()
        #expect(upward.action(for: .control("k")) == .user(.moveSelection(1)))
        #expect(upward.action(for: .up) == .user(.moveSelection(1)))
        #expect(upward.action(for: .control("j")) == .user(.moveSelection(-1)))
    }
}
