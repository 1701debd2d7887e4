import SeekToolkit
/// How a ``SearchBrowser`` behaves beyond the search session's own settings.
public struct BrowserOptions: Sendable, Equatable {
    /// The line at the top of the screen.
    public var title: String
    /// Whether Space marks rows so that Return chooses several (`--multi`).
    public var allowsMultipleSelection: Bool
    /// Whether there is a detail pane to show beside the list: the split view that a sidebar
    /// placement needs.
    public var hasDetailPane: Bool
    /// At most this many suggestion rows are shown at once.
    public var maximumSuggestionRows: Int
    /// The preview pane's place and look, when there is a preview command; nil for none.
    public var previewWindow: PreviewWindow?

    public init(title: String, allowsMultipleSelection: Bool = false, hasDetailPane: Bool = false, maximumSuggestionRows: Int = 6,
                previewWindow: PreviewWindow? = nil) {
        self.previewWindow = previewWindow
        self.title = title
        self.allowsMultipleSelection = allowsMultipleSelection
        self.hasDetailPane = hasDetailPane
        self.maximumSuggestionRows = maximumSuggestionRows
    }
}
