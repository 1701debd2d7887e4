import SeekScreen
import SeekToolkit

/// What actions are bound to: a key, an event or an `every(N)` timer, as `unbind(…)`,
/// `rebind(…)`, `toggle-bind(…)` and `trigger(…)` name them.
public enum BindTarget: Hashable, Sendable {
    case key(InputEvent)
    case event(BindEvent)
    /// An `every(N)` timer, by its interval in milliseconds.
    case timer(Int)

    /// The targets of an action's argument, comma-separated names as in `--bind`
    /// (`unbind(change,ctrl-a)`, `trigger(x)`); a name that is none is an error.
    static func targets(in argument: String, of text: String) throws(BindingError) -> [BindTarget] {
        var targets: [BindTarget] = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: true).map(String.init) {
            if let event = BindEvent(rawValue: name) {
                targets.append(.event(event))
            } else if let interval = try EveryEvent.interval(ofEventNamed: name) {
                targets.append(.timer(interval))
            } else if let key = KeyName.event(named: name) {
                targets.append(.key(key))
            } else {
                throw BindingError("unknown key or event '\(name)' in binding '\(text)'")
            }
        }
        return targets
    }
}

extension Bindings {
    /// The actions bound to `target`, if any.
    public func actions(for target: BindTarget) -> [BoundAction]? {
        switch target {
        case .key(let key): keys[key]
        case .event(let event): events[event]
        case .timer(let interval): timers[interval]
        }
    }
}
