// From 002 ("1. Search Field Doesn't Appear"): `.searchable` outside a navigation container
// shows no field; inside a NavigationStack it does. The seed's `List { ... }` is the app's rows
// here; each half is the body of a view with the `query` it binds.
import SeekUI

/// "WRONG: No navigation container".
struct NoContainerView: View {
    @State private var query = ""

    var body: some View {
        List { FruitRows(query: query) }
        .searchable(text: $query)
    }
}

/// "CORRECT: Inside NavigationStack".
struct InsideStackView: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
        List { FruitRows(query: query) }
        .searchable(text: $query)
        }
    }
}

@main
struct CommonMistakesApp: App {
    var body: some Scene {
        WindowGroup { NoContainerView() }
    }
}
