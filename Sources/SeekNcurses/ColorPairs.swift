import CNcurses
import SeekToolkit

/// Allocates curses colour pairs on demand, one per foreground–background combination drawn.
///
/// curses draws colour only through numbered pairs; allocating them lazily lets the theme and the
/// colour swatches use any palette colour without a fixed table. On a terminal with fewer than 256
/// colours, palette colours fall back to the nearest of the basic eight. When the pairs run out,
/// further combinations are drawn in the default colours rather than failing.
final class ColorPairs {
    private let hasPalette: Bool
    private let pairLimit: Int
    private var pairs: [Int: Int16] = [:]

    init(colorCount: Int, pairCount: Int) {
        hasPalette = colorCount >= 256
        pairLimit = min(pairCount, Int(Int16.max))
    }

    /// The pair for the two colours (nil is the terminal's default), allocating it if needed.
    func pair(foreground: TerminalColor?, background: TerminalColor?) -> Int16 {
        guard foreground != nil || background != nil else { return 0 }
        let front = foreground.map(number(of:)) ?? -1
        let back = background.map(number(of:)) ?? -1
        let key = (front + 1) << 16 | (back + 1)
        if let existing = pairs[key] { return existing }
        let next = pairs.count + 1
        guard next < pairLimit else { return 0 }
        let pair = Int16(next)
        init_pair(pair, Int16(front), Int16(back))
        pairs[key] = pair
        return pair
    }

    private func number(of color: TerminalColor) -> Int {
        hasPalette ? color.paletteIndex : color.basicIndex
    }
}
