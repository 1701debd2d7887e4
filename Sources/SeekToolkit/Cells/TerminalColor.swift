/// A colour a cell can be drawn in: one of the eight that every colour terminal has, or an entry
/// of the 256-colour palette that most terminals have today. The backend maps a palette colour to
/// the nearest of the eight on a terminal that has only those, and drops colour altogether on a
/// monochrome terminal or under `NO_COLOR`.
public enum TerminalColor: Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    /// An index into the xterm 256-colour palette.
    case palette(UInt8)

    /// The basic eight, in their ANSI order.
    public static let basic: [TerminalColor] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]

    /// The palette index (0–255) of this colour.
    public var paletteIndex: Int {
        switch self {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .palette(let index): Int(index)
        }
    }

    /// The nearest of the basic eight, for terminals without a 256-colour palette.
    public var basicIndex: Int {
        let index = paletteIndex
        if index < 8 { return index }
        if index < 16 { return index - 8 }
        let (red, green, blue) = Self.components(ofPaletteIndex: index)
        let bright = max(red, green, blue)
        if bright < 64 { return 0 }
        let threshold = bright / 2
        return (red > threshold ? 1 : 0) | (green > threshold ? 2 : 0) | (blue > threshold ? 4 : 0)
    }

    /// The palette colour nearest to an RGB value: the 6×6×6 cube or the 24-step grey ramp.
    public static func nearest(red: Int, green: Int, blue: Int) -> TerminalColor {
        let levels = [0, 95, 135, 175, 215, 255]
        func cubeStep(_ value: Int) -> Int {
            var best = 0
            for (step, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) {
                best = step
            }
            return best
        }
        let cube = (cubeStep(red), cubeStep(green), cubeStep(blue))
        let cubeColor = (levels[cube.0], levels[cube.1], levels[cube.2])
        let grey = (red + green + blue) / 3
        let greyStep = max(0, min(23, (grey - 8 + 5) / 10))
        let greyLevel = 8 + greyStep * 10
        func distance(_ color: (Int, Int, Int)) -> Int {
            let dr = color.0 - red, dg = color.1 - green, db = color.2 - blue
            return dr * dr + dg * dg + db * db
        }
        if distance((greyLevel, greyLevel, greyLevel)) < distance(cubeColor) {
            return .palette(UInt8(232 + greyStep))
        }
        return .palette(UInt8(16 + cube.0 * 36 + cube.1 * 6 + cube.2))
    }

    /// The RGB value of a palette index of 16 or more.
    static func components(ofPaletteIndex index: Int) -> (Int, Int, Int) {
        if index >= 232 {
            let level = 8 + (index - 232) * 10
            return (level, level, level)
        }
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
    }
}
