import SeekToolkit

/// Views side by side, separated by `spacing` columns, like SwiftUI's `HStack`.
///
/// ```swift
/// HStack {
///     Swatch(color.value)
///     Text(color.name)
/// }
/// ```
public struct HStack: View {
    /// The views, left to right.
    public var content: [any View]
    /// The blank columns between two views.
    public var spacing: Int

    /// Views from a builder, `spacing` columns apart (one by default).
    public init(spacing: Int = 1, @ViewBuilder content: () -> [any View]) {
        self.content = content()
        self.spacing = max(0, spacing)
    }

    public var runs: [ColoredText.Run] {
        var runs: [ColoredText.Run] = []
        for (index, view) in content.enumerated() {
            if index > 0 && spacing > 0 { runs.append(ColoredText.Run(String(repeating: " ", count: spacing))) }
            runs += view.runs
        }
        return runs
    }
}
