// The colour suggestions from the reference documents (SwiftUI's `ColorSearchView`): up to five
// colours whose name holds the text are suggested, each with a swatch, and choosing one puts its
// name in the field.
import SeekUI

struct NamedColor: Identifiable {
    let name: String
    let value: Color
    var id: String { name }
}

struct ColorSearch {
    @State var searchText = ""
    let allColors = [("Alice Blue", "#f0f8ff"), ("Blue", "#0000ff"), ("Blue Violet", "#8a2be2"), ("Cadet Blue", "#5f9ea0"),
                     ("Coral", "#ff7f50"), ("Crimson", "#dc143c"), ("Dark Blue", "#00008b"), ("Gold", "#ffd700"),
                     ("Green", "#008000"), ("Light Blue", "#add8e6"), ("Orange", "#ffa500"), ("Red", "#ff0000")]
        .map { NamedColor(name: $0, value: Color(hex: $1)!) }

    var body: SearchableList<NamedColor> {
        SearchableList(allColors, searching: [\.name]) { color in
            HStack { Swatch(color.value); Text(color.name) }
        }
        .navigationTitle("Colors")
        .searchable(text: $searchText, prompt: "Search colors")
        .searchSuggestions {
            ForEach(suggestedColors) { color in
                HStack { Swatch(color.value); Text(color.name) }.searchCompletion(color.name)
            }
        }
    }

    var suggestedColors: [NamedColor] {
        guard !searchText.isEmpty else { return [] }
        return Array(allColors.filter { $0.name.lowercased().contains(searchText.lowercased()) }.prefix(5))
    }
}
