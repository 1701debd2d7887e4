/// A sheet presented over everything else: its view's rows, title and field take the screen
/// until it is dismissed.
struct ModalLayer {
    /// The node the sheet's view was built in.
    var node: ViewNode
    /// Dismisses the sheet (Esc, or `dismiss` in it).
    var dismiss: () -> Void
}

/// A view that presents a sheet, made by `sheet(isPresented:onDismiss:content:)`.
public struct _SheetView<Content: View, Sheet: View>: View {
    public typealias Body = Never
    let content: Content
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let sheet: () -> Sheet
}

extension _SheetView: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        let content = node.build(self.content, at: .content)
        guard isPresented.wrappedValue else { return .forward(content) }
        let isPresented = self.isPresented
        let onDismiss = self.onDismiss
        let dismiss = {
            isPresented.wrappedValue = false
            onDismiss?()
        }
        // The sheet has an environment of its own: no search to read or dismiss, no stack to
        // push on; `dismiss` closes it.
        var environment = node.environment
        environment.isSearching = false
        environment.dismissSearch = DismissSearchAction()
        environment.navigator = nil
        environment.isInNavigationContainer = false
        environment.dismiss = DismissAction(dismiss)
        let sheet = node.build(self.sheet(), at: .sheet, environment: environment)
        node.traits.sheet = ModalLayer(node: sheet, dismiss: dismiss)
        return .forward(content)
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`: in a terminal the sheet takes the whole screen;
    /// Esc (with no search presented in it) dismisses it, setting `isPresented` to false, and
    /// then runs `onDismiss`.
    public func sheet<Sheet: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Sheet) -> _SheetView<Self, Sheet> {
        _SheetView(content: self, isPresented: isPresented, onDismiss: onDismiss, sheet: content)
    }
}
