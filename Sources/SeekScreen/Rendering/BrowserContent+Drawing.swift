import SeekModel
import SeekToolkit

// The default look: a content that does not draw rows, suggestions or pills its own way leaves
// them to the components.
extension BrowserContent {
    public func rowRuns(ofItem index: Int, columns: Int, query: String) -> [ColoredText.Run]? { nil }

    public func suggestionRuns(for suggestion: SearchSuggestion, columns: Int) -> [ColoredText.Run]? { nil }

    public func tokenRuns(for token: SearchToken) -> [ColoredText.Run]? { nil }
}
