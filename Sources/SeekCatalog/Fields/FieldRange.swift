/// Which fields a placeholder names: `1`, `-1`, `2..`, `..3`, `2..-2`.
public struct FieldRange: Sendable, Equatable {
    /// The first field, 1-based; negative counts from the end; nil from the first.
    public var first: Int?
    /// The last field, 1-based; negative counts from the end; nil to the last.
    public var last: Int?

    public init(first: Int?, last: Int?) {
        self.first = first
        self.last = last
    }

    /// Reads `2`, `-1`, `2..`, `..3` or `1..-2`; nil for anything else (0 is no field).
    public init?(_ text: Substring) {
        func number(_ part: Substring) -> Int?? {
            if part.isEmpty { return .some(nil) }
            guard let value = Int(part), value != 0 else { return nil }
            return .some(value)
        }
        if let dots = text.firstRange(of: "..") {
            guard let first = number(text[..<dots.lowerBound]), let last = number(text[dots.upperBound...]) else { return nil }
            self.init(first: first, last: last)
        } else {
            guard let single = number(text), let value = single else { return nil }
            self.init(first: value, last: value)
        }
    }

    /// Zero-based inclusive bounds among `count` fields, or nil when the range is empty.
    public func resolved(count: Int) -> ClosedRange<Int>? {
        func index(_ number: Int?, default fallback: Int) -> Int {
            guard let number else { return fallback }
            return number > 0 ? number - 1 : count + number
        }
        let lower = max(0, index(first, default: 0))
        let upper = min(count - 1, index(last, default: count - 1))
        return lower <= upper ? lower...upper : nil
    }
}
