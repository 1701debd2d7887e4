import SeekProviders
import SeekToolkit
/// The row of scope segments under the search field: the terminal's segmented picker.
///
/// Each segment shows the scope's title and, when known, how many results it holds; the selected
/// one is drawn in brackets and reverse video, so that it reads on a monochrome terminal too.
/// When the segments are wider than the row, the bar scrolls to keep the selection in view and
/// shows `<` or `>` where segments are hidden.
public struct ScopeBar {
    /// One segment.
    public struct Segment: Equatable, Sendable {
        public var title: String
        public var count: Int?
        /// The most the count was taken to; a count above it reads "10,000+".
        public var countLimit: Int?

        public init(title: String, count: Int? = nil, countLimit: Int? = nil) {
            self.title = title
            self.count = count
            self.countLimit = countLimit
        }

        var label: String {
            count.map { "\(title) \(CountText.of($0, limit: countLimit))" } ?? title
        }
    }

    public var segments: [Segment]
    public var selectedIndex: Int
    public var theme: Theme

    public init(segments: [Segment], selectedIndex: Int, theme: Theme = .standard) {
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.theme = theme
    }

    /// Draws the bar and returns, per visible segment, its index and the columns it covers, for
    /// mouse clicks.
    @discardableResult
    public func render(into grid: inout Grid, in rect: Rect) -> [(index: Int, columns: Range<Int>)] {
        guard !rect.isEmpty, !segments.isEmpty else { return [] }
        let labels = segments.map { "[\($0.label)]" }
        let widths = labels.map { DisplayWidth.of($0) }
        // Scroll: start at the first segment that still lets the selected one end inside the row.
        var first = 0
        let selected = min(max(0, selectedIndex), segments.count - 1)
        while first < selected {
            let used = widths[first...selected].reduce(0, +) + (selected - first) + (first > 0 ? 2 : 0)
            if used <= rect.width - 2 { break }
            first += 1
        }
        var column = rect.column
        var hits: [(index: Int, columns: Range<Int>)] = []
        if first > 0 {
            column = grid.write("< ", row: rect.row, column: column, limit: rect.right, style: theme.scopeBar)
        }
        for index in first..<segments.count {
            let isSelected = index == selected
            let label = isSelected ? labels[index] : " \(segments[index].label) "
            let width = DisplayWidth.of(label)
            let remaining = rect.right - column
            if width > remaining || (index < segments.count - 1 && width + 2 > remaining) {
                if remaining >= 1 {
                    grid.write(">", row: rect.row, column: rect.right - 1, limit: rect.right, style: theme.scopeBar)
                }
                break
            }
            let start = column
            column = grid.write(label, row: rect.row, column: column, limit: rect.right,
                                style: isSelected ? theme.selectedScope : theme.scopeBar)
            hits.append((index, start..<column))
            if index < segments.count - 1 {
                column = grid.write(" ", row: rect.row, column: column, limit: rect.right, style: theme.scopeBar)
            }
        }
        return hits
    }
}
