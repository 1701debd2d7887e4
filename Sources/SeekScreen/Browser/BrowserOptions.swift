import SeekToolkit
/// How a ``SearchBrowser`` behaves beyond the search session's own settings.
public struct BrowserOptions: Sendable, Equatable {
    /// The line at the top of the screen.
    public var title: String
    /// Whether rows can be marked (Tab, Shift-Tab, Ctrl-T) so that Return chooses several (`--multi`).
    public var allowsMultipleSelection: Bool
    /// At most this many rows can be marked (fzf's `--multi N`); nil for no limit.
    public var markLimit: Int?
    /// Whether there is a detail pane to show beside the list: the split view that a sidebar
    /// placement needs.
    public var hasDetailPane: Bool
    /// Whether the search field (with its scope bar and suggestions) is drawn; a SeekUI view
    /// without a field turns it off.
    public var showsSearchField = true
    /// At most this many suggestion rows are shown at once.
    public var maximumSuggestionRows: Int
    /// The preview pane's place and look, when there is a preview command; nil for none.
    public var previewWindow: PreviewWindow?
    /// The text before each continued row of a wrapped preview line (`--preview-wrap-sign`).
    public var previewWrapSign = PreviewLineRows.defaultSign
    /// The label in the preview pane's border (`--preview-label`, `--preview-label-pos`).
    public var previewLabel: BorderLabel?
    /// Whether the list's first (best) row is at its bottom, next to a prompt below it, as in
    /// fzf's default layout; the keys then move the selection the way it looks (Up to worse
    /// matches).
    public var listGrowsUpward = false
    /// Lines that stay between the field and the list while searching (fzf's `--header` and
    /// `--header-lines`): never matched, never chosen.
    public var header: [String] = []
    /// In fzf's face: lines kept on the list's far side from the prompt (`--footer`,
    /// `change-footer`), drawn in their order whatever the layout.
    public var footer: [String] = []
    /// Moving past the last row goes to the first, and past the first to the last (`--cycle`).
    public var cyclesSelection = false
    /// The mark before the selected row (`--pointer`) and before a marked row (`--marker`).
    public var pointer = ">"
    public var marker = "*"
    /// Where the count goes: the status line, the end of the field's row (`--info inline`; the
    /// right end of that row with `inline-right`), or nowhere (`--info hidden`, which also hides
    /// the key help).
    public var info = InfoStyle.statusLine
    /// A box around the whole screen (`--border`).
    public var hasBorder = false
    /// In fzf's face: the shape and label of that box, and the list's and the input's own.
    public var borders = SectionBorders()
    /// In fzf's face: the header beyond the prompt instead of between it and the list
    /// (`--header-first`).
    public var headerFirst = false
    /// The text drawn before the field (`--prompt`, `change-prompt`), as fzf's prompt; nil draws
    /// seek's `/ `. The session's prompt stays the placeholder of the empty field.
    public var prompt: String?
    /// Whether the input is listed last item first while nothing is typed (`--tac`), as the
    /// provider's matches list it.
    public var listsInputReversed = false
    /// seek's face or fzf's (see ``ScreenFace``).
    public var face = ScreenFace.seek
    /// In fzf's face: what fills the pointer's column of the rows not selected (`--gutter`).
    public var gutter = "▌"
    /// In fzf's face: a scroll bar at the right of the list while it is longer than the
    /// screen (`--no-scrollbar` takes it away).
    public var showsScrollbar = true
    /// How many of the last ``header`` lines come from the input (`--header-lines`): fzf's face
    /// draws them where the list starts, the others beside the info line.
    public var inputHeaderCount = 0
    /// Whether the selected item stays selected while the results change (fzf's `--track`).
    public var tracksSelection = false
    /// In fzf's face: the info line's rule, repeated (`--separator`); nil for none
    /// (`--no-separator`), when `hidden` and `inline-right` info take no row of their own.
    public var infoSeparator: String? = "─"
    /// The labels `jump` puts on the rows shown, one character a row (`--jump-labels`).
    public var jumpLabels = JumpMode.standardLabels
    /// In fzf's face: the counts at the right end of the info line (`--info right`).
    public var infoAlignsRight = false
    /// In fzf's face: what goes between the query and the counts with `--info inline:SEP`.
    public var inlineInfoSeparator: String?
    /// In fzf's face: how a row wider than the list is cut or scrolled to its match.
    public var rowWindow = RowWindow()
    /// Rows kept in view beyond the selected one when the list scrolls (fzf's `--scroll-off`).
    public var scrollOff = 0
    /// In fzf's face: blank rows after each item, and the line across them (`--gap`, `--gap-line`).
    public var itemGap = ItemGap()
    /// Whether the provider ranks matches (false: input order, `--no-sort`), the order that
    /// `toggle-sort` turns over.
    public var sortsMatches = true
    /// In fzf's face: whether the info line says `+S` or `-S` for the order (when a key toggles it).
    public var showsSortIndicator = false

    /// Where the match count is shown.
    public enum InfoStyle: Sendable, Equatable {
        case statusLine, inline, inlineRight, hidden
    }

    public init(title: String, allowsMultipleSelection: Bool = false, hasDetailPane: Bool = false, maximumSuggestionRows: Int = 6,
                previewWindow: PreviewWindow? = nil) {
        self.previewWindow = previewWindow
        self.title = title
        self.allowsMultipleSelection = allowsMultipleSelection
        self.hasDetailPane = hasDetailPane
        self.maximumSuggestionRows = maximumSuggestionRows
    }
}
