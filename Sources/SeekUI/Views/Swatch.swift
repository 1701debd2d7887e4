import SeekToolkit

/// A block of colour two cells wide, as seek's colour sample shows beside each row; the
/// terminal's stand-in for SwiftUI's `Circle().fill(color)`.
public struct Swatch: View, Sendable, Equatable {
    /// The colour shown.
    public var color: Color

    /// A swatch of `color`.
    public init(_ color: Color) {
        self.color = color
    }

    public var runs: [ColoredText.Run] { [ColoredText.Run("██", style: CellStyle(foreground: color.terminalColor))] }
}
