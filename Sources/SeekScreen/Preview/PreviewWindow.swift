import SeekToolkit

/// Where and how the preview pane is shown: fzf's `--preview-window`, such as `right,50%`,
/// `up:40%:wrap`, `down,10,border-top,+{2}/2` or `hidden`.
///
/// The pane takes its share of the whole screen on one side; the rest of the screen (title,
/// field, scopes, list, status line) is laid out in what remains.
public struct PreviewWindow: Sendable, Equatable {
    /// The side of the screen the pane sits on.
    public enum Position: String, Sendable, Equatable, CaseIterable {
        case right, left, up, down
    }

    /// How big the pane is along its side's axis.
    public enum Size: Sendable, Equatable {
        /// This many columns (left, right) or rows (up, down), border included.
        case cells(Int)
        /// This percentage of the screen's width or height.
        case percent(Int)
    }

    /// What separates the pane from the list.
    public enum Border: String, Sendable, Equatable {
        /// A box with rounded corners around the pane.
        case rounded
        /// A box with square corners.
        case sharp
        /// One rule on the side that faces the list.
        case line
        /// Nothing.
        case none
    }

    /// Which line the preview opens at: `+N`, or `+{F}` (the number in field F of the item, as
    /// in `rg -n`'s output) with an optional `-N` and `/N` (`/2` centres it).
    public struct Offset: Sendable, Equatable {
        /// The field whose number is the base line, 1-based; nil for a constant base.
        public var field: Int?
        /// The line (without a field) or the amount added to the field's number.
        public var constant: Int
        /// The line lands this fraction down the pane: 1 at the top, 2 in the middle.
        public var divisor: Int

        public init(field: Int? = nil, constant: Int = 0, divisor: Int = 1) {
            self.field = field
            self.constant = constant
            self.divisor = max(1, divisor)
        }

        /// The first line to show (0-based) for a pane of `height` rows, given the field's text.
        public func firstLine(fieldText: String?, height: Int) -> Int {
            var line = constant
            if field != nil {
                guard let number = fieldText.flatMap({ Int($0.filter { !$0.isWhitespace }) }) else { return 0 }
                line += number
            }
            // Lines are numbered from 1; the pane shows them from 0, and `/N` puts the line 1/N down.
            return max(0, line - 1 - (divisor > 1 ? height / divisor : 0))
        }
    }

    public var position: Position
    public var size: Size
    public var border: Border
    /// Whether long lines wrap instead of being cut at the pane's edge.
    public var wraps: Bool
    /// Whether the pane starts hidden (a key bound to `toggle-preview` shows it).
    public var startsHidden: Bool
    /// Where the preview opens.
    public var offset: Offset?

    public init(position: Position = .right, size: Size = .percent(50), border: Border = .rounded,
                wraps: Bool = false, startsHidden: Bool = false, offset: Offset? = nil) {
        self.position = position
        self.size = size
        self.border = border
        self.wraps = wraps
        self.startsHidden = startsHidden
        self.offset = offset
    }

    /// Reads fzf's notation: options separated by `:` or `,`, in any order.
    public init(parsing text: String) throws(PreviewWindowError) {
        self.init()
        for option in text.split(whereSeparator: { $0 == ":" || $0 == "," }).map(String.init) {
            if let position = Position(rawValue: option) {
                self.position = position
            } else if option.hasSuffix("%"), let percent = Int(option.dropLast()), (1...100).contains(percent) {
                size = .percent(percent)
            } else if option.allSatisfy(\.isASCII), option.allSatisfy(\.isNumber), let cells = Int(option) {
                // Digits only: `Int` also reads `+123`, which is a scroll offset. A size of 0
                // hides the pane while its command still runs, as in fzf.
                size = .cells(cells)
            } else if option.hasPrefix("+") || option.hasPrefix("~") {
                guard option.hasPrefix("+"), let parsed = Self.offset(option.dropFirst()) else {
                    throw PreviewWindowError("bad scroll offset '\(option)' (use +N or +{FIELD}-N/N)")
                }
                offset = parsed
            } else {
                switch option {
                case "wrap": wraps = true
                case "nowrap": wraps = false
                case "hidden": startsHidden = true
                case "nohidden": startsHidden = false
                case "border", "rounded", "border-rounded": border = .rounded
                case "sharp", "border-sharp": border = .sharp
                case "noborder", "border-none": border = .none
                case "border-left", "border-right", "border-top", "border-bottom", "border-line",
                     "border-horizontal", "border-vertical":
                    border = .line
                case "default": self = PreviewWindow()
                default:
                    throw PreviewWindowError("unknown option '\(option)'")
                }
            }
        }
    }

