/// How many rows an inline screen takes (fzf's `--height N` or `--height N%`): the screen is
/// then drawn below the shell's prompt instead of on the alternate screen.
public struct InlineHeight: Hashable, Sendable {
    /// A number of rows, or a share of the terminal's height.
    public enum Amount: Hashable, Sendable {
        case rows(Int)
        case percent(Int)
    }

    /// The amount asked for.
    public var amount: Amount

    /// Fewer rows than this are not taken for a percentage (fzf's default `--min-height`), as
    /// long as the terminal has them: a small share of a short terminal would show no list.
    public static let minimumRowsForPercent = 10

    /// The rows a percentage takes at least (fzf's `--min-height`), as long as the terminal has them.
    public var minimumRows = InlineHeight.minimumRowsForPercent

    /// The whole height of the terminal: the inline screen of a terminal without an alternate
    /// screen.
    public static let full = InlineHeight(amount: .percent(100))

    public init(amount: Amount) {
        self.amount = amount
    }

    /// Reads fzf's forms: `N` (rows, at least 1) and `N%` (1 to 100). `~N` (shrink to the
    /// content) is refused with a message saying so, since seek's screen has no content height
    /// to shrink to.
    public init(parsing text: String) throws(InlineHeightError) {
        let trimmed = text.trimmingBlanks
        if trimmed.hasPrefix("~") {
            throw InlineHeightError("height '\(text)': the ~ form (shrink to the content) is not supported; use N or N%")
        }
        let isPercent = trimmed.hasSuffix("%")
        let digits = isPercent ? String(trimmed.dropLast()) : trimmed
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), digits.utf8.count <= 9, let value = Int(digits) else {
            throw InlineHeightError("a height is a number of lines or a percentage (10, 40%), not '\(text)'")
        }
        if isPercent {
            guard (1...100).contains(value) else {
                throw InlineHeightError("height '\(text)': a percentage must be between 1% and 100%")
            }
            amount = .percent(value)
        } else {
            guard value >= 1 else {
                throw InlineHeightError("height '\(text)': the screen needs at least 1 line")
            }
            amount = .rows(value)
        }
    }

    /// Reads fzf's `--min-height` value, `N` or `N+`, into ``minimumRows``. `N+` asks for N rows
    /// of the list: `chromeRows` (the rows the screen draws besides the list, such as fzf's
    /// prompt and info line) are added to it.
    public mutating func setMinimum(parsing text: String, chromeRows: Int) throws(InlineHeightError) {
        let trimmed = text.trimmingBlanks
        let addsChrome = trimmed.hasSuffix("+")
        let digits = addsChrome ? String(trimmed.dropLast()) : trimmed
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }), digits.utf8.count <= 9, let value = Int(digits) else {
            throw InlineHeightError("a minimum height is a number of lines, with + to add the prompt's lines (20, 20+), not '\(text)'")
        }
        minimumRows = value + (addsChrome ? chromeRows : 0)
    }

    /// The rows taken in a terminal of `terminalHeight` rows: never more than it has.
    public func rows(inTerminalOfHeight terminalHeight: Int) -> Int {
        let available = max(0, terminalHeight)
        switch amount {
        case .rows(let count):
            return min(count, available)
        case .percent(let share):
            let rows = available * share / 100
            return min(available, max(rows, minimumRows))
        }
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingBlanks: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
