import SeekToolkit

/// Which sections of fzf's face stand apart from the list, and the shapes they are drawn
/// with, decided as fzf 0.74 decides them: the header (`--header`) and the header lines
/// (`--header-lines`) share one section unless told apart, a section with a border or
/// `--header-first` leaves the list's box and takes the prompt out with it, `line` becomes
/// the side facing the list, and `inline` falls back to `line` in a list box that has no top
/// and bottom to hold it.
struct FzfSectionPlan {
    /// fzf's three layouts: the prompt at the bottom under the best match (`default`), at the
    /// top (`reverse`), or at the bottom with the best match at the top (`reverse-list`).
    enum Kind { case `default`, reverse, reverseList }

    let kind: Kind
    let list: BorderShape
    let input: BorderShape
    let header: BorderShape
    /// The header lines' shape; `.none` for their own section without a line.
    let headerLines: BorderShape
    let footer: BorderShape
    let headerFirst: Bool
    /// `--header`'s line count, and that of the header lines read from the input.
    let ownHeaderCount: Int
    let headerLinesCount: Int
    let footerCount: Int
    let hasHeaderLinesSection: Bool
    let hasHeaderSection: Bool
    /// Whether the prompt and info line leave the list's box for a section of their own.
    let hasInputSection: Bool
    /// The rows the prompt and the info line take: one with `--info inline`, or without a rule
    /// (`hidden`, `inline-right`) when the input's border already faces the list.
    let inputRows: Int

    init(options: BrowserOptions, kind: Kind) {
        let borders = options.borders
        self.kind = kind
        list = borders.list
        let holdsInline = list.holdsInlineSections
        func held(_ shape: BorderShape) -> BorderShape { shape == .inline && !holdsInline ? .line : shape }
        func sided(_ shape: BorderShape, top: Bool) -> BorderShape { shape == .line ? (top ? .top : .bottom) : shape }
        input = sided(borders.input, top: kind != .reverse)
        header = sided(held(borders.header), top: kind != .reverse)
        footer = sided(held(borders.footer), top: kind == .reverse)
        headerFirst = options.headerFirst
        headerLinesCount = min(options.inputHeaderCount, options.header.count)
        ownHeaderCount = options.header.count - headerLinesCount
        footerCount = options.footer.count
        // The header lines' section: theirs when set, else the header's shape when there is no
        // `--header` (or none), apart with `reverse-list` (they head the list) and with
        // `--header-first` when both kinds of header are there.
        var linesApart = false
        var linesShape = BorderShape.none
        if headerLinesCount > 0 {
            if let set = borders.headerLines {
                linesApart = true
                linesShape = sided(held(set), top: kind == .default)
            } else {
                let inherited = ownHeaderCount == 0 ? header : .none
                if kind == .reverseList {
                    linesApart = true
                    linesShape = inherited
                } else if ownHeaderCount == 0 {
                    linesApart = headerFirst && inherited == .none
                } else {
                    linesApart = headerFirst
                    linesShape = inherited
                }
            }
        }
        hasHeaderLinesSection = linesApart
        headerLines = linesShape
        if linesApart {
            hasHeaderSection = ownHeaderCount > 0
        } else if header != .none || headerFirst {
            hasHeaderSection = ownHeaderCount + headerLinesCount > 0
        } else {
            hasHeaderSection = input != .none
        }
        hasInputSection = input != .none || hasHeaderSection || hasHeaderLinesSection
        let inputFacesList = kind == .reverse ? input.hasBottom : input.hasTop
        switch options.info {
        case .statusLine: inputRows = 2
        case .inline: inputRows = 1
        case .hidden, .inlineRight: inputRows = options.infoSeparator != nil && !inputFacesList ? 2 : 1
        }
    }

    /// The header section's lines: `--header`'s, and the header lines unless apart.
    var headerSectionCount: Int { ownHeaderCount + (hasHeaderLinesSection ? 0 : headerLinesCount) }

    /// Whether `shape` draws a line on its side toward the prompt.
    private func facesInput(_ shape: BorderShape) -> Bool {
        if shape == .inline { return true }
        return kind == .reverse ? shape.hasTop : shape.hasBottom
    }

    /// Whether a border's line already stands between the info line and the list (the section
    /// next to the prompt on the list's side draws one toward it): fzf then leaves out the
    /// info line's rule.
    var lineFacesInfo: Bool {
        if kind == .reverse ? input.hasBottom : input.hasTop { return true }
        guard hasInputSection else { return false }
        if hasHeaderSection && ownHeaderCount + headerLinesCount > 0 && !headerFirst && header != .inline {
            return facesInput(header)
        }
        if hasHeaderLinesSection && kind != .reverseList && (hasHeaderSection || !headerFirst) {
            return facesInput(headerLines)
        }
        return facesInput(list)
    }

    /// The indent of a section's text from its inside, beside the pointer's and marker's
    /// columns: the list's left side and its padding, less the section's own left side and
    /// padding (or the list's, for an inline section), as fzf aligns a header with the list
    /// it frames. It is negative when the section has a left side and the list none.
    func extraIndent(_ shape: BorderShape) -> Int {
        let listSide = list.hasLeft ? 2 : 0
        let ownSide = shape.hasLeft || (shape == .inline && list.hasLeft) ? 2 : 0
        return listSide - ownSide
    }
}
