/// An editable text, as SwiftUI's `TextEditor`: a view that takes the screen (below the title
/// and toolbar line) and edits the bound text in the terminal. With `findNavigator(isPresented:)`
/// it has the find and replace bar seek draws for its preview; `findDisabled(_:)` and
/// `replaceDisabled(_:)` turn find or replace off.
///
/// ```swift
/// @State private var text = "Hello SwiftUI"
/// @State private var isPresented = false
///
/// var body: some View {
///     TextEditor(text: $text)
///         .findNavigator(isPresented: $isPresented)
/// }
/// ```
///
/// Keys: typing, Return, Backspace, Delete and the arrow, Home, End and page keys edit and move
/// as in any text editor (Ctrl-A and Ctrl-E go to the line's start and end); Ctrl-Z undoes the
/// last edit or replacement, Ctrl-Y redoes it; Ctrl-F finds (again: find and replace; again:
/// back to the find field). In the find bar, Return or Down goes to the next match, Up to the
/// previous, Tab to the other field, Ctrl-R replaces the current match, Ctrl-A replaces all, Esc
/// closes the bar leaving the cursor on the match. Esc with the bar closed ends the run.
public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>

    /// An editor of `text`: the user's edits are written to it, and a value the program writes
    /// is shown.
    public init(text: Binding<String>) {
        self.text = text
    }
}

extension TextEditor: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let environment = node.environment
        node.traits.editor = EditorConfiguration(text: text, isPresented: environment.findNavigatorPresentation,
                                                 isFindDisabled: environment.isFindDisabled,
                                                 isReplaceDisabled: environment.isReplaceDisabled)
        return .empty
    }
}

/// What a ``TextEditor`` asks of the screen: the text it binds and its find navigator's
/// presentation and switches, as the modifiers above it set them.
struct EditorConfiguration {
    var text: Binding<String>
    var isPresented: Binding<Bool>?
    var isFindDisabled: Bool
    var isReplaceDisabled: Bool
}
