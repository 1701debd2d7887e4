import SeekToolkit

/// A colour for text or a swatch. The terminal shows the nearest colour it has: one of the
/// 256-colour palette, or of the basic eight on a terminal with only those; none at all under
/// `NO_COLOR` or on a monochrome terminal, where the attributes (bold, dim) still show.
public struct Color: Sendable, Hashable {
    /// The colour as the terminal layer names it.
    public var terminalColor: TerminalColor

    /// A colour of the terminal's palette.
    public init(_ terminalColor: TerminalColor) {
        self.terminalColor = terminalColor
    }

    /// The colour nearest to red, green and blue components between 0 and 1, as SwiftUI takes them.
    public init(red: Double, green: Double, blue: Double) {
        func level(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }
        terminalColor = .nearest(red: level(red), green: level(green), blue: level(blue))
    }

    /// The colour nearest to a `#rrggbb` (or `rrggbb`) value; nil when `hex` is not one.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        terminalColor = .nearest(red: value >> 16 & 0xFF, green: value >> 8 & 0xFF, blue: value & 0xFF)
    }

    public static let black = Color(.black)
    public static let red = Color(.red)
    public static let green = Color(.green)
    public static let yellow = Color(.yellow)
    public static let blue = Color(.blue)
    public static let magenta = Color(.magenta)
    public static let cyan = Color(.cyan)
    public static let white = Color(.white)
    /// SwiftUI's names for colours the basic eight lack, from the palette.
    public static let orange = Color(.palette(208))
    public static let purple = Color(.palette(129))
    public static let pink = Color(.palette(211))
    public static let gray = Color(.palette(245))
}
