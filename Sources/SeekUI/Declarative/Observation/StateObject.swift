/// A model a view makes and owns, as SwiftUI's `@StateObject`: made once, when the view first
/// takes its place, kept while it stays there, and followed as ``ObservedObject`` is.
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject>: @unchecked Sendable {
    // Unchecked: see ObservedObject.
    private let location: StateObjectLocation<ObjectType>

    /// A model made by `thunk` when the view first takes its place.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(thunk)
    }

    /// The model.
    public var wrappedValue: ObjectType { location.object }

    /// The model, for bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    /// A binding to the model's property at `keyPath`.
    public subscript<Value: Sendable>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Value> & Sendable) -> Binding<Value> {
        projectedValue[dynamicMember: keyPath]
    }
}

/// Where a ``StateObject`` finds its model: made on first use, or given by the graph's node.
final class StateObjectLocation<Object: AnyObject> {
    private var made: Object?
    private let make: () -> Object

    init(_ make: @escaping () -> Object) {
        self.make = make
    }

    var object: Object {
        if let made { return made }
        let object = make()
        made = object
        return object
    }

    func adopt(_ object: Object) {
        made = object
    }
}

extension StateObject: DynamicProperty {
    func install(in node: ViewNode, slot: inout Int) {
        defer { slot += 1 }
        if let kept = node.storage(at: slot) as? ObjectType {
            location.adopt(kept)
        } else {
            node.keep(location.object, at: slot, watching: Binding<Bool>?.none)
        }
        node.watch(location.object)
    }
}
