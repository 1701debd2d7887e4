// What the seed leaves to the app: the colours, those the text matches, and the list.
import SeekUI

struct PaletteColor: Identifiable {
    let name: String
    let value: Color
    var id: String { name }

    static let all = [PaletteColor(name: "Red", value: .red), PaletteColor(name: "Rose", value: .pink),
                      PaletteColor(name: "Green", value: .green), PaletteColor(name: "Blue", value: .blue)]
}

extension ColorCompletionView {
    var matchingColors: [PaletteColor] {
        guard !searchText.isEmpty else { return [] }
        return PaletteColor.all.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var filteredColors: [PaletteColor] {
        PaletteColor.all.filter { searchText.isEmpty || $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}
