import SeekScreen
import Testing

/// fzf's subword motions: a word splits where a capital follows a small letter, as in fzf's
/// `forward-subword`, `backward-subword`, `kill-subword` and `backward-kill-subword`.
@Suite struct SubwordFieldTextTests {
    func applying(_ edits: FieldEdit..., to marked: String) -> String {
        var edited = FieldTextTests.field(marked)
        for edit in edits { edited.apply(edit) }
        return FieldTextTests.marked(edited)
    }

    @Test func forwardSubwordStopsAtEachCapitalAndAtNonWordCharacters() {
        #expect(applying(.moveSubwordForward, to: "|foo bar") == "foo| bar")
        #expect(applying(.moveSubwordForward, to: "foo| fooFooBar") == "foo foo|FooBar")
        #expect(applying(.moveSubwordForward, .moveSubwordForward, to: "foo| fooFooBar") == "foo fooFoo|Bar")
        #expect(applying(.moveWordForward, to: "foo| fooFooBar") == "foo fooFooBar|", "a word does not split")
    }

    @Test func backwardSubwordStopsAtTheCapital() {
        #expect(applying(.moveSubwordBackward, to: "foo-bar fooBar|") == "foo-bar foo|Bar")
        #expect(applying(.moveSubwordBackward, to: "foo-bar |Bar") == "foo-|bar Bar")
    }

    @Test func killSubwordsDeleteToTheSubwordsEnds() {
        #expect(applying(.deleteSubwordForward, to: "foo|bar foo-bar") == "foo| foo-bar")
        #expect(applying(.deleteSubwordForward, to: "foo foo|-bar fooFooBar") == "foo foo| fooFooBar")
        #expect(applying(.deleteSubwordBackward, to: "foo-bar fo|Bar") == "foo-bar |Bar")
    }
}
