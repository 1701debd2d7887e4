/// The values a view reads from the views above it, as SwiftUI's `EnvironmentValues`: read
/// with ``Environment``, set for a subtree with `environment(_:_:)`.
///
/// SeekUI sets ``isSearching`` and ``dismissSearch`` for the content of a `searchable` view.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The observable objects set with `environmentObject(_:)`, by type.
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The defaults.
    public init() {}

    /// The value for `key`: the nearest one set above, else its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `Object` set above with `environmentObject(_:)`.
    func object<Object: ObservableObject>(of type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    mutating func setObject<Object: ObservableObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction()
}

extension EnvironmentValues {
    /// Whether the user is searching in the `searchable` view above, as SwiftUI's
    /// `isSearching`: true from activation until the search is dismissed. Only views inside the
    /// searchable view see it: the view that applies `searchable` reads false.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Dismisses the search of the `searchable` view above, as SwiftUI's `dismissSearch`: the
    /// text cleared, focus gone, searching ended. Outside a searchable view it does nothing.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
