import SeekToolkit
import SeekModel

/// Where each part of the search screen goes, for a placement and a terminal size.
///
/// - drawer: the title, the field under it, the scope bar, the suggestion menu, the list, and
///   the status line at the bottom;
/// - bottom: the title, the list, the status line, the suggestion menu, the scope bar, and the
///   field on the last line (the menu opens upward);
/// - toolbar: the title with the field at its trailing end, then the scope bar, the menu, the
///   list and the status line;
/// - sidebar: the title, then a left column (field, scope bar, menu, list) beside a detail pane,
///   and the status line across the bottom.
///
/// The suggestion menu takes rows of its own instead of covering the list: in a terminal the best
/// matches sit right under the field, and a menu drawn over them would hide what the user is
/// looking for. When rows are scarce, parts give way in this order: the suggestion menu, the
/// scope bar, the title, the status line; the field and one row of the list stay longest.
public struct ScreenLayout: Equatable, Sendable {
    public var placement: ResolvedSearchFieldPlacement
    public var title: Rect = .empty
    public var field: Rect = .empty
    /// Where the minimized search button sits, when the field is minimized.
    public var button: Rect = .empty
    public var scopeBar: Rect = .empty
    public var suggestions: Rect = .empty
    public var list: Rect = .empty
    public var detail: Rect = .empty
    public var status: Rect = .empty
    /// The preview pane, border included, when it is shown.
    public var preview: Rect = .empty
    /// The preview layout in effect (``PreviewWindow/active(in:)``) while the preview is shown
    /// or its command runs with no pane (size 0); nil otherwise.
    public var previewWindow: PreviewWindow?
    /// The area the preview takes its side of (inside the screen's border): where
    /// ``PreviewWindow/active(in:)`` decides between a layout and its alternative.
    public var previewArea: Rect = .empty
    /// The header lines, at the list's end nearest the field.
    public var header: Rect = .empty
    /// In fzf's face: the header lines read from the input, where the list starts (``header``
    /// then holds `--header`'s, beside the info line).
    public var inputHeader: Rect = .empty
    /// In fzf's face: the scroll bar's column beside the list.
    public var scrollbar: Rect = .empty
    /// In fzf's face: the box of `--list-border` (the list, its headers and, without an input
    /// box, the prompt and info line) and that of `--input-border` (the prompt and info line).
    /// In fzf's face: `--border`'s box, inside `--margin`.
    public var screenFrame: Rect = .empty
    public var listFrame: Rect = .empty
    public var inputFrame: Rect = .empty
    /// In fzf's face: the footer's lines (`--footer`), from where their text starts.
    public var footer: Rect = .empty
    /// In fzf's face: the borders of the header (`--header`'s lines, with the header lines
    /// unless they have their own), of the header lines and of the footer.
    public var headerFrame = SectionFrame()
    public var headerLinesFrame = SectionFrame()
    public var footerFrame = SectionFrame()
    /// In fzf's face: whether a border's line already parts the info line from the list, so
    /// the info line draws no rule of its own.
    public var infoRuleHidden = false

    /// The parts a frame wants, before they are fitted to the terminal.
    public struct Request: Equatable, Sendable {
        public var placement: ResolvedSearchFieldPlacement
        public var showsTitle: Bool
        public var showsField: Bool
        public var isFieldMinimized: Bool
        public var showsScopeBar: Bool
        public var suggestionRows: Int

        public init(placement: ResolvedSearchFieldPlacement, showsTitle: Bool = true, showsField: Bool = true,
                    isFieldMinimized: Bool = false, showsScopeBar: Bool = false, suggestionRows: Int = 0) {
            self.placement = placement
            self.showsTitle = showsTitle
            self.showsField = showsField
            self.isFieldMinimized = isFieldMinimized
            self.showsScopeBar = showsScopeBar
            self.suggestionRows = suggestionRows
        }
    }

