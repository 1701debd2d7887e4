/// Where focus is, as a value a view owns, like SwiftUI's `@FocusState`: bind it to the search
/// field with `searchFocused(_:)` (a `Bool`) or `searchFocused(_:equals:)` (an optional value);
/// writing it moves focus, and the user's moving focus is written into it.
///
/// ```swift
/// @FocusState private var isSearchFocused: Bool
/// Button("Start Search") { isSearchFocused = true }
/// ```
///
/// It lives in the view's graph node, as ``State`` does, so a body made again finds it.
@propertyWrapper
public struct FocusState<Value: Hashable & Sendable>: Sendable {
    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`: what `$isFocused` is.
    @propertyWrapper
    public struct Binding: Sendable {
        let binding: SeekUI.Binding<Value>

        /// Where focus is; writing it moves focus.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private let state: State<Value>

    /// Where focus is; writing it moves focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding that `searchFocused` takes.
    public var projectedValue: Binding { Binding(binding: state.projectedValue) }

    init(initial: Value) {
        state = State(wrappedValue: initial)
    }

    // The two initializers are in the type itself, not in constrained extensions: only there
    // does `@FocusState var isFocused: Bool`, with no value, get one without the caller's help.

    /// A focus state that starts unfocused (false).
    public init() where Value == Bool {
        self.init(initial: false)
    }

    /// A focus state of optional values that starts with nothing focused (nil).
    public init<T: Hashable & Sendable>() where Value == T? {
        self.init(initial: nil)
    }
}

extension FocusState: DynamicProperty {
    func install(in node: ViewNode, slot: inout Int) {
        state.install(in: node, slot: &slot)
    }
}
