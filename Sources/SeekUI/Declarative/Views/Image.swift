/// A symbol, as SwiftUI's `Image(systemName:)`: a terminal has no artwork, so a symbol is
/// drawn as a character close to it (a few common names), else as `•`.
public struct Image: View, Sendable {
    public typealias Body = Never
    /// The symbol's name.
    public let systemName: String

    /// The symbol `systemName`.
    public init(systemName: String) {
        self.systemName = systemName
    }

    /// The character that stands for the symbol.
    var glyph: String {
        let base = systemName.split(separator: ".").first.map(String.init) ?? systemName
        switch base {
        case "magnifyingglass": return "⌕"
        case "clock": return "◷"
        case "star": return "★"
        case "globe": return "◍"
        case "person": return "☺"
        case "heart": return "♥"
        case "checkmark": return "✓"
        case "xmark": return "✗"
        case "folder": return "▣"
        case "doc": return "▤"
        case "tag": return "⌗"
        case "paintpalette": return "◐"
        case "gear", "gearshape": return "⚙"
        default: return "•"
        }
    }
}

extension Image: PrimitiveView {
    func contribution(in node: ViewNode) -> Contribution {
        .line(RowCell([ColoredRun(glyph)]))
    }
}
