import SeekToolkit
import SeekScreen

/// Keys and events bound to actions: what `--bind` adds to (or changes in) the key map.
public struct Bindings: Sendable, Equatable {
    /// Actions for keys; a key here is taken before the key map sees it.
    public var keys: [InputEvent: [BoundAction]]
    /// Actions for events.
    public var events: [BindEvent: [BoundAction]]
    /// Actions for fzf's `every(N)` events, by their interval in milliseconds.
    public var timers: [Int: [BoundAction]]

    public init(keys: [InputEvent: [BoundAction]] = [:], events: [BindEvent: [BoundAction]] = [:],
                timers: [Int: [BoundAction]] = [:]) {
        self.keys = keys
        self.events = events
        self.timers = timers
    }

    /// Whether nothing is bound.
    public var isEmpty: Bool { keys.isEmpty && events.isEmpty && timers.isEmpty }
}
