import SeekToolkit

/// How one line of preview output is laid into a pane's rows, as fzf lays it: tabs expanded to
/// their stops from the line's start, then cut at the edge, or wrapped (`wrap`: at the edge;
/// `wrap-word`: at the last blank that fits) with the wrap sign (`↳ `, dimmed) before every
/// row after the first.
///
/// A row after the first holds `width` less the sign's columns (one at least), so a sign as wide
/// as the pane leaves a character that the pane's edge then cuts, as fzf's does.
public struct PreviewLineRows: Sendable, Equatable {
    /// The columns of the pane's text.
    public var width: Int
    public var wraps: Bool
    public var wrapsWords: Bool
    /// The text before each continued row (fzf's `--preview-wrap-sign`).
    public var sign: String
    public var signStyle: CellStyle

    /// fzf's wrap sign.
    public static let defaultSign = "↳ "

    public init(width: Int, wraps: Bool, wrapsWords: Bool = false, sign: String = PreviewLineRows.defaultSign,
                signStyle: CellStyle = CellStyle(.dim)) {
        self.width = width
        self.wraps = wraps
        self.wrapsWords = wrapsWords
        self.sign = sign
        self.signStyle = signStyle
    }

    /// The rows for `window`'s wrapping in a pane `width` columns wide.
    public init(window: PreviewWindow, width: Int, sign: String = PreviewLineRows.defaultSign) {
        self.init(width: width, wraps: window.wraps, wrapsWords: window.wrapsWords, sign: sign)
    }

    private struct Glyph {
        var character: Character
        var columns: Int
        var style: CellStyle
        var isBlank: Bool { character == " " }
    }

    /// The rows `line` takes: one (cut later at the pane's edge) unless the pane wraps.
    public func rows(of line: [ColoredText.Run]) -> [[ColoredText.Run]] {
        let glyphs = Self.glyphs(of: line)
        guard wraps, width > 0 else { return [Self.runs(glyphs[...])] }
        let signColumns = DisplayWidth.of(sign)
        let continued = max(1, width - signColumns)
        var rows: [[ColoredText.Run]] = []
        for (index, piece) in pieces(of: glyphs, signColumns: signColumns).enumerated() {
            var start = piece.startIndex
            var capacity = index == 0 ? width : continued
            repeat {
                var used = 0
                var end = start
                while end < piece.endIndex, used + piece[end].columns <= capacity || used == 0 {
                    used += piece[end].columns
                    end += 1
                }
                let runs = Self.runs(piece[start..<end])
                rows.append(rows.isEmpty ? runs : [ColoredText.Run(sign, style: signStyle)] + runs)
                start = end
                capacity = continued
            } while start < piece.endIndex
        }
        return rows
    }

    /// How many rows `line` takes.
    public func height(of line: [ColoredText.Run]) -> Int {
        wraps && width > 0 ? rows(of: line).count : 1
    }

    /// The line's parts: itself, or for `wrap-word` its words as fzf breaks them (at the last
    /// blank before the edge, the blank dropped; the first part `width` wide, the others less
    /// the sign); each part is then wrapped at the edge when it is still too long.
    private func pieces(of glyphs: [Glyph], signColumns: Int) -> [ArraySlice<Glyph>] {
        guard wrapsWords else { return [glyphs[...]] }
        var pieces: [ArraySlice<Glyph>] = []
        var start = 0
        var used = 0
        var limit = width
        var lastBlank: (index: Int, usedBefore: Int)?
        for (index, glyph) in glyphs.enumerated() {
            if glyph.isBlank { lastBlank = (index, used) }
            used += glyph.columns
            if used > limit, let blank = lastBlank, blank.index >= start {
                pieces.append(glyphs[start..<blank.index])
                start = blank.index + 1
                used -= blank.usedBefore + glyphs[blank.index].columns
                lastBlank = nil
                limit = width - signColumns
            }
        }
        pieces.append(glyphs[start...])
        return pieces
    }

    /// The line's characters with their columns and styles, tabs turned into the blanks that
    /// reach the next stop (every 8 columns from the line's start, whatever the runs).
    private static func glyphs(of line: [ColoredText.Run]) -> [Glyph] {
        var glyphs: [Glyph] = []
        var column = 0
        for run in line {
            for character in run.text {
                if character == "\t" {
                    let spaces = 8 - column % 8
                    glyphs.append(contentsOf: repeatElement(Glyph(character: " ", columns: 1, style: run.style), count: spaces))
                    column += spaces
                } else {
                    let columns = max(0, DisplayWidth.of(String(character)))
                    glyphs.append(Glyph(character: character, columns: columns, style: run.style))
                    column += columns
                }
            }
        }
        return glyphs
    }

    /// Glyphs joined back into runs of one style.
    private static func runs(_ glyphs: ArraySlice<Glyph>) -> [ColoredText.Run] {
        var runs: [ColoredText.Run] = []
        for glyph in glyphs {
            if let last = runs.last, last.style == glyph.style {
                runs[runs.count - 1].text.append(glyph.character)
            } else {
                runs.append(ColoredText.Run(String(glyph.character), style: glyph.style))
            }
        }
        return runs
    }
}
