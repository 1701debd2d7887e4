/// A value a view reads from the views above it, as SwiftUI's `@Environment`.
///
/// ```swift
/// struct SearchResults: View {
///     @Environment(\.isSearching) private var isSearching
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View { … }
/// }
/// ```
///
/// The view graph gives the view its node's values before the body runs, and evaluates the
/// body again when they change (search presented or dismissed). Read it in `body` and the
/// closures it makes; outside a graph it holds the defaults.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    // Unchecked: the values are set and read on the loop's thread, where bodies run.
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let values: EnvironmentBox

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        values = EnvironmentBox()
    }

    /// The value.
    public var wrappedValue: Value { values.current[keyPath: keyPath] }
}

/// The environment a view value was given by its node.
final class EnvironmentBox {
    var current = EnvironmentValues()
}

extension Environment: DynamicProperty {
    func install(in node: ViewNode, slot: inout Int) {
        values.current = node.environment
    }
}
