// From 002 ("2. isSearching Always Returns false"): read in the parent of the searchable view
// `isSearching` stays false; read in the child it follows the search. The seed's code, with
// `import SeekUI`; the parent calls `ChildView()`, as the seed's `ChildView(isSearching:)` does
// not compile in SwiftUI either (an `@Environment` property takes no value from outside).
import SeekUI

// WRONG: Reading from parent of searchable view
struct ParentView: View {
@Environment(\.isSearching) var isSearching // Always false
@State private var query = ""
var body: some View {
NavigationStack {
ChildView()
.searchable(text: $query)
}
}
}
// CORRECT: Reading from child view
struct ChildView: View {
@Environment(\.isSearching) var isSearching // Works
var body: some View {
if isSearching {
SearchResults()
} else {
DefaultContent()
}
}
}
