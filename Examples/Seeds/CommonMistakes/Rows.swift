// The app's part, which the seed leaves out: the rows of its lists.
import SeekUI

struct FruitRows: View {
    let query: String
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { fruit in
            Text(fruit)
        }
    }
}

struct SearchResults: View {
    var body: some View {
        Text("Search results")
    }
}

struct DefaultContent: View {
    var body: some View {
        Text("Default content")
    }
}
