import SeekScreen
import SeekToolkit

/// A grid written as text for snapshot tests: the characters inside a frame, then a style layer in
/// which each cell is a letter naming its style, then the legend of those letters.
///
/// The style layer is what lets a text snapshot catch a lost highlight or a selection drawn on
/// the wrong row, which the characters alone cannot show.
public struct GridSnapshot: Equatable, Sendable {
    /// The whole snapshot text, as stored in a `.txt` file.
    public let text: String

    public init(_ grid: Grid) {
        var lines: [String] = []
        let border = "+" + String(repeating: "-", count: grid.width) + "+"
        lines.append(border)
        for row in 0..<grid.height {
            var line = "|"
            for column in 0..<grid.width {
                let cell = grid[row, column]
                if cell.isContinuation { continue }
                line.append(cell.grapheme)
            }
            lines.append(line + "|")
        }
        lines.append(border)
        var letters: [CellStyle: Character] = [.plain: "."]
        var legend: [(Character, CellStyle)] = []
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for row in 0..<grid.height {
            var line = ""
            for column in 0..<grid.width {
                let style = grid[row, column].style
                if letters[style] == nil {
                    let letter = alphabet[min(legend.count, alphabet.count - 1)]
                    letters[style] = letter
                    legend.append((letter, style))
                }
                line.append(letters[style]!)
            }
            lines.append(line)
        }
        for (letter, style) in legend {
            lines.append("\(letter) = \(Self.describe(style))")
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        if style.attributes.contains(.bold) { parts.append("bold") }
        if style.attributes.contains(.dim) { parts.append("dim") }
        if style.attributes.contains(.reverse) { parts.append("reverse") }
        if style.attributes.contains(.underline) { parts.append("underline") }
        if let foreground = style.foreground { parts.append("fg:\(foreground)") }
        if let background = style.background { parts.append("bg:\(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
