/// A program's ``Binding`` as the running list sees it: its value converted to the session's
/// terms, and which of the program's writes the list has applied.
///
/// The list applies a write it has not seen (``pendingValue()``) and stores the user's changes
/// back (``store(_:)``) only when the program has not written meanwhile, so a program's write
/// is never lost to a frame drawn just before it arrived.
final class Bound<ListValue> {
    private let read: () -> (value: ListValue, version: Int)
    private let write: (ListValue, Int) -> Void
    private let observe: ((@Sendable () -> Void)?) -> Void
    /// The version of the program's value the list last applied.
    private var appliedVersion: Int

    /// Binds `binding`, converting its values with `toList` and back with `fromList` (nil when
    /// the list's value has no counterpart in the program's type, which leaves the binding as is).
    init<Value>(_ binding: Binding<Value>, toList: @escaping (Value) -> ListValue, fromList: @escaping (ListValue) -> Value?) {
        read = {
            let (value, version) = binding.versioned
            return (toList(value), version)
        }
        write = { value, version in
            if let converted = fromList(value) { binding.update(fromList: converted, ifVersion: version) }
        }
        observe = { binding.observe($0) }
        appliedVersion = binding.versioned.version
    }

    /// Binds `binding` whose values the session uses as they are.
    convenience init(_ binding: Binding<ListValue>) where ListValue: Sendable {
        self.init(binding, toList: { $0 }, fromList: { $0 })
    }

    /// The program's value, for the list's start.
    var initialValue: ListValue { read().value }

    /// The value the program wrote since the list last looked, if it did.
    func pendingValue() -> ListValue? {
        let (value, version) = read()
        guard version != appliedVersion else { return nil }
        appliedVersion = version
        return value
    }

    /// Stores the list's value in the binding, unless a write of the program is still to apply.
    func store(_ value: ListValue) {
        write(value, appliedVersion)
    }

    /// Wakes the list on each write of the program; nil stops.
    func wake(_ observer: (@Sendable () -> Void)?) {
        observe(observer)
    }
}
