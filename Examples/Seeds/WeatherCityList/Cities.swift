// What the seed leaves to the app: the cities, a city's row, the search over them and what
// choosing one does (it becomes a favourite, shown first).
import SeekUI
import Synchronization

final class City: Identifiable, Sendable {
    let name: String
    let temperature: Int
    private let favorite: Mutex<Bool>
    var id: String { name }

    init(_ name: String, _ temperature: Int, isFavorite: Bool = false) {
        self.name = name
        self.temperature = temperature
        favorite = Mutex(isFavorite)
    }

    var isFavorite: Bool {
        get { favorite.withLock { $0 } }
        set { favorite.withLock { $0 = newValue } }
    }
}

let allCities = [City("Lisbon", 21, isFavorite: true), City("Oslo", 4), City("Osaka", 17), City("Quito", 14),
                 City("Ottawa", -3, isFavorite: true)]

extension WeatherCityList {
    var favoriteCities: [City] { allCities.filter(\.isFavorite) }
}

struct CityRow: View {
    let city: City

    var body: some View {
        HStack {
            Text(city.name)
            Spacer()
            Text("\(city.temperature)°")
        }
    }
}

extension SearchResults {
    var results: [City] { allCities.filter { $0.name.localizedCaseInsensitiveContains(query) } }

    func selectResult(_ city: City) {
        city.isFavorite = true
    }
}
