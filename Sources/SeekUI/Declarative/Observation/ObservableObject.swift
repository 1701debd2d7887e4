/// A model class whose changes the views that use it follow, as SwiftUI's `ObservableObject`:
/// mark its properties `@Published`, and a view that holds it with ``ObservedObject``,
/// ``StateObject`` or ``EnvironmentObject`` is evaluated again when one is set.
///
/// ```swift
/// final class SearchModel: ObservableObject {
///     @Published var results: [Product] = []
/// }
/// ```
///
/// This is the route without macros: `@Observable` needs the Observation module's macro,
/// which a terminal program does not have here. Without Combine, ``objectWillChange`` is a
/// ``ObservableObjectPublisher`` that forwards the `@Published` properties' changes; a model
/// may also call `objectWillChange.send()` itself. A model's type is `SendableMetatype`: the
/// bindings to its properties are closures that may run on the event loop's thread.
public protocol ObservableObject: AnyObject, SendableMetatype {
    /// Tells the views that watch this object that it changed.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher of the object's `@Published` properties, found by reflection.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher(forwarding: Mirror(reflecting: self).children.compactMap {
            ($0.value as? any PublishedProperty)?.publisher
        })
    }
}

/// A ``Published`` property, whatever its value's type.
protocol PublishedProperty {
    var publisher: ObservableObjectPublisher { get }
}
