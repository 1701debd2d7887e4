import SeekCommands
import SeekScreen
import SeekToolkit
import Testing

/// The preview actions in fzf's `--bind` notation: `preview(…)`, `show-preview`, `hide-preview`,
/// `close`, `change-preview(…)` and `change-preview-window(…)` with its `|`-separated turns.
@Suite struct PreviewActionBindingTests {
    @Test func previewActionsReadAsTheBrowserOrCommandActionTheyAre() throws {
        let bindings = try Bindings(parsing: "a:preview(echo [{}]),b:show-preview,c:hide-preview,d:close,e:change-preview()")
        #expect(bindings.keys[.character("a")] == [.preview(CommandTemplate("echo [{}]"))])
        #expect(bindings.keys[.character("b")] == [.browser(.host(.changePreview(.show)))])
        #expect(bindings.keys[.character("c")] == [.browser(.host(.changePreview(.hide)))])
        #expect(bindings.keys[.character("d")] == [.browser(.host(.changePreview(.close)))])
        #expect(bindings.keys[.character("e")] == [.changePreview(CommandTemplate(""))], "an empty command removes the preview")
        #expect(bindings.keys[.character("d")]?.first?.name == "close")
    }

    @Test func changePreviewWindowTakesItsChoicesInTurnAndStartsOver() throws {
        let bindings = try Bindings(parsing: "a:change-preview-window(right|down,1|hidden|)")
        guard case .changePreviewWindow(let choices)? = bindings.keys[.character("a")]?.first else {
            Issue.record("not a change-preview-window")
            return
        }
        #expect((0..<6).map { _ in choices.take() } == ["right", "down,1", "hidden", "", "right", "down,1"])
    }

    @Test func aChoiceThatIsNoLayoutIsRefusedWhenBound() {
        #expect(throws: BindingError.self) { try Bindings(parsing: "a:change-preview-window(up|sideways)") }
    }

    @Test func layoutChangesComeBeforeTheOtherActionsOfAKeyAsInFzf() throws {
        let bindings = try Bindings(parsing: "e:preview(echo x)+change-preview-window(up)+up+toggle-preview")
        let names = bindings.keys[.character("e")]?.map(\.name)
        #expect(names == ["change-preview-window", "toggle-preview", "preview", "up"])
    }

    @Test func aPreviewActionGivesARunWithoutPreviewCommandAPreviewer() throws {
        #expect(try Bindings(parsing: "a:preview(cat {})").mayOpenThePreview)
        #expect(try Bindings(parsing: "start:change-preview(echo hi)").mayOpenThePreview)
        #expect(try !Bindings(parsing: "a:toggle-preview,b:change-preview-window(up)").mayOpenThePreview)
    }
}