    /// The layout of `browser`'s current state.
    public init(for browser: SearchBrowser) {
        if browser.options.face == .fzf {
            self.init(fzfFaceOf: browser)
            return
        }
        let session = browser.session
        let context = SearchLayoutContext(width: browser.size.width, hasSplitView: browser.options.hasDetailPane)
        let placement = session.resolvedPlacement(in: context)
        let drawerHides = placement == .drawer(always: false) && !session.isPresented && browser.firstVisibleRow > 0
        let menuRows = browser.isSuggestionMenuOpen
            ? min(session.visibleSuggestions.count, browser.options.maximumSuggestionRows) + 2
            : 0
        let request = Request(
            placement: placement,
            // Without a field, nothing takes the title's place while searching.
            showsTitle: session.isTitleVisible(in: context) || !browser.options.showsSearchField,
            showsField: !drawerHides && browser.options.showsSearchField,
            isFieldMinimized: session.isFieldMinimized && browser.options.showsSearchField,
            showsScopeBar: session.areScopesVisible && !session.scopes.isEmpty && browser.options.showsSearchField,
            suggestionRows: browser.options.showsSearchField ? menuRows : 0
        )
        // A border takes the outermost cells; the preview pane takes its side of what is left;
        // everything else is laid out in the rest.
        var whole = Rect(row: 0, column: 0, width: browser.size.width, height: browser.size.height)
        if browser.options.hasBorder && whole.width >= 4 && whole.height >= 4 {
            whole = Rect(row: 1, column: 1, width: whole.width - 2, height: whole.height - 2)
        }
        var pane = Rect.empty
        var rest = whole
        let window = browser.previewWindowInEffect(in: whole)
        if let window {
            (pane, rest) = window.split(whole)
        }
        self.init(size: TerminalSize(width: rest.width, height: rest.height), request: request)
        moveBy(rows: rest.row, columns: rest.column)
        preview = pane
        previewWindow = window
        previewArea = whole
        if browser.options.info != .statusLine { giveStatusRowToList() }
        carveHeader(lines: browser.options.header.count)
    }

    /// Without a status line (`--info inline` or `hidden`), the list takes its row when it is
    /// next to it.
    private mutating func giveStatusRowToList() {
        guard !status.isEmpty else { return }
        if list.bottom == status.row && list.column == status.column {
            list = Rect(row: list.row, column: list.column, width: list.width, height: list.height + 1)
        }
        status = .empty
    }

    /// Takes rows for the header from the list, on the side of the field (below the list when
    /// the field is at the bottom), leaving the list at least one row.
    private mutating func carveHeader(lines: Int) {
        let rows = min(lines, max(0, list.height - 1))
        guard rows > 0 else { return }
        if placement == .bottom {
            header = Rect(row: list.bottom - rows, column: list.column, width: list.width, height: rows)
            list = Rect(row: list.row, column: list.column, width: list.width, height: list.height - rows)
        } else {
            header = Rect(row: list.row, column: list.column, width: list.width, height: rows)
            list = Rect(row: list.row + rows, column: list.column, width: list.width, height: list.height - rows)
        }
    }

    /// Moves every part by an offset (the rest of the screen beside a preview on the left or top).
    private mutating func moveBy(rows: Int, columns: Int) {
        guard rows != 0 || columns != 0 else { return }
        func moved(_ rect: Rect) -> Rect {
            rect.isEmpty ? rect : Rect(row: rect.row + rows, column: rect.column + columns, width: rect.width, height: rect.height)
        }
        title = moved(title)
        field = moved(field)
        button = moved(button)
        scopeBar = moved(scopeBar)
        suggestions = moved(suggestions)
        list = moved(list)
        header = moved(header)
        detail = moved(detail)
        status = moved(status)
    }

