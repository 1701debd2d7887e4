/// The find navigator's settings for the text editors below a view, kept in the environment
/// as SwiftUI keeps them: `findNavigator(isPresented:)` may be applied to a container of the
/// editor, and `findDisabled(_:)` inside it still reaches the editor.
private struct FindNavigatorPresentationKey: EnvironmentKey {
    static let defaultValue: Binding<Bool>? = nil
}

private struct FindDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ReplaceDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The binding `findNavigator(isPresented:)` gave the text editors below, if any.
    var findNavigatorPresentation: Binding<Bool>? {
        get { self[FindNavigatorPresentationKey.self] }
        set { self[FindNavigatorPresentationKey.self] = newValue }
    }

    /// Whether find is disabled for the text editors below, as `findDisabled(_:)` says.
    var isFindDisabled: Bool {
        get { self[FindDisabledKey.self] }
        set { self[FindDisabledKey.self] = newValue }
    }

    /// Whether replace is disabled for the text editors below, as `replaceDisabled(_:)` says.
    var isReplaceDisabled: Bool {
        get { self[ReplaceDisabledKey.self] }
        set { self[ReplaceDisabledKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the find and replace bar of the ``TextEditor`` in this view, as SwiftUI's
    /// `findNavigator(isPresented:)`: `true` shows it (unless find is disabled), `false` hides
    /// it, and the user's Ctrl-F and Esc write the binding.
    public func findNavigator(isPresented: Binding<Bool>) -> _EnvironmentWriter<Self, Binding<Bool>?> {
        _EnvironmentWriter(content: self) { $0.findNavigatorPresentation = isPresented }
    }

    /// Disables find (and so replace) in the text editors in this view, as SwiftUI's
    /// `findDisabled(_:)`: the bar never shows, whatever `isPresented` says.
    public func findDisabled(_ isDisabled: Bool = true) -> _EnvironmentWriter<Self, Bool> {
        _EnvironmentWriter(content: self) { $0.isFindDisabled = isDisabled }
    }

    /// Disables replace in the text editors in this view, as SwiftUI's `replaceDisabled(_:)`:
    /// find still works, the bar has no replace row.
    public func replaceDisabled(_ isDisabled: Bool = true) -> _EnvironmentWriter<Self, Bool> {
        _EnvironmentWriter(content: self) { $0.isReplaceDisabled = isDisabled }
    }
}
