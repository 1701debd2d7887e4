/// Closes the view it was given to, as SwiftUI's `DismissAction`: read it with
/// `@Environment(\.dismiss)`. In a sheet it dismisses the sheet; in a view pushed on a
/// ``NavigationStack`` it goes back; anywhere else it does nothing.
public struct DismissAction {
    private let perform: () -> Void

    init(_ perform: @escaping () -> Void = {}) {
        self.perform = perform
    }

    /// Dismisses the sheet or the pushed view this action belongs to.
    public func callAsFunction() {
        perform()
    }
}
