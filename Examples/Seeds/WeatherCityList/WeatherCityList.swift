// From 002 (Part 2, "isSearching Environment" and "dismissSearch Environment"): an overlay
// that reads `isSearching`, and results that call `dismissSearch`. The seed's code with
// `import SeekUI`; `SearchResults` takes the `query` its caller passes (the seed shows the two
// halves apart, the second without that parameter).
import SeekUI

struct WeatherCityList: View {
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            // SearchResultsOverlay reads isSearching
            SearchResultsOverlay(searchText: searchText) {
                List(favoriteCities) { city in
                    CityRow(city: city)
                }
            }
            .searchable(text: $searchText)
            .navigationTitle("Weather")
        }
    }
}

struct SearchResultsOverlay<Content: View>: View {
    let searchText: String
    @ViewBuilder let content: Content
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        if isSearching {
            // Show search results
            SearchResults(query: searchText)
        } else {
            content
        }
    }
}

struct SearchResults: View {
    let query: String
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        List(results) { result in
            Button(result.name) {
                selectResult(result)
                dismissSearch() // Close search after selection
            }
        }
    }
}

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup { WeatherCityList() }
    }
}