    /// The pane's rectangle and the rectangle left for everything else, in `area`; the pane
    /// leaves the rest at least a third of the screen.
    public func split(_ area: Rect) -> (preview: Rect, rest: Rect) {
        let isHorizontal = position == .left || position == .right
        let length = isHorizontal ? area.width : area.height
        var wanted: Int
        switch size {
        case .cells(let cells): wanted = cells
        case .percent(let percent): wanted = length * percent / 100
        }
        wanted = min(max(wanted, 0), length - max(1, length / 3))
        guard wanted >= 3 else { return (.empty, area) }
        switch position {
        case .right:
            return (Rect(row: area.row, column: area.right - wanted, width: wanted, height: area.height),
                    Rect(row: area.row, column: area.column, width: area.width - wanted, height: area.height))
        case .left:
            return (Rect(row: area.row, column: area.column, width: wanted, height: area.height),
                    Rect(row: area.row, column: area.column + wanted, width: area.width - wanted, height: area.height))
        case .up:
            return (Rect(row: area.row, column: area.column, width: area.width, height: wanted),
                    Rect(row: area.row + wanted, column: area.column, width: area.width, height: area.height - wanted))
        case .down:
            return (Rect(row: area.bottom - wanted, column: area.column, width: area.width, height: wanted),
                    Rect(row: area.row, column: area.column, width: area.width, height: area.height - wanted))
        }
    }

    /// The rows and columns inside the pane's border, for a pane at `rect`.
    public func contentRect(of rect: Rect) -> Rect {
        switch border {
        case .rounded, .sharp:
            return Rect(row: rect.row + 1, column: rect.column + 2, width: rect.width - 4, height: rect.height - 2)
        case .none:
            return rect
        case .line:
            switch position {
            case .right: return Rect(row: rect.row, column: rect.column + 2, width: rect.width - 2, height: rect.height)
            case .left: return Rect(row: rect.row, column: rect.column, width: rect.width - 2, height: rect.height)
            case .up: return Rect(row: rect.row, column: rect.column, width: rect.width, height: rect.height - 1)
            case .down: return Rect(row: rect.row + 1, column: rect.column, width: rect.width, height: rect.height - 1)
            }
        }
    }

    /// `{2}-5/2`, `12`, `{3}`: the text after `+`.
    private static func offset(_ text: Substring) -> Offset? {
        var rest = text
        var divisor = 1
        if let slash = rest.lastIndex(of: "/") {
            guard let value = Int(rest[rest.index(after: slash)...]), value > 0 else { return nil }
            divisor = value
            rest = rest[..<slash]
        }
        if rest.first == "{" {
            guard let close = rest.firstIndex(of: "}"), let field = Int(rest[rest.index(after: rest.startIndex)..<close]), field > 0 else {
                return nil
            }
            let tail = rest[rest.index(after: close)...]
            let constant = tail.isEmpty ? 0 : Int(tail)
            guard let constant else { return nil }
            return Offset(field: field, constant: constant, divisor: divisor)
        }
        guard let line = Int(rest), line >= 0 else { return nil }
        return Offset(constant: line, divisor: divisor)
    }
}
