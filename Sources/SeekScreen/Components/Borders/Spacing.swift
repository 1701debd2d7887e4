import SeekToolkit

/// Space kept around a part of fzf's face: `--margin` outside the border, `--padding` inside
/// it, read as fzf reads them (`N`, `V,H`, `T,H,B`, `T,R,B,L`; each a number of cells or a
/// percentage of the screen's height for top and bottom, of its width for the sides).
public struct Spacing: Sendable, Equatable {
    /// One side's amount.
    public enum Amount: Sendable, Equatable {
        case cells(Int)
        case percent(Int)

        func cells(of length: Int) -> Int {
            switch self {
            case .cells(let cells): cells
            case .percent(let percent): length * percent / 100
            }
        }
    }

    public var top: Amount, right: Amount, bottom: Amount, left: Amount

    public static let zero = Spacing(top: .cells(0), right: .cells(0), bottom: .cells(0), left: .cells(0))

    public init(top: Amount, right: Amount, bottom: Amount, left: Amount) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// fzf's spelling; nil when it is not one.
    public init?(fzf text: String) {
        var amounts: [Amount] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let isPercent = word.hasSuffix("%")
            guard let number = Int(isPercent ? word.dropLast() : word), number >= 0 else { return nil }
            amounts.append(isPercent ? .percent(number) : .cells(number))
        }
        switch amounts.count {
        case 1: self.init(top: amounts[0], right: amounts[0], bottom: amounts[0], left: amounts[0])
        case 2: self.init(top: amounts[0], right: amounts[1], bottom: amounts[0], left: amounts[1])
        case 3: self.init(top: amounts[0], right: amounts[1], bottom: amounts[2], left: amounts[1])
        case 4: self.init(top: amounts[0], right: amounts[1], bottom: amounts[2], left: amounts[3])
        default: return nil
        }
    }

    /// `rect` less this spacing, percentages taken of `screen`.
    public func inset(_ rect: Rect, screen: TerminalSize) -> Rect {
        let top = top.cells(of: screen.height), bottom = bottom.cells(of: screen.height)
        let left = left.cells(of: screen.width), right = right.cells(of: screen.width)
        return Rect(row: rect.row + top, column: rect.column + left,
                    width: rect.width - left - right, height: rect.height - top - bottom)
    }
}
