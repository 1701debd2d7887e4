import SeekToolkit

/// A circle, as SwiftUI's `Circle`: in a terminal one cell, `●`, in the colour `fill(_:)`
/// gives it (the terminal's foreground colour without one).
public struct Circle: View, Sendable {
    public typealias Body = Never
    let color: Color?

    /// A circle drawn in the foreground colour.
    public init() {
        color = nil
    }

    /// This circle filled with `color`, as SwiftUI's `fill(_:)`.
    public func fill(_ color: Color) -> Circle {
        Circle(color: color)
    }

    private init(color: Color?) {
        self.color = color
    }
}

extension Circle: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .line(RowCell([ColoredText.Run("●", style: CellStyle(foreground: color?.terminalColor))]))
    }
}
