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

    /// What separates the pane from the list: fzf's border shapes (``BorderShape``).
    public typealias Border = BorderShape

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
                // fzf keeps only the field's digits and signs (`:123:` is 123).
                guard let number = fieldText.flatMap({ Int($0.filter { $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }) }) else {
                    return 0
                }
                line += number
            }
            // Lines are numbered from 1; the pane shows them from 0, and `/N` puts the line 1/N down.
            return max(0, line - 1 - (divisor > 1 ? height / divisor : 0))
        }
    }

    public var position: Position
    public var size: Size
    /// The line around the pane, by fzf's shape names; `line` is the one side facing the list
    /// (``sides``).
    public var border: BorderShape
    /// Whether long lines wrap instead of being cut at the pane's edge.
    public var wraps: Bool
    /// Whether wrapping breaks lines at blanks (`wrap-word`) rather than at the edge.
    public var wrapsWords = false
    /// Whether the pane keeps the output's end in view as it grows (`follow`), until scrolled up.
    public var follows = false
    /// Whether the position (`12/340`) is shown on the pane's first row (`noinfo` hides it).
    public var showsInfo = true
    /// The output's first lines, kept at the top while the rest scrolls (`~N`).
    public var headerLines = 0
    /// Whether scrolling past an end of the output goes round to the other (`cycle`).
    public var cycles = false
    /// Whether the pane is hidden: `hidden` hides it at the start, and `toggle-preview`,
    /// `show-preview` and `hide-preview` flip it in the browser's copy.
    public var isHidden: Bool
    /// Where the preview opens.
    public var offset: Offset?
    /// The pane length (columns for left and right, rows for up and down) under which
    /// ``alternative`` is used instead (fzf's `<N(…)`); 0 for none.
    public var threshold: Int
    /// The alternative layout, at most one: an array only because a struct cannot hold itself.
    private var alternatives: [PreviewWindow]

    /// The layout used when the pane would be smaller than ``threshold``: this one with the
    /// options in `<N(…)` applied, shown (`hidden` is not carried over) and without an
    /// alternative of its own, as fzf reads it.
    public var alternative: PreviewWindow? {
        get { alternatives.first }
        set { alternatives = newValue.map { [$0] } ?? [] }
    }

    public init(position: Position = .right, size: Size = .percent(50), border: BorderShape = .rounded,
                wraps: Bool = false, isHidden: Bool = false, offset: Offset? = nil) {
        self.position = position
        self.size = size
        self.border = border
        self.wraps = wraps
        self.isHidden = isHidden
        self.offset = offset
        self.threshold = 0
        self.alternatives = []
    }

    /// Reads fzf's notation: options separated by `:` or `,`, in any order.
    public init(parsing text: String) throws(PreviewWindowError) {
        self.init()
        try apply(text)
    }

    /// Applies the options of `text` to this layout, later ones winning, as fzf's
    /// `change-preview-window` applies them to the initial layout.
    public mutating func apply(_ text: String) throws(PreviewWindowError) {
        var alternativeText: String?
        for option in Self.tokens(of: text) {
            if option.hasPrefix("<") {
                // `<N(…)`: N from 1, options inside without `<` or `)`.
                guard let open = option.firstIndex(of: "("), option.hasSuffix(")"),
                      let limit = Int(option[option.index(after: option.startIndex)..<open]), limit > 0 else {
                    throw PreviewWindowError("bad alternative layout '\(option)' (use <N(OPTIONS))")
                }
                threshold = limit
                alternativeText = String(option[option.index(after: open)..<option.index(before: option.endIndex)])
                continue
            }
            if let position = Position(rawValue: option) {
                self.position = position
            } else if option.hasSuffix("%"), let percent = Int(option.dropLast()), (1...100).contains(percent) {
                size = .percent(percent)
            } else if option.allSatisfy(\.isASCII), option.allSatisfy(\.isNumber), let cells = Int(option) {
                // Digits only: `Int` also reads `+123`, which is a scroll offset. A size of 0
                // hides the pane while its command still runs, as in fzf.
                size = .cells(cells)
            } else if option.hasPrefix("~") {
                guard let lines = Int(option.dropFirst()), lines >= 0, option.dropFirst().allSatisfy(\.isNumber) else {
                    throw PreviewWindowError("bad header lines '\(option)' (use ~N)")
                }
                headerLines = lines
            } else if option.hasPrefix("+") {
                guard let parsed = Self.offset(option.dropFirst()) else {
                    throw PreviewWindowError("bad scroll offset '\(option)' (use +N or +{FIELD}-N/N)")
                }
                offset = parsed
            } else {
                switch option {
                case "wrap": (wraps, wrapsWords) = (true, false)
                case "wrap-word": (wraps, wrapsWords) = (true, true)
                case "nowrap": (wraps, wrapsWords) = (false, false)
                case "follow", "nofollow": follows = option == "follow"
                case "info", "noinfo": showsInfo = option == "info"
                case "cycle", "nocycle": cycles = option == "cycle"
                case "top": position = .up
                case "bottom": position = .down
                case "hidden": isHidden = true
                case "nohidden": isHidden = false
                case "border", "rounded", "border-rounded": border = .rounded
                case "sharp", "border-sharp": border = .sharp
                case "noborder", "border-none": border = .none
                case "border-up": border = .top
                case "border-down": border = .bottom
                case _ where option.hasPrefix("border-"):
                    // fzf's other names: border-bold, -double, -block, -thinblock, -line, a side
                    // or a pair; fzf's `dashed` is drawn sharp.
                    let name = String(option.dropFirst("border-".count))
                    guard let shape = name == "dashed" ? .sharp : BorderShape(rawValue: name), shape != .inline else {
                        throw PreviewWindowError("unknown option '\(option)'")
                    }
                    border = shape
                case "default": self = PreviewWindow()
                default:
                    throw PreviewWindowError("unknown option '\(option)'")
                }
            }
        }
        if let alternativeText {
            var alternative = self
            alternative.isHidden = false
            alternative.alternative = nil
            try alternative.apply(alternativeText)
            self.alternative = alternative
        }
    }

    /// `text`'s options, split at `:` and `,` outside parentheses (`<80(up,40%)` is one).
    public static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case ":" where depth == 0, "," where depth == 0:
                tokens.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        tokens.append(current)
        return tokens.filter { !$0.isEmpty }
    }

    /// The layout in effect in `area`: ``alternative`` when the pane this one would take there
    /// is shorter than ``threshold`` along its side's axis, else this one (a pane of size 0
    /// never switches: its command runs with no pane, as in fzf).
    public func active(in area: Rect) -> PreviewWindow {
        usesAlternative(in: area) ? alternatives[0] : self
    }

    /// Whether ``active(in:)`` is the alternative layout in `area`.
    public func usesAlternative(in area: Rect) -> Bool {
        guard threshold > 0, !alternatives.isEmpty, size != .cells(0) else { return false }
        let pane = split(area).preview
        return (position == .left || position == .right ? pane.width : pane.height) < threshold
    }

    /// Hides or shows the layout in effect in `area` (this one or its alternative), as fzf's
    /// `toggle-preview` flips the one it shows.
    public mutating func setHidden(_ hidden: Bool, in area: Rect) {
        if usesAlternative(in: area) { alternatives[0].isHidden = hidden } else { isHidden = hidden }
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
        return carve(wanted, from: area)
    }

    /// The pane of `wanted` rows or columns at its side of `area`, and the rest; a left pane
    /// leaves `gap` columns before the rest (fzf's face keeps one beside a list without a border).
    func carve(_ wanted: Int, from area: Rect, gap: Int = 0) -> (preview: Rect, rest: Rect) {
        switch position {
        case .right:
            return (Rect(row: area.row, column: area.right - wanted, width: wanted, height: area.height),
                    Rect(row: area.row, column: area.column, width: area.width - wanted, height: area.height))
        case .left:
            return (Rect(row: area.row, column: area.column, width: wanted, height: area.height),
                    Rect(row: area.row, column: area.column + wanted + gap, width: area.width - wanted - gap, height: area.height))
        case .up:
            return (Rect(row: area.row, column: area.column, width: area.width, height: wanted),
                    Rect(row: area.row + wanted, column: area.column, width: area.width, height: area.height - wanted))
        case .down:
            return (Rect(row: area.bottom - wanted, column: area.column, width: area.width, height: wanted),
                    Rect(row: area.row, column: area.column, width: area.width, height: area.height - wanted))
        }
    }

    /// The shape drawn: ``border``, with `line` turned into the side that faces the list.
    public var sides: BorderShape {
        guard border == .line else { return border }
        switch position {
        case .right: return .left
        case .left: return .right
        case .up: return .bottom
        case .down: return .top
        }
    }

    /// The rows and columns inside the pane's border, for a pane at `rect`: a row for each
    /// horizontal side, a column and a column of padding for each vertical one.
    public func contentRect(of rect: Rect) -> Rect {
        let shape = sides
        let top = shape.hasTop ? 1 : 0
        let left = shape.hasLeft ? 2 : 0
        return Rect(row: rect.row + top, column: rect.column + left,
                    width: max(0, rect.width - left - (shape.hasRight ? 2 : 0)),
                    height: max(0, rect.height - top - (shape.hasBottom ? 1 : 0)))
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
