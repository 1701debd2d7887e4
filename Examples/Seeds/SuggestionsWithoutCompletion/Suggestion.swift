// What the seed leaves to the app: the suggestions, those the query matches.
import SeekUI

struct Suggestion: Identifiable {
    let name: String
    var id: String { name }

    static func matching(_ query: String) -> [Suggestion] {
        guard !query.isEmpty else { return [] }
        return ["Tiramisu", "Trifle", "Tarte Tatin"].map(Suggestion.init).filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
}