    /// Fits `request` into a terminal of `size`.
    public init(size: TerminalSize, request: Request) {
        placement = request.placement
        let width = size.width
        let height = size.height
        guard width > 0, height > 0 else { return }
        // Rows granted in order of importance, until only the list's one row is left.
        var spare = height - 1
        func grant(_ wanted: Bool, _ rows: Int = 1) -> Int {
            guard wanted, rows > 0, spare >= 1 else { return 0 }
            let granted = min(rows, spare)
            spare -= granted
            return granted
        }
        let fieldInTitle = request.placement == .toolbar
        let fieldRows = fieldInTitle ? 0 : grant(request.showsField)
        let statusRows = grant(true)
        let titleRows = grant(request.showsTitle || fieldInTitle)
        let scopeRows = grant(request.showsScopeBar)
        // The menu needs its border and at least one row, and leaves the list three rows when it can.
        let menuRows = request.suggestionRows >= 3 && spare >= 3
            ? grant(true, min(request.suggestionRows, max(3, spare - 2)))
            : 0
        var top = 0
        var bottom = height
        if titleRows > 0 {
            title = Rect(row: 0, column: 0, width: width, height: 1)
            top = 1
        }
        switch request.placement {
        case .bottom:
            if fieldRows > 0 {
                bottom -= 1
                field = Rect(row: bottom, column: 0, width: width, height: 1)
            }
            if scopeRows > 0 {
                bottom -= 1
                scopeBar = Rect(row: bottom, column: 0, width: width, height: 1)
            }
            if menuRows > 0 {
                bottom -= menuRows
                suggestions = Rect(row: bottom, column: 0, width: width, height: menuRows)
            }
            if statusRows > 0 {
                bottom -= 1
                status = Rect(row: bottom, column: 0, width: width, height: 1)
            }
            list = Rect(row: top, column: 0, width: width, height: bottom - top)
        case .toolbar:
            if titleRows > 0 {
                let fieldWidth = min(40, max(24, width / 2))
                let fieldColumn = width - fieldWidth
                title = Rect(row: 0, column: 0, width: max(0, fieldColumn - 1), height: 1)
                if request.showsField || request.isFieldMinimized {
                    placeField(in: Rect(row: 0, column: fieldColumn, width: fieldWidth, height: 1), minimized: request.isFieldMinimized)
                }
            }
            fallthrough
        case .drawer:
            if fieldRows > 0 {
                placeField(in: Rect(row: top, column: 0, width: width, height: 1), minimized: request.isFieldMinimized)
                top += 1
            }
            top = placeScopesAndMenu(top: top, column: 0, width: width, scopeRows: scopeRows, menuRows: menuRows)
            if statusRows > 0 {
                bottom -= 1
                status = Rect(row: bottom, column: 0, width: width, height: 1)
            }
            list = Rect(row: top, column: 0, width: width, height: bottom - top)
        case .sidebar:
            let sidebarWidth = max(24, width * 2 / 5)
            if statusRows > 0 {
                bottom -= 1
                status = Rect(row: bottom, column: 0, width: width, height: 1)
            }
            detail = Rect(row: top, column: sidebarWidth, width: width - sidebarWidth, height: bottom - top)
            if fieldRows > 0 {
                placeField(in: Rect(row: top, column: 0, width: sidebarWidth, height: 1), minimized: request.isFieldMinimized)
                top += 1
            }
            top = placeScopesAndMenu(top: top, column: 0, width: sidebarWidth, scopeRows: scopeRows, menuRows: menuRows)
            list = Rect(row: top, column: 0, width: sidebarWidth, height: bottom - top)
        }
    }

    /// Puts the field, or the button that stands for it while minimized, in `rect`.
    private mutating func placeField(in rect: Rect, minimized: Bool) {
        if minimized {
            button = rect
        } else {
            field = rect
        }
    }

    private mutating func placeScopesAndMenu(top: Int, column: Int, width: Int, scopeRows: Int, menuRows: Int) -> Int {
        var row = top
        if scopeRows > 0 {
            scopeBar = Rect(row: row, column: column, width: width, height: 1)
            row += 1
        }
        if menuRows > 0 {
            suggestions = Rect(row: row, column: column, width: width, height: menuRows)
            row += menuRows
        }
        return row
    }
}
