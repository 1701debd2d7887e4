import SeekModel
import SeekToolkit

extension ScreenLayout {
    /// The layout of fzf's face (see ``ScreenFace``), as fzf 0.74 lays out its screen.
    ///
    /// With the prompt at the bottom (fzf's `default` and `reverse-list` layouts), from the last
    /// row up: the prompt, the info line, `--header`'s lines, then the list; with `reverse`
    /// (the field's drawer placement) the same from the first row down. `--header-lines`' lines
    /// go where the list starts: next to `--header`'s when the best match is next to the prompt,
    /// at the top of the list with `reverse-list`.
    ///
    /// Borders nest: `--margin` keeps space around `--border`'s shape, `--padding` inside it, the preview its side of the
    /// rest, `--input-border`'s box the prompt and info line on the prompt's side, and
    /// `--list-border`'s box what is left (with the prompt and info line when they have no box
    /// of their own). A vertical side keeps a column of padding inside it, and the scroll bar
    /// takes the right one of the list's innermost box, else the list's last column.
    init(fzfFaceOf browser: SearchBrowser) {
        let options = browser.options
        let borders = options.borders
        let context = SearchLayoutContext(width: browser.size.width, hasSplitView: false)
        self.init(size: TerminalSize(width: 0, height: 0), request: Request(placement: browser.session.resolvedPlacement(in: context)))
        let screen = Rect(row: 0, column: 0, width: browser.size.width, height: browser.size.height)
        var whole = borders.margin.inset(screen, screen: browser.size)
        let bordered = options.hasBorder && whole.width >= 6 && whole.height >= 4
        if bordered {
            screenFrame = whole
            whole = borders.screen.inner(of: whole)
        }
        whole = borders.padding.inset(whole, screen: browser.size)
        var rest = whole
        previewArea = whole
        previewWindow = browser.previewWindowInEffect(in: whole)
        if let window = previewWindow {
            (preview, rest) = window.fzfSplit(whole, hasScrollbar: options.showsScrollbar, listHasBorder: borders.list.drawsLines)
        }
        let promptAtTop = placement != .bottom
        let kind: FzfSectionPlan.Kind = promptAtTop ? .reverse : (options.listGrowsUpward ? .default : .reverseList)
        let plan = FzfSectionPlan(options: options, kind: kind)
        infoRuleHidden = plan.lineFacesInfo
        /// Takes `rows` rows from the prompt's side of `area`, keeping `keep` rows.
        func take(_ rows: Int, from area: inout Rect, keeping keep: Int) -> Rect {
            let granted = min(rows, max(0, area.height - keep))
            guard granted > 0 else { return .empty }
            if promptAtTop {
                defer { area = Rect(row: area.row + granted, column: area.column, width: area.width, height: area.height - granted) }
                return Rect(row: area.row, column: area.column, width: area.width, height: granted)
            }
            area = Rect(row: area.row, column: area.column, width: area.width, height: area.height - granted)
            return Rect(row: area.bottom, column: area.column, width: area.width, height: granted)
        }
        // The sections outside the list's box take their rows first, as fzf sizes them: the
        // input, the header, the header lines, the footer; an inline one takes its rows inside
        // the box, while at least two are left there.
        var available = rest.height
        var inputHeight = 0
        if plan.hasInputSection {
            inputHeight = max(0, min(plan.input.lineCount + plan.inputRows, available))
            available -= inputHeight
        } else {
            available -= plan.inputRows
        }
        var inlineAbove: [InlineSection] = [], inlineBelow: [InlineSection] = []
        func addInline(_ role: InlineSection.Role, lines: Int) {
            let used = (inlineAbove + inlineBelow).reduce(0) { $0 + ($1.lines > 0 ? $1.lines + 1 : 0) }
            let remaining = available - plan.list.lineCount - used - 1
            let section = InlineSection(role: role, lines: remaining < 2 ? 0 : max(1, min(lines, remaining - 1)))
            // Outermost first: the header's is outside the header lines', the footer's next to
            // the list except with reverse-list, where the header lines are.
            let above: Bool, inner: Bool
            switch role {
            case .header: (above, inner) = (kind == .reverse, false)
            case .headerLines: (above, inner) = (kind != .default, true)
            case .footer: (above, inner) = (kind != .reverse, kind != .reverseList)
            }
            if above {
                if inner { inlineAbove.append(section) } else { inlineAbove.insert(section, at: 0) }
            } else {
                if inner { inlineBelow.append(section) } else { inlineBelow.insert(section, at: 0) }
            }
        }
        func height(_ shape: BorderShape, lines: Int) -> Int {
            let rows = max(0, min(shape.lineCount + lines, available))
            available -= rows
            return rows
        }
        var headerHeight = 0, linesHeight = 0, footerHeight = 0
        if plan.hasHeaderSection {
            if plan.header == .inline {
                addInline(.header, lines: plan.headerSectionCount)
            } else {
                headerHeight = height(plan.header, lines: plan.headerSectionCount)
            }
        }
        if plan.hasHeaderLinesSection {
            if plan.headerLines == .inline {
                addInline(.headerLines, lines: plan.headerLinesCount)
            } else {
                linesHeight = height(plan.headerLines, lines: plan.headerLinesCount)
            }
        }
        if plan.footerCount > 0 {
            if plan.footer == .inline {
                addInline(.footer, lines: plan.footerCount)
            } else {
                footerHeight = height(plan.footer, lines: plan.footerCount)
            }
        }
        // The list's box: what the sections above and below it leave.
        var above = kind == .reverse ? inputHeight + headerHeight + linesHeight : footerHeight
        if kind == .reverseList { above += linesHeight }
        let outside = inputHeight + headerHeight + linesHeight + footerHeight
        // The column right of the list (the border's padding, or `--padding`'s) holds the bar
        // when no box inside the screen's has a right side.
        let sticksRight = bordered && borders.screen.hasRight && rest.right == whole.right && !plan.list.hasRight
            && !plan.input.hasRight && !(plan.header.hasRight && plan.ownHeaderCount + plan.headerLinesCount > 0)
        let box = Rect(row: rest.row + above, column: rest.column, width: rest.width, height: max(0, rest.height - outside))
        let sectionWidth = box.width + (sticksRight && !plan.list.drawsLines ? 1 : 0)
        // Where each section outside the box starts, as fzf stacks them on either side of it.
        let sidesFirst = plan.headerFirst && (plan.hasHeaderSection && plan.header != .inline
            || plan.hasHeaderLinesSection && plan.headerLines != .inline)
        let bothHeaders = plan.hasHeaderSection && plan.hasHeaderLinesSection
        let linesFirst = plan.headerFirst && plan.ownHeaderCount == 0
        var inputTop = 0, headerTop = 0, linesTop = 0, footerTop = 0
        switch kind {
        case .default:
            inputTop = sidesFirst ? box.bottom + (bothHeaders ? linesHeight : 0) : box.bottom + headerHeight + linesHeight
            headerTop = plan.hasInputSection && plan.headerFirst ? box.bottom + inputHeight + linesHeight : box.bottom + linesHeight
            linesTop = linesFirst ? box.bottom + inputHeight : box.bottom
            footerTop = box.row - footerHeight
        case .reverse:
            inputTop = sidesFirst ? box.row - inputHeight - (bothHeaders ? linesHeight : 0) : box.row - inputHeight - headerHeight - linesHeight
            headerTop = plan.hasInputSection && plan.headerFirst ? box.row - inputHeight - headerHeight - linesHeight : box.row - headerHeight - linesHeight
            linesTop = linesFirst ? box.row - linesHeight - inputHeight : box.row - linesHeight
            footerTop = box.bottom
        case .reverseList:
            inputTop = sidesFirst ? box.bottom : box.bottom + headerHeight
            headerTop = plan.hasInputSection && plan.headerFirst ? box.bottom + inputHeight : box.bottom
            linesTop = box.row - linesHeight
            footerTop = box.row - footerHeight - linesHeight
        }
        /// A section's frame of `rows` rows from `top`, across the box's columns.
        func frame(_ top: Int, rows: Int) -> Rect {
            rows > 0 ? Rect(row: top, column: box.column, width: sectionWidth, height: rows) : .empty
        }
        var listArea = box
        var inputArea = Rect.empty
        if plan.hasInputSection && inputHeight > 0 {
            inputFrame = frame(inputTop, rows: inputHeight)
            if plan.input.drawsLines {
                inputArea = plan.input.inner(of: inputFrame)
                // Without a left side of its own it lines up with the list's inside.
                if !plan.input.hasLeft && plan.list.hasLeft && inputArea.width > 2 {
                    inputArea = Rect(row: inputArea.row, column: inputArea.column + 2, width: inputArea.width - 2, height: inputArea.height)
                }
            } else {
                // Past the list's left side, as wide as the list and its bar.
                let left = plan.list.hasLeft ? 2 : 0
                let listColumns = box.width - left - (plan.list.hasRight ? 1 : 0) + (sticksRight && !plan.list.drawsLines ? 1 : 0)
                inputArea = Rect(row: inputFrame.row, column: inputFrame.column + left,
                                 width: min(listColumns + left, box.width - left), height: inputFrame.height)
            }
        }
        var paddedOnRight = sticksRight
        if plan.list.drawsLines {
            listFrame = box
            listArea = plan.list.inner(of: box)
            paddedOnRight = plan.list.hasRight
        }
        // The list's columns, with the bar's: what a section's text may not go beyond.
        let listWidth = box.width - (plan.list.hasLeft ? 2 : 0) - (plan.list.hasRight ? 2 : 0) + (paddedOnRight ? 1 : 0)
        /// The inside of a section's frame, as the list's rows are laid out: its text starts
        /// past the pointer's and marker's columns from there.
        func content(of frame: Rect, _ shape: BorderShape) -> Rect {
            guard frame.height > shape.lineCount else { return .empty }
            let left = (shape.hasLeft ? 2 : 0) + plan.extraIndent(shape)
            let inside = min(frame.width - (shape.hasLeft ? 2 : 0) - (shape.hasRight ? 1 : 0),
                             listWidth + max(0, plan.extraIndent(shape)))
            let width = inside - plan.extraIndent(shape)
            return Rect(row: frame.row + (shape.hasTop ? 1 : 0), column: frame.column + left, width: max(0, width),
                        height: frame.height - shape.lineCount)
        }
        var headerArea = Rect.empty, linesArea = Rect.empty
        if headerHeight > 0 {
            headerFrame = SectionFrame(rect: frame(headerTop, rows: headerHeight), shape: plan.header)
            headerArea = content(of: headerFrame.rect, plan.header)
        }
        if linesHeight > 0 {
            headerLinesFrame = SectionFrame(rect: frame(linesTop, rows: linesHeight), shape: plan.headerLines)
            linesArea = content(of: headerLinesFrame.rect, plan.headerLines)
        }
        if footerHeight > 0 {
            footerFrame = SectionFrame(rect: frame(footerTop, rows: footerHeight), shape: plan.footer)
            footer = content(of: footerFrame.rect, plan.footer)
        }
        // Inline sections: their lines and a rule toward the list, inside the box.
        func placeInline(_ sections: [InlineSection], above: Bool) {
            for section in sections where section.lines > 0 && listArea.height > section.lines + 1 {
                let rows = section.lines + 1
                let rect = Rect(row: above ? listArea.row : listArea.bottom - rows, column: box.column, width: box.width, height: rows)
                listArea = Rect(row: above ? listArea.row + rows : listArea.row, column: listArea.column,
                                width: listArea.width, height: listArea.height - rows)
                let sectionFrame = SectionFrame(rect: rect, shape: .inline, ruleIsFirst: !above)
                let inside = Rect(row: above ? rect.row : rect.row + 1, column: listArea.column + plan.extraIndent(.inline),
                                  width: listArea.width - plan.extraIndent(.inline), height: section.lines)
                switch section.role {
                case .header:
                    headerFrame = sectionFrame
                    headerArea = inside
                case .headerLines:
                    headerLinesFrame = sectionFrame
                    linesArea = inside
                case .footer:
                    footerFrame = sectionFrame
                    footer = inside
                }
            }
        }
        placeInline(inlineAbove, above: true)
        placeInline(inlineBelow, above: false)
        // The header section holds `--header`'s lines nearest the prompt's far side... as fzf
        // prints them: below the header lines unless the prompt is at the top.
        if !headerArea.isEmpty {
            let own = min(plan.ownHeaderCount, headerArea.height)
            let joined = plan.hasHeaderLinesSection ? 0 : min(plan.headerLinesCount, headerArea.height - own)
            if kind == .reverse {
                header = Rect(row: headerArea.row, column: headerArea.column, width: headerArea.width, height: own)
                inputHeader = Rect(row: headerArea.row + own, column: headerArea.column, width: headerArea.width, height: joined)
            } else {
                header = Rect(row: headerArea.bottom - own, column: headerArea.column, width: headerArea.width, height: own)
                inputHeader = Rect(row: headerArea.bottom - own - joined, column: headerArea.column, width: headerArea.width, height: joined)
            }
        }
        if !linesArea.isEmpty { inputHeader = linesArea }
        var barColumn: Int?
        if options.showsScrollbar {
            if paddedOnRight {
                barColumn = listArea.right
            } else if listArea.width > 2 {
                barColumn = listArea.right - 1
                listArea.width -= 1
            }
        }
        if plan.hasInputSection {
            field = take(1, from: &inputArea, keeping: 0)
            if plan.inputRows == 2 {
                status = take(1, from: &inputArea, keeping: 0)
                // fzf leaves the last column of the input's section blank (a right side
                // already keeps one).
                if !plan.input.hasRight && status.width > 1 { status.width -= 1 }
            }
        }
        guard listArea.height > 0 && listArea.width > 0 else { return }
        var free = listArea
        if !plan.hasInputSection {
            field = take(1, from: &free, keeping: 1)
            // The rule alone (`hidden`, `inline-right`) takes no row without a separator.
            if plan.inputRows == 2 { status = take(1, from: &free, keeping: 1) }
        }
        // Headers with no section of their own stay in the list's box, next to the prompt.
        if !plan.hasHeaderSection && !plan.hasHeaderLinesSection {
            header = take(plan.ownHeaderCount, from: &free, keeping: 1)
            if options.listGrowsUpward || promptAtTop {
                inputHeader = take(plan.headerLinesCount, from: &free, keeping: 1)
            } else {
                // reverse-list: the list runs down from the top, so its header lines head it.
                let granted = min(plan.headerLinesCount, max(0, free.height - 1))
                inputHeader = Rect(row: free.row, column: free.column, width: free.width, height: granted)
                free = Rect(row: free.row + granted, column: free.column, width: free.width, height: free.height - granted)
            }
        }
        list = free
        if let barColumn {
            scrollbar = Rect(row: list.row, column: barColumn, width: 1, height: list.height)
        }
    }
}

/// A section drawn inside the list's box (fzf's `inline`), and the lines it was granted.
private struct InlineSection {
    enum Role { case header, headerLines, footer }
    var role: Role
    var lines: Int
}
