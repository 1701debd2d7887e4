/// Builds the rows of `searchSuggestions { … }`: suggestion rows, plain views (display-only
/// rows), ``ForEach`` over data, with `if`, `switch` and `for`.
@resultBuilder
public enum SuggestionsBuilder {
    public static func buildExpression(_ row: SuggestionRow) -> [SuggestionRow] { [row] }
    // Generic, so that a `ForEach` (a view too) is taken by its own, more specific overloads.
    public static func buildExpression<Content: View>(_ view: Content) -> [SuggestionRow] { [SuggestionRow(view)] }
    public static func buildExpression(_ rows: [SuggestionRow]) -> [SuggestionRow] { rows }
    public static func buildExpression<Data, ID>(_ each: ForEach<Data, ID, SuggestionRow>) -> [SuggestionRow] { each.results }
    public static func buildExpression<Data, ID, Content: View>(_ each: ForEach<Data, ID, Content>) -> [SuggestionRow] {
        each.results.map { SuggestionRow($0) }
    }
    public static func buildBlock(_ parts: [SuggestionRow]...) -> [SuggestionRow] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [SuggestionRow]?) -> [SuggestionRow] { part ?? [] }
    public static func buildEither(first part: [SuggestionRow]) -> [SuggestionRow] { part }
    public static func buildEither(second part: [SuggestionRow]) -> [SuggestionRow] { part }
    public static func buildArray(_ parts: [[SuggestionRow]]) -> [SuggestionRow] { parts.flatMap { $0 } }
}
