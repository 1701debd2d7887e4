/// A model set above with `environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`; the
/// view follows it as ``ObservedObject`` does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: @unchecked Sendable {
    // Unchecked: see Environment.
    private let values = EnvironmentBox()

    /// The model of this type in the environment.
    public init() {}

    /// The model; a view above must have set one.
    public var wrappedValue: ObjectType {
        guard let object = values.current.object(of: ObjectType.self) else {
            fatalError("No \(ObjectType.self) in the environment: set one with environmentObject(_:) on a view above")
        }
        return object
    }

    /// The model, for bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }
}

extension EnvironmentObject: DynamicProperty {
    func install(in node: ViewNode, slot: inout Int) {
        values.current = node.environment
        if let object = node.environment.object(of: ObjectType.self) { node.watch(object) }
    }
}
