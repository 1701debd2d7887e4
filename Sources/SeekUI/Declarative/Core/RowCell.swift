import SeekToolkit

typealias ColoredRun = ColoredText.Run

/// One row of the screen as the views made it: its text and what it does.
struct RowCell {
    var pieces: [LinePiece] = []
    var action: (() -> Void)?
    var tag: AnyHashable?
    var completion: SuggestionRow.Completion?
    /// The id of the ``ForEach`` element the row shows.
    var id: AnyHashable?
    var select: ((AnyHashable) -> Void)?

    /// What Return on the row does: its action, else choosing its tag or id in a selection.
    var activation: (() -> Void)? {
        if let action { return action }
        guard let select, let value = tag ?? id else { return nil }
        return { select(value) }
    }

    init(_ runs: [ColoredRun]) {
        pieces = [.runs(runs)]
    }

    init(pieces: [LinePiece]) {
        self.pieces = pieces
    }

    /// The row's runs in `columns` cells, its spacers sharing what the text leaves; with no
    /// width, a spacer is one space.
    func runs(columns: Int?) -> [ColoredRun] {
        let spacers = pieces.filter { if case .spacer = $0 { true } else { false } }.count
        var room = 0
        if let columns, spacers > 0 {
            let used = pieces.reduce(0) { total, piece in
                if case .runs(let runs) = piece { return total + runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }
                return total
            }
            room = max(spacers, columns - used)
        }
        var result: [ColoredRun] = []
        var spacerIndex = 0
        for piece in pieces {
            switch piece {
            case .runs(let runs): result += runs
            case .spacer:
                // The room is shared out evenly, the first spacers taking what does not divide.
                let width = columns == nil ? 1 : room / spacers + (spacerIndex < room % spacers ? 1 : 0)
                spacerIndex += 1
                result.append(ColoredRun(String(repeating: " ", count: max(1, width))))
            }
        }
        return result
    }

    /// The text, without styles.
    var text: String { runs(columns: nil).map(\.text).joined() }

    /// This row with `trait` added; a trait the row has already (an inner button's) is kept.
    func adding(_ trait: RowTrait) -> RowCell {
        var copy = self
        switch trait {
        case .action(let action): if copy.action == nil { copy.action = action }
        case .tag(let tag): if copy.tag == nil { copy.tag = tag }
        case .completion(let completion): if copy.completion == nil { copy.completion = completion }
        case .select(let select): if copy.select == nil { copy.select = select }
        }
        return copy
    }

    /// `cells` on one line, `spacing` columns apart; the first action, tag and completion stay.
    static func joined(_ cells: [RowCell], spacing: Int) -> RowCell {
        var joined = RowCell(pieces: [])
        for (index, cell) in cells.enumerated() {
            if index > 0 && spacing > 0 { joined.pieces.append(.runs([ColoredRun(String(repeating: " ", count: spacing))])) }
            joined.pieces += cell.pieces
            joined.action = joined.action ?? cell.action
            joined.tag = joined.tag ?? cell.tag
            joined.completion = joined.completion ?? cell.completion
            joined.id = joined.id ?? cell.id
            joined.select = joined.select ?? cell.select
        }
        return joined
    }
}
