import Testing
import SeekToolkit
import SeekTestSupport

/// The decoder fed byte by byte, as the terminal sends them; `timeout()` stands for a pause
/// longer than the escape delay.
@Suite struct KeyDecoderTests {
    func decode(_ text: String, thenPause pauses: Bool = true) -> [InputEvent] {
        var decoder = KeyDecoder()
        var events: [InputEvent] = []
        for scalar in text.unicodeScalars {
            events += decoder.feed(.character(scalar.value))
        }
        if pauses { events += decoder.timeout() }
        return events
    }

    @Test func escAloneIsTheEscapeKeyOnceTheDelayPasses() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(.character(27)) == [])
        #expect(decoder.isPending)
        #expect(decoder.timeout() == [.escape])
        #expect(!decoder.isPending)
    }

    @Test func escFollowedByAKeyWithinTheDelayIsAnAltCombination() {
        #expect(decode("\u{1B}b") == [.alt(.character("b"))])
        #expect(decode("\u{1B}f") == [.alt(.character("f"))])
        #expect(decode("\u{1B}\u{7F}") == [.alt(.backspace)])
        #expect(decode("\u{1B}\u{8}") == [.alt(.backspace)])
        var decoder = KeyDecoder()
        _ = decoder.feed(.character(27))
        #expect(decoder.feed(.key(.up)) == [.alt(.up)])
    }

    @Test func twoEscapesAreTwoEscapeKeys() {
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test(arguments: [
        "\u{1B}[1;8H", "\u{1B}[I", "\u{1B}[O", "\u{1B}[<0;10;5m", "\u{1B}[<2;10;5M", "\u{1B}[<32;3;4M", "\u{1B}[M !!",
        "\u{1B}[15~", "\u{1B}[2~", "\u{1B}OP", "\u{1B}[1;5A", "\u{1B}[201~", "\u{1B}[?1;2c",
    ])
    func unknownAndUnboundSequencesAreConsumedWhole(sequence: String) {
        #expect(decode(sequence) == [])
        // And the key after one is read as itself.
        #expect(decode(sequence + "x") == [.character("x")])
    }

    @Test(arguments: [
        ("\u{1B}[A", InputEvent.up), ("\u{1B}OB", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[1~", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[Z", .backTab), ("\u{1B}[1;3A", .alt(.up)),
    ])
    func knownSequencesBecomeTheirKeys(sequence: String, key: InputEvent) {
        #expect(decode(sequence) == [key])
    }

    @Test func aBracketedPasteIsOneEventOfTextEvenWithEscapesAndNewlinesInside() {
        #expect(decode("\u{1B}[200~hello\nworld\u{1B}[A\u{1B}[201~x", thenPause: false)
            == [.paste("hello\nworld\u{1B}[A"), .character("x")])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [])
    }

    @Test func aPasteWhoseEndNeverComesIsTakenAsItStandsAfterThePause() {
        var decoder = KeyDecoder()
        for scalar in "\u{1B}[200~abc".unicodeScalars { _ = decoder.feed(.character(scalar.value)) }
        #expect(decoder.isInPaste)
        #expect(decoder.timeout() == [.paste("abc")])
        #expect(!decoder.isPending)
    }

    @Test func aLongPasteIsDecodedInTimeLinearInItsLength() {
        // Feeding is O(1) per unit: sixteen times the text, about sixteen times the work (a
        // quadratic decoder would take 256 times as long). The bound sits far from both, and the
        // runs alternate between the sizes, so that a machine busy with other tests cannot fail it.
        let growth = GrowthRatio.of(small: 5_000, large: 80_000, runs: 3) { count in
            let text = "\u{1B}[200~" + String(repeating: "ab\u{1B}[20", count: count) + "\u{1B}[201~"
            #expect(decode(text) == [.paste(String(repeating: "ab\u{1B}[20", count: count))])
        }
        #expect(growth < 64, "16 times the text took \(growth) times as long")
    }

    @Test func returnChoosesAndCtrlJIsItsOwnKey() {
        #expect(decode("\r") == [.enter])
        #expect(decode("\n") == [.control("j")])
        #expect(KeyDecoder.event(forCharacter: 10) == .control("j"))
    }

    @Test func aDecodedKeyCutsAnOpenSequenceShort() {
        var decoder = KeyDecoder()
        _ = decoder.feed(.character(27))
        _ = decoder.feed(.character(0x5B))
        #expect(decoder.feed(.key(.down)) == [.down])
        #expect(!decoder.isPending)
    }

    /// fzf reads SGR mouse reports itself, whatever the terminal description says (tmux's
    /// names the old encoding, and fzf's suite clicks with `ESC [<0;COL;ROWM`).
    @Test func anSGRMouseReportIsAClickOrAWheelTurnCountedFromZero() {
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press, row: 4, column: 9))])
        #expect(decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.press, row: 4, column: 9))])
        #expect(decode("\u{1B}[<64;3;4M") == [.mouse(MouseEvent(.wheelUp, row: 3, column: 2))])
        #expect(decode("\u{1B}[<65;3;4M") == [.mouse(MouseEvent(.wheelDown, row: 3, column: 2))])
        // With Shift (4) held, still a click; the release and a right click are nothing.
        #expect(decode("\u{1B}[<4;1;1M") == [.mouse(MouseEvent(.press, row: 0, column: 0))])
        #expect(decode("\u{1B}[<0;1;1m\u{1B}[<2;1;1Mx") == [.character("x")])
    }

    @Test func escBracketAloneIsAltBracket() {
        #expect(decode("\u{1B}[") == [.alt(.character("["))])
    }
}
