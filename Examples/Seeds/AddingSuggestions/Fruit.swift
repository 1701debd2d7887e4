// What the seed leaves to the app: the fruit, and which of them are suggested and listed.
import SeekUI

struct Fruit: Identifiable {
    let name: String
    var id: String { name }

    static let all = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Pear"].map(Fruit.init)
}

extension AddingSuggestionsView {
    /// The fruit whose name starts with the text: the suggestions.
    var suggestedResults: [Fruit] {
        guard !searchText.isEmpty else { return [] }
        return Fruit.all.filter { $0.name.lowercased().hasPrefix(searchText.lowercased()) }
    }

    var filteredFruits: [Fruit] {
        Fruit.all.filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}
