/// A value a program owns and hands to a list as a ``Binding``, like SwiftUI's `@State`:
/// `searchText` reads and writes the value, `$searchText` is the binding.
///
/// ```swift
/// struct UsersSearch {
///     @State var searchText = ""
///     var body: SearchableList<User> {
///         SearchableList(users) { Text($0.name) }.searchable(text: $searchText)
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value: Sendable>: Sendable {
    /// The binding to the value.
    public let projectedValue: Binding<Value>

    /// State that starts with `wrappedValue`.
    public init(wrappedValue: Value) {
        projectedValue = Binding(wrappedValue)
    }

    /// The value; writing it while a list runs drives the list.
    public var wrappedValue: Value {
        get { projectedValue.wrappedValue }
        nonmutating set { projectedValue.wrappedValue = newValue }
    }
}
