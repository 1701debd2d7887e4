import SeekToolkit

/// A block of colour two cells wide, as seek's colour sample shows beside each row; the
/// terminal's stand-in for SwiftUI's `Circle().fill(color)`.
public struct Swatch: View, Sendable, Equatable {
    public typealias Body = Never
    /// The colour shown.
    public var color: Color

    /// A swatch of `color`.
    public init(_ color: Color) {
        self.color = color
    }

}

extension Swatch: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .line(RowCell([ColoredText.Run("██", style: CellStyle(foreground: color.terminalColor))]))
    }
}
