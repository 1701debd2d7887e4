import Synchronization

/// A value a view owns, like SwiftUI's `@State`: `searchText` reads and writes the value,
/// `$searchText` is its ``Binding``.
///
/// ```swift
/// struct ContentView: View {
///     @State private var searchText = ""
///     var body: some View {
///         NavigationStack { List(names, id: \.self) { Text($0) }.searchable(text: $searchText) }
///     }
/// }
/// ```
///
/// In a view run by the view graph (an ``App``, a ``ViewRunner``), the value lives in the graph
/// node of the view's position, not in the struct: a view made again by its parent's body finds
/// the value its place held, and writing it (from any thread) makes the body run again. Outside
/// a graph (a ``SearchableList`` program) the state is the binding it was made with.
@propertyWrapper
public struct State<Value: Sendable>: Sendable {
    /// Where this copy of the view reads its value: the graph points it at its node's storage.
    let location: StateLocation<Value>

    /// State that starts with `wrappedValue`.
    public init(wrappedValue: Value) {
        location = StateLocation(Binding(wrappedValue))
    }

    /// State that starts with `value`, for a view's initializer (`_count = State(initialValue: 3)`).
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The binding to the value.
    public var projectedValue: Binding<Value> { location.binding }

    /// The value; writing it while a view or list runs drives what is shown.
    public var wrappedValue: Value {
        get { location.binding.wrappedValue }
        nonmutating set { location.binding.wrappedValue = newValue }
    }
}

/// The binding a ``State`` reads; replaced once by the graph with the binding its node keeps.
final class StateLocation<Value: Sendable>: Sendable {
    private let current: Mutex<Binding<Value>>

    init(_ binding: Binding<Value>) {
        current = Mutex(binding)
    }

    var binding: Binding<Value> {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}

extension State: DynamicProperty {
    func install(in node: ViewNode, slot: inout Int) {
        defer { slot += 1 }
        if let kept = node.storage(at: slot) as? Binding<Value> {
            location.binding = kept
        } else {
            node.keep(location.binding, at: slot, watching: location.binding)
        }
    }
}
