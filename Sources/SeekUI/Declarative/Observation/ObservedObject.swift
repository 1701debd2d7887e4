/// A model a view is given and follows, as SwiftUI's `@ObservedObject`: when one of its
/// `@Published` properties is set, the view's body runs again. `$model.name` is a binding to
/// a property.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: @unchecked Sendable {
    // Unchecked: the model is the program's; its published values are behind mutexes.
    /// The model.
    public let wrappedValue: ObjectType

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// The model, for bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType> { self }

    /// A binding to the model's property at `keyPath`.
    public subscript<Value: Sendable>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value> & Sendable) -> Binding<Value> {
        let object = UncheckedReference(wrappedValue)
        return Binding(get: { object.value[keyPath: keyPath] }, set: { object.value[keyPath: keyPath] = $0 })
    }
}

extension ObservedObject: DynamicProperty {
    func install(in node: ViewNode, slot: inout Int) {
        node.watch(wrappedValue)
    }
}

/// A model the program shares with the views that show it; its changes are the program's to
/// keep safe (published properties are).
struct UncheckedReference<Object: AnyObject>: @unchecked Sendable {
    let value: Object
    init(_ value: Object) { self.value = value }
}
