private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

private struct NavigatorKey: EnvironmentKey {
    static var defaultValue: Navigator? { nil }
}

private struct InNavigationContainerKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Closes the sheet or pushed view this view is in, as SwiftUI's `dismiss`.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The ``NavigationStack`` that a ``NavigationLink`` here pushes on, if any.
    var navigator: Navigator? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }

    /// Whether a navigation container is above: a `searchable` outside one shows no field, as in SwiftUI.
    var isInNavigationContainer: Bool {
        get { self[InNavigationContainerKey.self] }
        set { self[InNavigationContainerKey.self] = newValue }
    }
}
