import SeekMatching
import SeekModel

/// Suggestions that complete the word being typed from the words of the best matches: typing
/// `tok` offers `tokyo` when the top rows contain Tokyo. They add something the list does not
/// show (the word, ready to take with Down and Enter), where offering whole rows would repeat the
/// list right under it.
public struct WordCompletions {
    /// How many of the best rows are read for words, at most: only those ranked already
    /// (`RankedMatches.rankedCount`) are read, since reading further would rank more on every
    /// keystroke.
    public static let rowsRead = 200
    /// How many completions are offered.
    public static let limit = 3

    /// The completions for `text`, drawn from the rows of `results` whose text `rowText` gives.
    public static func suggestions(for text: String, results: MatchSnapshot, rowText: (Int) -> String) -> [SearchSuggestion] {
        // The term being typed, as the matcher and the session read it (a quoted value is whole).
        let start = QueryLexer.lastTermStart(in: text[...]) ?? text.startIndex
        let last = text[start...]
        guard last.count >= 2, !last.contains(where: { "'^$!|:\\".contains($0) }) else { return [] }
        let prefix = last.lowercased()
        let kept = text[..<start]
        var seen = Set<String>()
        var suggestions: [SearchSuggestion] = []
        for rank in results.matches.indices.prefix(min(rowsRead, results.matches.rankedCount)) {
            for word in rowText(results.matches[rank].index).split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
                let lowered = word.lowercased()
                guard lowered.count > prefix.count, lowered.hasPrefix(prefix), seen.insert(lowered).inserted else { continue }
                suggestions.append(SearchSuggestion(lowered, completion: kept + lowered))
                if suggestions.count == limit { return suggestions }
            }
        }
        return suggestions
    }
}
